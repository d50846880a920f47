#include "CGtkTestShims.h"
#include "../CGtk/gtk-versions.h"
#include <gtk/gtk.h>

void ft_test_emit_void(void *instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

int ft_test_emit_scroll(void *controller, double dx, double dy) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "scroll", dx, dy, &handled);
    return handled;
}

void ft_test_emit_double_double(void *instance, const char *signal, double a, double b) {
    g_signal_emit_by_name(instance, signal, a, b);
}

void ft_test_emit_int_double_double(void *instance, const char *signal, int n, double a, double b) {
    g_signal_emit_by_name(instance, signal, n, a, b);
}

void ft_test_emit_uint(void *instance, const char *signal, unsigned int value) {
    g_signal_emit_by_name(instance, signal, value);
}

int ft_test_emit_key_pressed(void *controller, unsigned int keyval, unsigned int keycode, unsigned int state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "key-pressed", keyval, keycode, (GdkModifierType)state, &handled);
    return handled;
}

char *ft_test_accessible_check_selected(void *accessible, int selected) {
    return gtk_test_accessible_check_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_SELECTED, selected);
}

char *ft_test_accessible_check_vertical(void *accessible, int vertical) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_ORIENTATION,
                                              vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
}

char *ft_test_accessible_check_label(void *accessible, const char *label) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

char *ft_test_accessible_check_description(void *accessible, const char *text) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
}

char *ft_test_accessible_check_controls(void *accessible, void *controlled) {
    return gtk_test_accessible_check_relation(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_RELATION_CONTROLS,
                                              GTK_ACCESSIBLE(controlled), NULL);
}

void ft_test_free(char *message) { g_free(message); }
