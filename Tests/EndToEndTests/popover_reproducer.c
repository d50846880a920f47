/*
 * A plain GTK program, no FloatingTabs code, for the Wayland chaos test: whatever GTK logs here
 * under the same sway is GTK's and the compositor's, and only those messages may appear in the
 * app's log. The window holds, top to bottom, a menu button (focused, as after Tab), a big
 * button and a label. The test (sway_chaos.sh) presses Space, which opens the menu button's
 * menu, and clicks the label, outside the menu, as a user closing a menu does; then it clicks the
 * big button, which pops up a popover near its top-left corner that then moves, as a context
 * menu opened again at another spot does, and clicks the label again.
 * Below the big button a text view and an entry each hold "a", forty spaces and "b"; the text
 * view's spaces are selected from the start, the entry's by the test's keys (Home, Right,
 * Shift+End, Shift+Left); the test drags each selection onto the label, as a user moving text does.
 * With sway 1.7 GTK 4.8 logs "Broken accounting of active state" for the widgets under the
 * click that closes the keyboard-opened menu (GTK sees that click's release without its press),
 * and "Compositor doesn't support moving popups, relying on remapping" when the popover moves
 * (sway has no xdg-shell popup repositioning). Dragging text that paints nothing (only spaces)
 * makes GTK 4.8 log three criticals, from gtk_render_node_paintable_new on: on a composited
 * display (any Wayland one) its drag icon is an empty snapshot, and GTK makes a paintable of it.
 * Prints "menu shown" and "popover shown" as they are mapped, and "moved"; runs until killed.
 *
 * usage: popover_reproducer
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

static gboolean point_elsewhere(gpointer popover) {
    GdkRectangle spot = { 40, 20, 1, 1 };
    gtk_popover_set_pointing_to(GTK_POPOVER(popover), &spot);
    printf("moved\n");
    fflush(stdout);
    return G_SOURCE_REMOVE;
}

static void popover_shown(GtkWidget *popover, gpointer data) {
    (void)data;
    printf("popover shown\n");
    fflush(stdout);
    g_timeout_add(300, point_elsewhere, popover);
}

static void menu_shown(GtkWidget *menu, gpointer data) {
    (void)menu; (void)data;
    printf("menu shown\n");
    fflush(stdout);
}

static void clicked(GtkButton *button, gpointer popover) {
    (void)button;
    gtk_popover_popup(GTK_POPOVER(popover));
}

int main(void) {
    g_set_prgname("popover_reproducer"); /* the Wayland app_id sway matches */
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Popover reproducer");
    gtk_window_set_default_size(GTK_WINDOW(window), 600, 400);
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_window_set_child(GTK_WINDOW(window), column);

    GMenu *model = g_menu_new();
    g_menu_append(model, "First", "app.first");
    g_menu_append(model, "Second", "app.second");
    GtkWidget *menu_button = gtk_menu_button_new();
    gtk_menu_button_set_label(GTK_MENU_BUTTON(menu_button), "Menu");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu_button), G_MENU_MODEL(model));
    gtk_widget_set_halign(menu_button, GTK_ALIGN_START);
    gtk_box_append(GTK_BOX(column), menu_button);
    g_signal_connect(gtk_menu_button_get_popover(GTK_MENU_BUTTON(menu_button)), "map", G_CALLBACK(menu_shown), NULL);

    GtkWidget *button = gtk_button_new_with_label("Open the popover");
    gtk_widget_set_size_request(button, -1, 150);
    gtk_box_append(GTK_BOX(column), button);
    GtkWidget *popover = gtk_popover_new();
    gtk_popover_set_child(GTK_POPOVER(popover), gtk_label_new("A popover"));
    gtk_popover_set_position(GTK_POPOVER(popover), GTK_POS_BOTTOM);
    GdkRectangle spot = { 20, 20, 1, 1 };
    gtk_popover_set_pointing_to(GTK_POPOVER(popover), &spot);
    gtk_widget_set_parent(popover, button);
    g_signal_connect(popover, "map", G_CALLBACK(popover_shown), NULL);
    g_signal_connect(button, "clicked", G_CALLBACK(clicked), popover);

    const char *blank = "a                                        b";
    GtkWidget *text_view = gtk_text_view_new();
    gtk_text_view_set_monospace(GTK_TEXT_VIEW(text_view), TRUE);
    gtk_widget_set_size_request(text_view, -1, 60);
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(GTK_TEXT_VIEW(text_view));
    gtk_text_buffer_set_text(buffer, blank, -1);
    GtkTextIter first, last;
    gtk_text_buffer_get_iter_at_offset(buffer, &first, 1);
    gtk_text_buffer_get_iter_at_offset(buffer, &last, (int)strlen(blank) - 1);
    gtk_text_buffer_select_range(buffer, &first, &last);
    gtk_box_append(GTK_BOX(column), text_view);
    GtkWidget *entry = gtk_entry_new();
    gtk_editable_set_text(GTK_EDITABLE(entry), blank);
    gtk_box_append(GTK_BOX(column), entry);

    GtkWidget *label = gtk_label_new("Outside");
    gtk_widget_set_vexpand(label, TRUE);
    gtk_box_append(GTK_BOX(column), label);

    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(menu_button);
    for (;;) g_main_context_iteration(NULL, TRUE);
}
