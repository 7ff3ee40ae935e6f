/* pips-ui-test-util.c — shared helpers of the UI test programs (under Xvfb)
 *
 * Keys are pressed by looking up the shortcut bound to them on the focus widget and its
 * ancestors and activating it, in the order GTK delivers a key event: the capture phase from
 * the window down to the focus widget, the focus widget itself, then the bubble phase back up.
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pips-game-page.h"
#include "pips-resources.h"
#include "pips-ui-test-util.h"

static guint n_key_presses;

/* Runs the main loop for @ms milliseconds, handling everything that is pending at least once. */
void
pips_ui_test_wait (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  do
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  while (g_get_monotonic_time () < end);
}

/* What every UI test program does first: the translations of the build tree, GTK and libadwaita
 * for tests, the app's resources, steady settings (no animations, one font, one icon theme) and
 * the style sheet @style_resource, loaded as the app loads its own. */
void
pips_ui_test_init (int         *argc,
                   char      ***argv,
                   const char  *style_resource)
{
  static GtkCssProvider *provider;

  bindtextdomain (GETTEXT_PACKAGE, PIPS_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (argc, argv, NULL);
  adw_init ();

  pips_register_resource ();
  g_object_set (gtk_settings_get_default (),
                "gtk-enable-animations", FALSE,
                "gtk-font-name", "Cantarell 11",
                "gtk-icon-theme-name", "Adwaita",
                NULL);

  if (style_resource != NULL)
    {
      provider = gtk_css_provider_new ();
      gtk_css_provider_load_from_resource (provider, style_resource);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
}

/* One turn of the main loop: dispatches what is ready, or sleeps a moment when nothing is, so that
 * PIPS_UI_TEST_WAIT_UNTIL() neither spins nor blocks on a source that never comes. */
void
pips_ui_test_iterate (void)
{
  if (!g_main_context_iteration (NULL, FALSE))
    g_usleep (1000);
}

/* Dispatches everything that is ready now (idles, finished tasks), until nothing is. */
void
pips_ui_test_settle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Waits until @widget is mapped, has a size and a frame has been painted since: what a screenshot
 * or a layout check needs, however long a busy machine takes for it. */
void
pips_ui_test_wait_for_paint (GtkWidget *widget)
{
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong handler;

  PIPS_UI_TEST_WAIT_UNTIL (gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0);

  clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  PIPS_UI_TEST_WAIT_UNTIL (painted);
  g_signal_handler_disconnect (clock, handler);
  pips_ui_test_settle ();
}

/* Shows @child in an undecorated window of @width × @height (-1 and -1: the natural size of
 * @child) and waits until it is mapped and has settled. Returns the window; destroy it with
 * pips_ui_test_destroy_window(). */
GtkWidget *
pips_ui_test_show_in_window (GtkWidget *child,
                             int        width,
                             int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  if (width != -1 || height != -1)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));

  pips_ui_test_wait_for_paint (child);

  return window;
}

/* Destroys @window, lets the main loop finish with it and asserts that nothing holds it any
 * more. */
void
pips_ui_test_destroy_window (GtkWidget *window)
{
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  pips_ui_test_settle ();
  g_assert_finalize_object (window);
}

/* The first widget of @type in @widget and its descendants, depth first, or %NULL. */
GtkWidget *
pips_ui_test_find_descendant (GtkWidget *widget,
                              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pips_ui_test_find_descendant (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Activates the first shortcut of @widget's shortcut controllers of @phase that @wanted
 * triggers and that handles it. */
static gboolean
run_shortcuts (GtkWidget           *widget,
               GtkPropagationPhase  phase,
               GtkShortcutTrigger  *wanted)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_event_controller_get_propagation_phase (controller) != phase)
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (!gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            continue;

          if (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                            GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                            widget,
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }

  return FALSE;
}

/* Presses @keyval with @modifiers in @window as GTK delivers a key event: the shortcuts of the
 * capture phase from the window down to the focus widget, those of the target phase on the
 * focus widget, then those of the bubble phase back up. Returns whether some shortcut handled
 * it. Counts the presses (see pips_ui_test_get_n_key_presses()). */
gboolean
pips_ui_test_press_key (GtkWidget       *window,
                        guint            keyval,
                        GdkModifierType  modifiers)
{
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, modifiers);
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_assert_nonnull (focus);
  n_key_presses++;

  for (GtkWidget *widget = focus; widget != NULL; widget = gtk_widget_get_parent (widget))
    g_ptr_array_insert (path, 0, widget);

  for (guint i = 0; i < path->len; i++)
    if (run_shortcuts (g_ptr_array_index (path, i), GTK_PHASE_CAPTURE, wanted))
      return TRUE;

  if (run_shortcuts (focus, GTK_PHASE_TARGET, wanted))
    return TRUE;

  for (guint i = path->len; i > 0; i--)
    if (run_shortcuts (g_ptr_array_index (path, i - 1), GTK_PHASE_BUBBLE, wanted))
      return TRUE;

  return FALSE;
}

/* Types @text (ASCII) into @window, a key press a character, and asserts that each was
 * handled. */
void
pips_ui_test_type_text (GtkWidget  *window,
                        const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    g_assert_true (pips_ui_test_press_key (window, gdk_unicode_to_keyval (*p), 0));
}

/* How many keys pips_ui_test_press_key() and pips_ui_test_type_text() have pressed so far. */
guint
pips_ui_test_get_n_key_presses (void)
{
  return n_key_presses;
}

/* Renders @widget (a window, or another GtkNative such as a popover) to a PNG file at @path,
 * once it is mapped, laid out and painted: under load that may take a while. The picture is all
 * that GTK draws for the widget, also outside its allocation: a window's client-side shadow, on a
 * transparent background, where GTK draws one (under a compositor; not under a bare X server).
 * Returns whether the file was written. */
gboolean
pips_ui_test_save_png (GtkWidget  *widget,
                       const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  graphene_rect_t bounds;
  int width, height;

  pips_ui_test_wait_for_paint (widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  /* The paintable clips the picture to the widget's bounds, which leave out a window's shadow:
   * undo that clip, and take the pixels the picture covers. */
  if (gsk_render_node_get_node_type (node) == GSK_CLIP_NODE)
    {
      GskRenderNode *child = gsk_render_node_ref (gsk_clip_node_get_child (node));

      gsk_render_node_unref (node);
      node = child;
    }
  gsk_render_node_get_bounds (node, &bounds);
  graphene_rect_union (&bounds, &GRAPHENE_RECT_INIT (0, 0, width, height), &bounds);
  bounds = GRAPHENE_RECT_INIT (floorf (bounds.origin.x), floorf (bounds.origin.y),
                               ceilf (bounds.origin.x + bounds.size.width) - floorf (bounds.origin.x),
                               ceilf (bounds.origin.y + bounds.size.height) - floorf (bounds.origin.y));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &bounds);

  return gdk_texture_save_to_png (texture, path);
}

/* Asserts the faces of @entry, one character a die: "1" to "6", "." for a die not set. */
void
pips_ui_test_assert_entry_faces (PipsDiceEntry *entry,
                                 const char    *expected)
{
  guint n;
  const guint8 *faces = pips_dice_entry_get_faces (entry, &n);
  g_autofree char *text = g_malloc0 (n + 1);

  for (guint i = 0; i < n; i++)
    text[i] = faces[i] == 0 ? '.' : '0' + faces[i];

  g_assert_cmpstr (text, ==, expected);
}

/* Asserts the accessible name of the die at @index of @entry. */
void
pips_ui_test_assert_die_label (PipsDiceEntry *entry,
                               guint          index,
                               const char    *label)
{
  gtk_test_accessible_assert_property (pips_dice_entry_get_die (entry, index),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

/* The folder the pictures of a test go to: $PIPS_TEST_SHOTS/<the test program>, made if need be
 * (`build-aux/dev test --full` sets it to build/test-screenshots). Without it the test is skipped
 * (and %NULL returned): pictures are for looking at, not for every run; what a test checks of a
 * picture it checks whether or not the picture is kept. */
const char *
pips_ui_test_get_pictures_dir (void)
{
  static char *dir;
  const char *top = g_getenv ("PIPS_TEST_SHOTS");

  if (top == NULL || top[0] == '\0')
    {
      g_test_skip ("Set PIPS_TEST_SHOTS to a folder for the pictures");
      return NULL;
    }
  if (dir == NULL)
    {
      g_autofree char *program = g_path_get_basename (g_get_prgname ());

      dir = g_build_filename (top, program, NULL);
    }
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);

  return dir;
}

/* Renders @widget to the PNG file @name in @dir (pips_ui_test_save_png()). */
void
pips_ui_test_save_png_in (GtkWidget  *widget,
                          const char *dir,
                          const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (pips_ui_test_save_png (widget, path));
  g_test_message ("wrote %s", path);
}

/* The visible button (or other actionable) under @widget bound to @action_name, or %NULL. */
/* The smallest width of everything @page scrolls (its first GtkScrolledWindow), margins
 * included; the viewport a scrolled window may put around its child adds nothing. */
int
pips_ui_test_content_min_width (GtkWidget *page)
{
  GtkWidget *scrolled = pips_ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  int min = 0;

  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);

  return min;
}

GtkWidget *
pips_ui_test_find_action_button (GtkWidget  *widget,
                                 const char *action_name)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;

  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pips_ui_test_find_action_button (child, action_name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A game's settings as a new user has them (show-odds off): a page shares them with every page
 * of its game, and a test that turned the odds on must not leave them on for the next test of
 * the program (a page with odds being worked out is held by the worker until they are). */
void
pips_ui_test_reset_game_settings (const char *game_id)
{
  g_autoptr(GSettings) settings = pips_game_page_dup_game_settings (game_id);

  if (settings != NULL)
    g_settings_reset (settings, "show-odds");
}
