/*
 * CGtkTestShims.h — variadic GTK calls that only tests (and TabBench's scripted swipe) make:
 * signal emission as GTK would emit it, and GTK_A11Y=test accessibility assertions.
 *
 * The parameters are untyped pointers so this header needs no GTK include: the Swift side
 * passes a wrapper's `raw` pointer. Kept out of CGtk so the app's C layer carries no test code.
 */
#pragma once

/* Emits a signal with no arguments (`clicked`, `scroll-begin`, `scroll-end`). */
void ft_test_emit_void(void *instance, const char *signal);
/* Emits `scroll(dx, dy)` on a GtkEventControllerScroll; returns whether a handler consumed it. */
int ft_test_emit_scroll(void *controller, double dx, double dy);
/* Emits a signal taking two doubles (`decelerate`, `drag-begin`, `drag-update`, `drag-end`). */
void ft_test_emit_double_double(void *instance, const char *signal, double a, double b);
/* Emits a signal taking an int and two doubles (GtkGestureClick `pressed`). */
void ft_test_emit_int_double_double(void *instance, const char *signal, int n, double a, double b);
/* Emits a signal taking one unsigned int (GtkListView `activate`). */
void ft_test_emit_uint(void *instance, const char *signal, unsigned int value);
/* Emits `key-pressed` on a GtkEventControllerKey; returns whether a handler consumed it. */
int ft_test_emit_key_pressed(void *controller, unsigned int keyval, unsigned int keycode, unsigned int state);

/* GTK_A11Y=test assertions: NULL when the accessible has the value, else a message to free with
 * ft_test_free. */
char *ft_test_accessible_check_selected(void *accessible, int selected);
char *ft_test_accessible_check_vertical(void *accessible, int vertical);
char *ft_test_accessible_check_label(void *accessible, const char *label);
char *ft_test_accessible_check_description(void *accessible, const char *text);
char *ft_test_accessible_check_controls(void *accessible, void *controlled);
void ft_test_free(char *message);
