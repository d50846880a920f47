/*
 * gtk-versions.h — the GTK versions this project is written for, included first by every C
 * module that includes GTK (CGtk, CAdw, CGtkTestShims), so each sees the same definitions.
 *
 * GDK_VERSION_MIN_REQUIRED: the oldest GTK supported, 4.8 (Debian 12). It also keeps newer GTKs
 * from warning about calls deprecated after 4.8, so it must not stand in for their successors:
 * each such call goes through a wrapper in shim.h that calls the successor where the GTK being
 * built against has it (GTK_CHECK_VERSION). The one exception is GtkAppChooserDialog (Open
 * With…): its successor, GtkFileLauncher asking always (4.12), asks only through the OpenURI
 * portal and otherwise opens the default application.
 * GDK_VERSION_MAX_ALLOWED: the newest GTK the code knows, 4.20 (GtkSettings'
 * gtk-interface-color-scheme, the newest successor the shim calls); anything newer warns.
 */
#ifndef FLOATINGTABS_GTK_VERSIONS_H
#define FLOATINGTABS_GTK_VERSIONS_H

#include <glib.h>

#define GDK_VERSION_MIN_REQUIRED (G_ENCODE_VERSION (4, 8))
#define GDK_VERSION_MAX_ALLOWED (G_ENCODE_VERSION (4, 20))

#endif
