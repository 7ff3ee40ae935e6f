/* pips-event-reader.c — reading the events of a session file quickly, for what Pips writes
 *
 * json-glib's parser spends most of its time on its tokenizer (a GString for every token) and on
 * signals for every node: for a long game that is the whole of the time opening may take. The
 * events Pips writes use a small part of JSON: objects, arrays, strings without escapes,
 * integers, true, false and null. This reader reads exactly that part, strictly, into the same
 * json-glib nodes json-glib's parser makes of it, and refuses anything else — an escape, a
 * fraction, an exponent, a duplicate member, a number out of range — so that the caller reads
 * the file with json-glib instead. It never accepts what json-glib would not: the fuzz target
 * fuzz-load checks it against json-glib on every input.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pips-event-reader.h"

/* Deeper than any event; the whole file's nesting is limited before reading too. */
#define MAX_DEPTH 32

typedef struct
{
  const char *p;
  const char *end;
  GString    *scratch;  /* the text of the string just read, without its quotes */
} Reader;

static JsonNode *read_value (Reader *r, guint depth);

static void
skip_space (Reader *r)
{
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
    r->p++;
}

/* At the opening quote: a string without escapes and control characters, into r->scratch. */
static gboolean
read_string (Reader *r)
{
  const char *start = ++r->p;

  while (r->p < r->end && *r->p != '"')
    {
      if (*r->p == '\\' || (guchar) *r->p < 0x20)
        return FALSE;
      r->p++;
    }
  if (r->p >= r->end)
    return FALSE;

  g_string_truncate (r->scratch, 0);
  g_string_append_len (r->scratch, start, r->p - start);
  r->p++;

  return TRUE;
}

/* An integer as JSON writes it (no leading zeros, no "+"), of at most G_MAXINT64 either way. */
static JsonNode *
read_integer (Reader *r)
{
  const guint64 limit = G_MAXINT64;
  gboolean negative = FALSE;
  guint64 value = 0;

  if (*r->p == '-')
    {
      negative = TRUE;
      r->p++;
    }
  if (r->p >= r->end || !g_ascii_isdigit (*r->p))
    return NULL;

  if (*r->p == '0')
    r->p++;
  else
    while (r->p < r->end && g_ascii_isdigit (*r->p))
      {
        guint digit = *r->p - '0';

        if (value > (limit - digit) / 10)
          return NULL;
        value = value * 10 + digit;
        r->p++;
      }

  if (r->p < r->end && (*r->p == '.' || *r->p == 'e' || *r->p == 'E'))
    return NULL;

  return json_node_init_int (json_node_alloc (), negative ? -(gint64) value : (gint64) value);
}

static gboolean
read_word (Reader     *r,
           const char *word)
{
  gsize length = strlen (word);

  if ((gsize) (r->end - r->p) < length || memcmp (r->p, word, length) != 0)
    return FALSE;
  r->p += length;

  return TRUE;
}

static JsonNode *
read_object (Reader *r,
             guint   depth)
{
  g_autoptr(JsonObject) object = json_object_new ();

  r->p++;
  skip_space (r);
  if (r->p < r->end && *r->p == '}')
    {
      r->p++;
      return json_node_init_object (json_node_alloc (), object);
    }

  for (;;)
    {
      g_autofree char *name = NULL;
      JsonNode *value;

      if (r->p >= r->end || *r->p != '"' || !read_string (r))
        return NULL;
      name = g_strndup (r->scratch->str, r->scratch->len);
      if (json_object_has_member (object, name))
        return NULL;

      skip_space (r);
      if (r->p >= r->end || *r->p != ':')
        return NULL;
      r->p++;
      skip_space (r);
      value = read_value (r, depth + 1);
      if (value == NULL)
        return NULL;
      json_object_set_member (object, name, value);

      skip_space (r);
      if (r->p < r->end && *r->p == ',')
        {
          r->p++;
          skip_space (r);
        }
      else if (r->p < r->end && *r->p == '}')
        {
          r->p++;
          return json_node_init_object (json_node_alloc (), object);
        }
      else
        return NULL;
    }
}

static JsonNode *
read_array (Reader *r,
            guint   depth)
{
  g_autoptr(JsonArray) array = json_array_new ();

  r->p++;
  skip_space (r);
  if (r->p < r->end && *r->p == ']')
    {
      r->p++;
      return json_node_init_array (json_node_alloc (), array);
    }

  for (;;)
    {
      JsonNode *element = read_value (r, depth + 1);

      if (element == NULL)
        return NULL;
      json_array_add_element (array, element);

      skip_space (r);
      if (r->p < r->end && *r->p == ',')
        {
          r->p++;
          skip_space (r);
        }
      else if (r->p < r->end && *r->p == ']')
        {
          r->p++;
          return json_node_init_array (json_node_alloc (), array);
        }
      else
        return NULL;
    }
}

static JsonNode *
read_value (Reader *r,
            guint   depth)
{
  if (r->p >= r->end || depth > MAX_DEPTH)
    return NULL;

  switch (*r->p)
    {
    case '{':
      return read_object (r, depth);

    case '[':
      return read_array (r, depth);

    case '"':
      return read_string (r) ? json_node_init_string (json_node_alloc (), r->scratch->str) : NULL;

    case 't':
      return read_word (r, "true") ? json_node_init_boolean (json_node_alloc (), TRUE) : NULL;

    case 'f':
      return read_word (r, "false") ? json_node_init_boolean (json_node_alloc (), FALSE) : NULL;

    case 'n':
      return read_word (r, "null") ? json_node_init_null (json_node_alloc ()) : NULL;

    default:
      return read_integer (r);
    }
}

/**
 * _pips_event_read:
 * @text: an event's text: one JSON object, nothing before or after it
 * @length: its length
 * @scratch: a string the reader may use (kept from one event to the next)
 *
 * Returns: (transfer full) (nullable): the event's object, as json-glib would read it, or %NULL
 *   if the text is not an object in the part of JSON this reader takes (read it with json-glib)
 */
JsonNode *
_pips_event_read (const char *text,
                  gsize       length,
                  GString    *scratch)
{
  Reader r = { text, text + length, scratch };
  g_autoptr(JsonNode) node = NULL;

  if (length == 0 || text[0] != '{')
    return NULL;

  node = read_object (&r, 0);
  if (node == NULL || r.p != r.end)
    return NULL;

  return g_steal_pointer (&node);
}
