/* pips-application.h
 *
 * Copyright 2026 The Pips authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pips-store.h"

G_BEGIN_DECLS

#define PIPS_TYPE_APPLICATION (pips_application_get_type ())
G_DECLARE_FINAL_TYPE (PipsApplication, pips_application, PIPS, APPLICATION, AdwApplication)

PipsApplication *pips_application_new          (void);
PipsStore       *pips_application_get_store    (PipsApplication *self);
GSettings       *pips_application_get_settings (PipsApplication *self);

G_END_DECLS
