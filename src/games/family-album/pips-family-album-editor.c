/* pips-family-album-editor.c — the album editor: the table's family pictures
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The album is user data beside the sessions (pips_family_album_dup_default_path()). The editor
 * lists its pictures; each can be edited, moved up or down and removed, new ones added, and the
 * example restored. Every change is checked by the album's rules (a picture no dice can make is
 * refused, in words) and saved at once, atomically. A damaged album file is not overwritten
 * until the table changes something: the editor says what is wrong with it and starts from the
 * example. Games already played keep the album they recorded.
 */

#define G_LOG_DOMAIN "pips-family-album-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "pips-family-album-editor.h"

struct _PipsFamilyAlbumEditor
{
  AdwPreferencesDialog  parent_instance;

  char                 *path;
  PipsFamilyAlbum       album;
  char                 *problem;

  AdwPreferencesGroup  *pictures_group;
  AdwBanner            *banner;
  GPtrArray            *rows;
};

G_DEFINE_FINAL_TYPE (PipsFamilyAlbumEditor, pips_family_album_editor, ADW_TYPE_PREFERENCES_DIALOG)

static void rebuild (PipsFamilyAlbumEditor *self);

static gboolean
save (PipsFamilyAlbumEditor  *self,
      const PipsFamilyAlbum  *album,
      GError                **error)
{
  if (!pips_family_album_save_file (album, self->path, error))
    return FALSE;

  self->album = *album;
  g_clear_pointer (&self->problem, g_free);
  rebuild (self);

  return TRUE;
}

static void
toast_error (PipsFamilyAlbumEditor *self,
             const GError          *error)
{
  adw_preferences_dialog_add_toast (ADW_PREFERENCES_DIALOG (self), adw_toast_new (error->message));
}

/* Editing one picture, on a page of its own */

typedef struct
{
  PipsFamilyAlbumEditor *self;
  int                    position;   /* -1: a new picture */
  AdwEntryRow           *title_row;
  AdwSpinRow            *figure_rows[PIPS_FAMILY_ALBUM_N_FIGURES];
  AdwSpinRow            *min_row;
  AdwSpinRow            *max_row;
} PictureForm;

static void
save_clicked_cb (GtkButton   *button,
                 PictureForm *form)
{
  PipsFamilyAlbumPicture picture;
  guint8 figures[PIPS_FAMILY_ALBUM_N_FIGURES];
  g_autoptr(GError) error = NULL;

  for (guint f = 0; f < PIPS_FAMILY_ALBUM_N_FIGURES; f++)
    figures[f] = adw_spin_row_get_value (form->figure_rows[f]);
  pips_family_album_picture_init (&picture, gtk_editable_get_text (GTK_EDITABLE (form->title_row)),
                                  figures, adw_spin_row_get_value (form->min_row),
                                  adw_spin_row_get_value (form->max_row));

  if (!pips_family_album_editor_save_picture (form->self, form->position, &picture, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (button));
      toast_error (form->self, error);
      return;
    }

  adw_preferences_dialog_pop_subpage (ADW_PREFERENCES_DIALOG (form->self));
}

static AdwSpinRow *
spin_row (AdwPreferencesGroup *group,
          const char          *title,
          guint                low,
          guint                high,
          guint                value)
{
  GtkWidget *row = adw_spin_row_new_with_range (low, high, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_spin_row_set_value (ADW_SPIN_ROW (row), value);
  adw_preferences_group_add (group, row);

  return ADW_SPIN_ROW (row);
}

static void
edit_picture (PipsFamilyAlbumEditor *self,
              int                    position)
{
  PipsFamilyAlbumPicture blank = { { 0, }, { 0, }, 1, PIPS_FAMILY_ALBUM_N_DICE };
  const PipsFamilyAlbumPicture *picture = position >= 0 ? &self->album.pictures[position] : &blank;
  PictureForm *form = g_new0 (PictureForm, 1);
  GtkWidget *toolbar = adw_toolbar_view_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *figures = adw_preferences_group_new ();
  GtkWidget *dice = adw_preferences_group_new ();
  GtkWidget *save_button = gtk_button_new_with_mnemonic (_("_Save"));
  GtkWidget *nav;

  form->self = self;
  form->position = position;

  form->title_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->title_row), _("_Title"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (form->title_row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (form->title_row), picture->title);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (form->title_row));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (figures), _("Figures"));
  for (guint f = 0; f < PIPS_FAMILY_ALBUM_N_FIGURES; f++)
    form->figure_rows[f] = spin_row (ADW_PREFERENCES_GROUP (figures),
                                     pips_family_album_face_get_name (f + 1), 0,
                                     PIPS_FAMILY_ALBUM_N_DICE, picture->figures[f]);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (dice), _("Dice"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (dice),
                                         _("How many dice may be thrown for the picture"));
  form->min_row = spin_row (ADW_PREFERENCES_GROUP (dice), _("_Fewest"), 1, PIPS_FAMILY_ALBUM_N_DICE,
                            picture->min_dice);
  form->max_row = spin_row (ADW_PREFERENCES_GROUP (dice), _("_Most"), 1, PIPS_FAMILY_ALBUM_N_DICE,
                            picture->max_dice);

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (figures));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (dice));

  gtk_widget_add_css_class (save_button, "suggested-action");
  g_signal_connect_data (save_button, "clicked", G_CALLBACK (save_clicked_cb), form,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), save_button);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), header);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), page);

  nav = GTK_WIDGET (adw_navigation_page_new (toolbar, position >= 0 ? _("Edit Picture") : _("New Picture")));
  adw_preferences_dialog_push_subpage (ADW_PREFERENCES_DIALOG (self), ADW_NAVIGATION_PAGE (nav));
}

/* The list of pictures */

static void
edit_clicked_cb (GtkButton             *button,
                 PipsFamilyAlbumEditor *self)
{
  edit_picture (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "position")));
}

static void
up_clicked_cb (GtkButton             *button,
               PipsFamilyAlbumEditor *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));
  g_autoptr(GError) error = NULL;

  if (position > 0 && !pips_family_album_editor_move (self, position, position - 1, &error))
    toast_error (self, error);
}

static void
down_clicked_cb (GtkButton             *button,
                 PipsFamilyAlbumEditor *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));
  g_autoptr(GError) error = NULL;

  if (!pips_family_album_editor_move (self, position, position + 1, &error))
    toast_error (self, error);
}

static void
remove_clicked_cb (GtkButton             *button,
                   PipsFamilyAlbumEditor *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));
  g_autoptr(GError) error = NULL;

  if (!pips_family_album_editor_remove (self, position, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (button));
      toast_error (self, error);
    }
}

static GtkWidget *
icon_button (const char            *icon_name,
             const char            *tooltip,
             guint                  position,
             GCallback              callback,
             PipsFamilyAlbumEditor *self)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "position", GUINT_TO_POINTER (position));
  g_signal_connect (button, "clicked", callback, self);

  return button;
}

static void
rebuild (PipsFamilyAlbumEditor *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->pictures_group, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);

  for (guint i = 0; i < self->album.n_pictures; i++)
    {
      const PipsFamilyAlbumPicture *picture = &self->album.pictures[i];
      g_autofree char *figures = pips_family_album_picture_dup_figures_text (picture);
      g_autofree char *subtitle = g_strdup_printf (_("%s · %u–%u dice"), figures,
                                                   (guint) picture->min_dice, (guint) picture->max_dice);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), picture->title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      if (i > 0)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                   icon_button ("go-up-symbolic", _("Move Up"), i, G_CALLBACK (up_clicked_cb), self));
      if (i + 1 < self->album.n_pictures)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                   icon_button ("go-down-symbolic", _("Move Down"), i, G_CALLBACK (down_clicked_cb), self));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 icon_button ("document-edit-symbolic", _("Edit"), i, G_CALLBACK (edit_clicked_cb), self));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 icon_button ("user-trash-symbolic", _("Remove"), i, G_CALLBACK (remove_clicked_cb), self));
      adw_preferences_group_add (self->pictures_group, row);
      g_ptr_array_add (self->rows, row);
    }

  if (self->problem != NULL)
    {
      adw_banner_set_title (self->banner, self->problem);
      adw_banner_set_revealed (self->banner, TRUE);
    }
  else if (self->album.example)
    {
      adw_banner_set_title (self->banner, _("This is the example album: match it to the pictures in your box"));
      adw_banner_set_revealed (self->banner, TRUE);
    }
  else
    adw_banner_set_revealed (self->banner, FALSE);
}

static void
add_clicked_cb (GtkButton             *button,
                PipsFamilyAlbumEditor *self)
{
  edit_picture (self, -1);
}

static void
restore_clicked_cb (GtkButton             *button,
                    PipsFamilyAlbumEditor *self)
{
  g_autoptr(GError) error = NULL;

  if (!pips_family_album_editor_restore_example (self, &error))
    toast_error (self, error);
  else
    adw_preferences_dialog_add_toast (ADW_PREFERENCES_DIALOG (self), adw_toast_new (_("The example album is restored")));
}

static void
pips_family_album_editor_finalize (GObject *object)
{
  PipsFamilyAlbumEditor *self = PIPS_FAMILY_ALBUM_EDITOR (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (pips_family_album_editor_parent_class)->finalize (object);
}

static void
pips_family_album_editor_class_init (PipsFamilyAlbumEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pips_family_album_editor_finalize;
}

static void
pips_family_album_editor_init (PipsFamilyAlbumEditor *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *banner_group = adw_preferences_group_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Picture"));
  GtkWidget *restore = gtk_button_new_with_mnemonic (_("_Restore Example"));

  self->rows = g_ptr_array_new ();
  adw_dialog_set_title (ADW_DIALOG (self), _("Family Album"));
  adw_dialog_set_content_width (ADW_DIALOG (self), 560);

  self->banner = ADW_BANNER (adw_banner_new (""));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (banner_group), GTK_WIDGET (self->banner));

  self->pictures_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->pictures_group, _("Pictures"));
  adw_preferences_group_set_description (self->pictures_group,
                                         _("Games already played keep the album they were played with"));
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_add_css_class (restore, "flat");
  g_signal_connect (add, "clicked", G_CALLBACK (add_clicked_cb), self);
  g_signal_connect (restore, "clicked", G_CALLBACK (restore_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), add);
  gtk_box_append (GTK_BOX (buttons), restore);
  adw_preferences_group_set_header_suffix (self->pictures_group, buttons);

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (banner_group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->pictures_group);
  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (self), ADW_PREFERENCES_PAGE (page));
}

/**
 * pips_family_album_editor_new:
 * @path: (nullable): the album file; %NULL for the one beside the sessions
 *
 * Returns: (transfer floating): the editor of the album in @path
 */
AdwDialog *
pips_family_album_editor_new (const char *path)
{
  PipsFamilyAlbumEditor *self = g_object_new (PIPS_TYPE_FAMILY_ALBUM_EDITOR, NULL);
  g_autoptr(GError) error = NULL;

  self->path = path != NULL ? g_strdup (path) : pips_family_album_dup_default_path ();
  pips_family_album_init_example (&self->album);
  if (!pips_family_album_load_file (&self->album, self->path, &error) &&
      !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      /* Translators: %s is the reason an album file could not be read */
      self->problem = g_strdup_printf (_("The album file could not be read and is left as it is: %s. "
                                         "Your first change replaces it."), error->message);
      pips_family_album_init_example (&self->album);
    }
  rebuild (self);

  return ADW_DIALOG (self);
}

const PipsFamilyAlbum *
pips_family_album_editor_get_album (PipsFamilyAlbumEditor *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_EDITOR (self), NULL);

  return &self->album;
}

/**
 * pips_family_album_editor_get_problem:
 *
 * Returns: (nullable): why the album file could not be read, until a change replaces it
 */
const char *
pips_family_album_editor_get_problem (PipsFamilyAlbumEditor *self)
{
  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_EDITOR (self), NULL);

  return self->problem;
}

/**
 * pips_family_album_editor_save_picture:
 * @position: the picture to replace, or -1 to add one at the end
 *
 * Checks the picture (a picture no dice can make is refused) and saves the album.
 */
gboolean
pips_family_album_editor_save_picture (PipsFamilyAlbumEditor         *self,
                                       int                            position,
                                       const PipsFamilyAlbumPicture  *picture,
                                       GError                       **error)
{
  PipsFamilyAlbum album;

  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_EDITOR (self), FALSE);

  album = self->album;
  if (position < 0 ? !pips_family_album_insert (&album, album.n_pictures, picture, error)
                   : !pips_family_album_replace (&album, position, picture, error))
    return FALSE;

  return save (self, &album, error);
}

gboolean
pips_family_album_editor_remove (PipsFamilyAlbumEditor  *self,
                                 guint                   position,
                                 GError                **error)
{
  PipsFamilyAlbum album;

  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_EDITOR (self), FALSE);

  album = self->album;
  if (!pips_family_album_remove (&album, position, error))
    return FALSE;

  return save (self, &album, error);
}

gboolean
pips_family_album_editor_move (PipsFamilyAlbumEditor  *self,
                               guint                   from,
                               guint                   to,
                               GError                **error)
{
  PipsFamilyAlbum album;

  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_EDITOR (self), FALSE);

  album = self->album;
  if (!pips_family_album_move (&album, from, to))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The picture cannot move there"));
      return FALSE;
    }

  return save (self, &album, error);
}

gboolean
pips_family_album_editor_restore_example (PipsFamilyAlbumEditor  *self,
                                          GError                **error)
{
  PipsFamilyAlbum album;

  g_return_val_if_fail (PIPS_IS_FAMILY_ALBUM_EDITOR (self), FALSE);

  pips_family_album_init_example (&album);

  return save (self, &album, error);
}
