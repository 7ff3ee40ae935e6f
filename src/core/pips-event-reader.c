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
 * Most of opening a long game went into making and freeing json-glib's nodes (a callgrind
 * profile of `build-aux/dev bench open`: two thirds of the time). The events of one file repeat
 * their values: the same member names, the same players, fields and small arrays of dice. So a
 * PipsEventReader, which reads all the events of one file, makes each scalar value and each
 * array of scalars once, seals it and shares it between the events that hold its text again
 * (a sealed node cannot be changed). The member names are kept once too, so that a duplicate
 * member is found by comparing pointers. And an event's object itself is made once for each
 * list of member names (a "shape": {"type","player","faces","red"}), and for a later event of
 * that shape only the members whose values differ are replaced: the event is lent to the
 * rules, which only read it and keep nothing of it (pips_game_apply()), and is valid until the
 * next event is read.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pips-event-reader.h"

/* Deeper than any event; the whole file's nesting is limited before reading too. */
#define MAX_DEPTH 32

struct _PipsEventReader
{
  GString    *scratch;     /* the text of the string just read, without its quotes */
  GHashTable *names;       /* member name → itself, each kept once */
  GHashTable *strings;     /* a string value's text → its sealed node */
  GHashTable *tokens;      /* the text of a number, true, false, null or an array of them →
                            * its sealed node */
  gsize       containers;  /* the objects and arrays of the last event read */
  GPtrArray  *shapes;      /* of Shape: the objects lent, one for each list of member names */
  JsonNode   *unshaped;    /* the event lent, when it has more members than a shape */
};

/* The most members an object's duplicates are looked for among by pointer, and an event of a
 * shape may have; beyond, json-glib. */
#define MAX_NAMES 16

/* The longest text of an array that is shared: "[1,2,3]". */
#define MAX_SHARED_ARRAY 8

/* The most shapes a reader keeps: events of further shapes are made anew each time. */
#define MAX_SHAPES 64

typedef struct
{
  guint       n_members;
  const char *names[MAX_NAMES];   /* kept in PipsEventReader.names */
  JsonNode   *values[MAX_NAMES];  /* held by the object */
  JsonNode   *node;               /* of the object */
} Shape;

static void
shape_free (Shape *shape)
{
  json_node_unref (shape->node);
  g_free (shape);
}

typedef struct
{
  const char      *p;
  const char      *end;
  GString         *scratch;
  PipsEventReader *shared;  /* NULL: nothing shared (pips_event_read() of one text) */
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

/* The member name just read (in r->scratch), kept once by the reader. */
static const char *
keep_name (Reader *r)
{
  char *name = g_hash_table_lookup (r->shared->names, r->scratch->str);

  if (name == NULL)
    {
      name = g_strndup (r->scratch->str, r->scratch->len);
      g_hash_table_add (r->shared->names, name);
    }

  return name;
}

static JsonNode *
read_object (Reader *r,
             guint   depth)
{
  g_autoptr(JsonObject) object = json_object_new ();
  const char *names[MAX_NAMES];
  guint n_names = 0;

  if (r->shared != NULL)
    r->shared->containers++;

  r->p++;
  skip_space (r);
  if (r->p < r->end && *r->p == '}')
    {
      r->p++;
      return json_node_init_object (json_node_alloc (), object);
    }

  for (;;)
    {
      g_autofree char *copy = NULL;
      const char *name;
      JsonNode *value;

      if (r->p >= r->end || *r->p != '"' || !read_string (r))
        return NULL;

      if (r->shared != NULL)
        name = keep_name (r);
      else
        name = copy = g_strndup (r->scratch->str, r->scratch->len);

      /* A duplicate member: json-glib keeps the last, the reader refuses it. */
      if (r->shared != NULL && n_names < MAX_NAMES)
        {
          for (guint i = 0; i < n_names; i++)
            if (names[i] == name)
              return NULL;
          names[n_names++] = name;
        }
      else if (json_object_has_member (object, name))
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

  if (r->shared != NULL)
    r->shared->containers++;

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
read_unshared (Reader *r,
               guint   depth)
{
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

/* Where the token at r->p may end: a number, true, false or null ends before a comma, a bracket,
 * a brace or white space; an array of them at its closing bracket. An array that holds a string,
 * an object or another array (or a nul byte) ends nowhere here (r->p): it is not shared. */
static const char *
find_token_end (Reader *r)
{
  const char *q = r->p;

  if (*q == '[')
    {
      /* A short array is met again ([], [0], [3,5]); a long one seldom (six dice thrown), and
       * would only fill the table. */
      for (q++; q < r->end && q - r->p < MAX_SHARED_ARRAY; q++)
        {
          if (*q == ']')
            return q + 1;
          if (*q == '"' || *q == '[' || *q == '{' || *q == '\0')
            return r->p;
        }
      return r->p;
    }

  /* A nul byte ends it too, so that a key is the whole of its text. */
  while (q < r->end && *q != ',' && *q != ']' && *q != '}' && *q != '\0' &&
         *q != ' ' && *q != '\t' && *q != '\n' && *q != '\r')
    q++;

  return q;
}

/* The value at r->p, shared with the events read before that hold the same text: the text a
 * value was read from is its key, so a text met again is the value read again, checked as
 * strictly the first time (a text the reader refused is never kept). */
static JsonNode *
read_shared (Reader *r,
             guint   depth)
{
  const char *start = r->p;
  const char *end;
  JsonNode *node;

  if (*r->p == '"')
    {
      if (!read_string (r))
        return NULL;
      node = g_hash_table_lookup (r->shared->strings, r->scratch->str);
      if (node == NULL)
        {
          node = json_node_init_string (json_node_alloc (), r->scratch->str);
          json_node_seal (node);
          g_hash_table_insert (r->shared->strings, g_strndup (r->scratch->str, r->scratch->len), node);
        }
      return json_node_ref (node);
    }

  end = find_token_end (r);
  if (end == start)
    return read_unshared (r, depth);

  g_string_truncate (r->scratch, 0);
  g_string_append_len (r->scratch, start, end - start);
  node = g_hash_table_lookup (r->shared->tokens, r->scratch->str);
  if (node != NULL)
    {
      r->p = end;
      if (*start == '[')
        r->shared->containers++;
      return json_node_ref (node);
    }

  node = read_unshared (r, depth);
  if (node == NULL)
    return NULL;
  json_node_seal (node);
  g_hash_table_insert (r->shared->tokens, g_strndup (start, r->p - start), json_node_ref (node));

  return node;
}

static JsonNode *
read_value (Reader *r,
            guint   depth)
{
  if (r->p >= r->end || depth > MAX_DEPTH)
    return NULL;

  /* A shared array was read once at a depth where its elements were not too deep. */
  if (r->shared != NULL && *r->p != '{' && depth < MAX_DEPTH)
    return read_shared (r, depth);

  return read_unshared (r, depth);
}

static JsonNode *
read_event (const char      *text,
            gsize            length,
            GString         *scratch,
            PipsEventReader *shared)
{
  Reader r = { text, text + length, scratch, shared };
  g_autoptr(JsonNode) node = NULL;

  if (length == 0 || text[0] != '{')
    return NULL;

  node = read_object (&r, 0);
  if (node == NULL || r.p != r.end)
    return NULL;

  return g_steal_pointer (&node);
}

typedef enum
{
  SHAPED_READ,
  SHAPED_REFUSED,
  SHAPED_TOO_LARGE,  /* more members than a shape has: read it anew */
} ShapedResult;

/* The event at r->p into the object of its shape (see the top of this file), which *shape is
 * then; its values are read as read_object() reads them and checked as strictly. */
static ShapedResult
read_shaped (Reader  *r,
             Shape  **shape_out)
{
  PipsEventReader *self = r->shared;
  const char *names[MAX_NAMES];
  JsonNode *values[MAX_NAMES];
  guint n = 0;
  ShapedResult result = SHAPED_REFUSED;
  Shape *shape = NULL;

  self->containers++;
  r->p++;
  skip_space (r);
  if (r->p < r->end && *r->p == '}')
    r->p++;
  else
    for (;;)
      {
        const char *name;

        if (r->p >= r->end || *r->p != '"' || !read_string (r))
          goto out;
        name = keep_name (r);
        for (guint i = 0; i < n; i++)
          if (names[i] == name)
            goto out;  /* a duplicate member */
        if (n == MAX_NAMES)
          {
            result = SHAPED_TOO_LARGE;
            goto out;
          }

        skip_space (r);
        if (r->p >= r->end || *r->p != ':')
          goto out;
        r->p++;
        skip_space (r);
        values[n] = read_value (r, 1);
        if (values[n] == NULL)
          goto out;
        names[n++] = name;

        skip_space (r);
        if (r->p < r->end && *r->p == ',')
          {
            r->p++;
            skip_space (r);
          }
        else if (r->p < r->end && *r->p == '}')
          {
            r->p++;
            break;
          }
        else
          goto out;
      }
  if (r->p != r->end)
    goto out;

  for (guint s = 0; s < self->shapes->len && shape == NULL; s++)
    {
      Shape *candidate = g_ptr_array_index (self->shapes, s);

      if (candidate->n_members == n && memcmp (candidate->names, names, n * sizeof (char *)) == 0)
        shape = candidate;
    }

  if (shape == NULL)
    {
      g_autoptr(JsonObject) object = json_object_new ();

      shape = g_new0 (Shape, 1);
      shape->n_members = n;
      for (guint i = 0; i < n; i++)
        {
          shape->names[i] = names[i];
          shape->values[i] = values[i];
          json_object_set_member (object, names[i], values[i]);
        }
      shape->node = json_node_init_object (json_node_alloc (), object);
      n = 0;  /* the values are the object's */
      if (self->shapes->len == MAX_SHAPES)
        g_ptr_array_remove_index (self->shapes, 0);
      g_ptr_array_add (self->shapes, shape);
    }
  else
    {
      JsonObject *object = json_node_get_object (shape->node);

      for (guint i = 0; i < n; i++)
        {
          if (shape->values[i] == values[i])
            json_node_unref (values[i]);
          else
            {
              shape->values[i] = values[i];
              json_object_set_member (object, names[i], values[i]);
            }
        }
      n = 0;
    }

  *shape_out = shape;
  result = SHAPED_READ;

out:
  for (guint i = 0; i < n; i++)
    json_node_unref (values[i]);

  return result;
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
  return read_event (text, length, scratch, NULL);
}

/**
 * _pips_event_reader_new:
 *
 * A reader for the events of one file: the values they repeat are made once and shared (see
 * the top of this file). Free it when the file is read, which drops what only it holds.
 *
 * Returns: (transfer full): a new reader
 */
PipsEventReader *
_pips_event_reader_new (void)
{
  PipsEventReader *self = g_new0 (PipsEventReader, 1);

  self->scratch = g_string_new (NULL);
  self->names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->strings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) json_node_unref);
  self->tokens = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        (GDestroyNotify) json_node_unref);
  self->shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) shape_free);

  return self;
}

void
_pips_event_reader_free (PipsEventReader *self)
{
  if (self == NULL)
    return;

  g_string_free (self->scratch, TRUE);
  g_hash_table_unref (self->names);
  g_hash_table_unref (self->strings);
  g_hash_table_unref (self->tokens);
  g_ptr_array_unref (self->shapes);
  g_clear_pointer (&self->unshaped, json_node_unref);
  g_free (self);
}

/**
 * _pips_event_reader_read:
 * @text: an event's text: one JSON object, nothing before or after it
 * @length: its length
 * @containers: (out): the objects and arrays in @text, as pips_json_file_count_containers()
 *   counts them
 *
 * As _pips_event_read(), sharing the event's values with the events read before, and its
 * object with those of its shape: the event is lent, to be read only, until the next one is
 * read or the reader is freed.
 *
 * Returns: (transfer none) (nullable): the event's object, or %NULL (read it with json-glib)
 */
JsonNode *
_pips_event_reader_read (PipsEventReader *self,
                         const char      *text,
                         gsize            length,
                         gsize           *containers)
{
  Reader r = { text, text + length, self->scratch, self };
  Shape *shape = NULL;

  g_clear_pointer (&self->unshaped, json_node_unref);
  self->containers = 0;
  *containers = 0;
  if (length == 0 || text[0] != '{')
    return NULL;

  switch (read_shaped (&r, &shape))
    {
    case SHAPED_READ:
      *containers = self->containers;
      return shape->node;

    case SHAPED_REFUSED:
      return NULL;

    case SHAPED_TOO_LARGE:
    default:
      self->containers = 0;
      self->unshaped = read_event (text, length, self->scratch, self);
      *containers = self->containers;
      return self->unshaped;
    }
}
