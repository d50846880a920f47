/*
 * shim.h — the one C header between Swift and GTK (4.8 to the newest).
 *
 * It includes <gtk/gtk.h> and wraps exactly the function-like macros and variadic functions
 * the Swift layers use, because Swift cannot import either, and each call GTK deprecated after
 * 4.8: the wrapper calls the successor where the GTK being built against has it. Every wrapper
 * is a tiny static inline function with no logic of its own.
 */
#ifndef FLOATINGTABS_CGTK_SHIM_H
#define FLOATINGTABS_CGTK_SHIM_H

#include "gtk-versions.h"
#include <gtk/gtk.h>
#include <glib-unix.h>

/* ---- libdispatch main-queue hooks (exported by the toolchain's libdispatch, used by
 *      CoreFoundation the same way) so the GLib loop can drain DispatchQueue.main. ---- */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* ---- Fundamental GTypes (G_TYPE_* are macros). ---- */
static inline GType ft_type_object(void) { return G_TYPE_OBJECT; }

/* ---- Variadic accessibility updates (gtk_accessible_update_*). ---- */
static inline void ft_accessible_set_selected(GtkAccessible *a, gboolean selected) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}
static inline void ft_accessible_set_vertical(GtkAccessible *a, gboolean vertical) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_ORIENTATION, vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, -1);
}
/* A name given explicitly is the one read: GTK 4.18 and later label a button by its label child
   (LABELLED_BY), which screen readers prefer to the LABEL property, so that relation goes. */
static inline void ft_accessible_set_label(GtkAccessible *a, const char *label) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    gtk_accessible_reset_relation(a, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}
static inline void ft_accessible_set_description(GtkAccessible *a, const char *text) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
static inline void ft_accessible_set_hidden(GtkAccessible *a, gboolean hidden) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
static inline void ft_accessible_set_controls(GtkAccessible *a, GtkAccessible *controlled) {
    gtk_accessible_update_relation(a, GTK_ACCESSIBLE_RELATION_CONTROLS, controlled, NULL, -1);
}

/* ---- Construct-only properties need g_object_new (variadic). ---- */
static inline GtkWidget *ft_new_widget_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/* ---- Variadic object property setters. ---- */
static inline void ft_set_boolean_property(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
static inline gboolean ft_get_boolean_property(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

static inline void ft_set_string_property(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/* Reads a string GObject property; the caller frees the result with g_free. */
static inline char *ft_dup_string_property(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* ---- GLib's named flag values. GLib 2.88 and later declare flag enums `flag_enum`, which Swift
 *      then imports as option sets without the C names; these give the same value on every GLib
 *      (no flags at all is `T(rawValue: 0)` in Swift on every GLib). ---- */
static inline GApplicationFlags ft_application_flags(gboolean unique) {
    return unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE;
}
static inline GConnectFlags ft_connect_flags(gboolean after) { return after ? G_CONNECT_AFTER : (GConnectFlags)0; }
static inline GFileMonitorFlags ft_file_monitor_watch_moves(void) { return G_FILE_MONITOR_WATCH_MOVES; }
static inline gboolean ft_log_level_is_critical(GLogLevelFlags level) { return (level & G_LOG_LEVEL_CRITICAL) != 0; }
static inline gboolean ft_log_level_is_warning(GLogLevelFlags level) { return (level & G_LOG_LEVEL_WARNING) != 0; }

/* ---- Calls deprecated after GTK 4.8, each with its successor where GTK has it. ---- */

/* A style sheet from a string: load_from_string (4.12); load_from_data before. */
static inline void ft_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/* Whether the interface is dark: gtk-interface-color-scheme (4.20), which the default theme
 * follows through prefers-color-scheme; gtk-application-prefer-dark-theme before (GTK 4.20 warns
 * on every use of it). */
static inline gboolean ft_settings_get_dark(GtkSettings *settings) {
#if GTK_CHECK_VERSION(4, 20, 0)
    GtkInterfaceColorScheme scheme = GTK_INTERFACE_COLOR_SCHEME_DEFAULT;
    g_object_get(settings, "gtk-interface-color-scheme", &scheme, NULL);
    return scheme == GTK_INTERFACE_COLOR_SCHEME_DARK;
#else
    gboolean dark = FALSE;
    g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
    return dark;
#endif
}
static inline void ft_settings_set_dark(GtkSettings *settings, gboolean dark) {
#if GTK_CHECK_VERSION(4, 20, 0)
    g_object_set(settings, "gtk-interface-color-scheme",
                 dark ? GTK_INTERFACE_COLOR_SCHEME_DARK : GTK_INTERFACE_COLOR_SCHEME_LIGHT, NULL);
#else
    g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
#endif
}

/* Opens a file (by its file:// URI): GtkFileLauncher (4.10); gtk_show_uri_full before. With
 * `ask`, Open With…: the launcher asks always (4.12), the successor of GtkAppChooserDialog
 * (deprecated in 4.10, still used where this cannot ask). The question comes from the OpenURI
 * portal: without a portal GTK opens the default application instead of asking, so the app asks
 * this way only while a portal runs. Before 4.12 nothing asks: ft_can_ask_open_uri is FALSE and
 * `ask` must be FALSE. The callback's source object is what ft_open_uri_finish takes. */
static inline gboolean ft_can_ask_open_uri(void) {
#if GTK_CHECK_VERSION(4, 12, 0)
    return TRUE;
#else
    return FALSE;
#endif
}
static inline void ft_open_uri(GtkWindow *parent, const char *uri, gboolean ask, GAsyncReadyCallback callback, gpointer data) {
#if GTK_CHECK_VERSION(4, 10, 0)
    GFile *file = g_file_new_for_uri(uri);
    GtkFileLauncher *launcher = gtk_file_launcher_new(file);
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_file_launcher_set_always_ask(launcher, ask);
#else
    g_return_if_fail(!ask);
#endif
    gtk_file_launcher_launch(launcher, parent, NULL, callback, data); /* the task holds the launcher */
    g_object_unref(launcher);
    g_object_unref(file);
#else
    g_return_if_fail(!ask);
    gtk_show_uri_full(parent, uri, GDK_CURRENT_TIME, NULL, callback, data);
#endif
}
static inline gboolean ft_open_uri_finish(GObject *source, GAsyncResult *result, GError **error) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return gtk_file_launcher_launch_finish(GTK_FILE_LAUNCHER(source), result, error);
#else
    return gtk_show_uri_full_finish(GTK_WINDOW(source), result, error);
#endif
}
/* Whether a launch ended because the user dismissed the question: no failure to report. */
static inline gboolean ft_error_is_dismissed(const GError *error) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return g_error_matches(error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED);
#else
    (void)error;
    return FALSE;
#endif
}

#endif
