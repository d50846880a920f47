/*
 * A plain GTK program, no FloatingTabs code, for the X11 chaos test: it gets the same random
 * inputs as the app, in the same session (Xvfb, openbox, session bus), and whatever GTK logs here
 * is GTK's own; only those messages may appear in the app's log. Like the app's window it has a
 * header bar with a title and a menu button (a popover menu), its close button, and a content
 * area where a right click opens a popover menu at the pointer (as the app's tab and row menus
 * do) and a button that opens a plain popover. Closing the window ends it.
 *
 * With --focus-menu-button the header bar's menu button has the keyboard focus at the start
 * (as after Tab presses), so Space opens its menu wherever the window is: the test drags the
 * window until that button is off the screen and presses Space, and GTK 4.8 to 4.24 log
 * "gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)' failed" placing the menu
 * (gdk_x11_surface_layout_popup finds no monitor under the button), then lay the menu out in
 * bounds it never set.
 *
 * Prints "ready" once its window is presented, and "menu shown" whenever the header bar's menu
 * is mapped.
 *
 * usage: x11_chaos_reproducer [--focus-menu-button]
 */
#include <gtk/gtk.h>
#include <stdio.h>

static void open_menu_at(GtkGestureClick *gesture, int presses, double x, double y, gpointer menu) {
    (void)gesture;
    (void)presses;
    GdkRectangle spot = { (int)x, (int)y, 1, 1 };
    gtk_popover_set_pointing_to(GTK_POPOVER(menu), &spot);
    gtk_popover_popup(GTK_POPOVER(menu));
}

static void menu_shown(GtkWidget *menu, gpointer data) {
    (void)menu;
    (void)data;
    printf("menu shown\n");
    fflush(stdout);
}

static void nothing(GSimpleAction *action, GVariant *parameter, gpointer data) {
    (void)action;
    (void)parameter;
    (void)data;
}

static GMenuModel *menu_model(void) {
    GMenu *menu = g_menu_new();
    g_menu_append(menu, "First", "win.nothing");
    g_menu_append(menu, "Second", "win.nothing");
    GMenu *section = g_menu_new();
    g_menu_append(section, "Third", "win.nothing");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(section));
    g_object_unref(section);
    return G_MENU_MODEL(menu);
}

static void activate(GtkApplication *app, gpointer focus_menu_button) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Chaos Reproducer");
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 700);
    static const GActionEntry entries[] = { { .name = "nothing", .activate = nothing } };
    g_action_map_add_action_entries(G_ACTION_MAP(window), entries, G_N_ELEMENTS(entries), NULL);

    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *menu_button = gtk_menu_button_new();
    GMenuModel *model = menu_model();
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu_button), model);
    g_signal_connect(gtk_menu_button_get_popover(GTK_MENU_BUTTON(menu_button)), "map", G_CALLBACK(menu_shown), NULL);
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu_button);
    gtk_window_set_titlebar(GTK_WINDOW(window), header);

    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_hexpand(content, TRUE);
    gtk_widget_set_vexpand(content, TRUE);
    GtkWidget *button = gtk_menu_button_new();
    gtk_menu_button_set_label(GTK_MENU_BUTTON(button), "Popover");
    gtk_widget_set_halign(button, GTK_ALIGN_CENTER);
    GtkWidget *popover = gtk_popover_new();
    gtk_popover_set_child(GTK_POPOVER(popover), gtk_label_new("A popover"));
    gtk_menu_button_set_popover(GTK_MENU_BUTTON(button), popover);
    gtk_box_append(GTK_BOX(content), button);
    gtk_box_append(GTK_BOX(content), gtk_label_new("Right click anywhere for a menu"));

    GtkWidget *context_menu = gtk_popover_menu_new_from_model(model);
    gtk_popover_set_has_arrow(GTK_POPOVER(context_menu), FALSE);
    gtk_widget_set_parent(context_menu, content);
    GtkGesture *right_click = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(right_click), GDK_BUTTON_SECONDARY);
    g_signal_connect(right_click, "pressed", G_CALLBACK(open_menu_at), context_menu);
    gtk_widget_add_controller(content, GTK_EVENT_CONTROLLER(right_click));
    g_object_unref(model);

    gtk_window_set_child(GTK_WINDOW(window), content);
    gtk_window_present(GTK_WINDOW(window));
    if (focus_menu_button)
        gtk_widget_grab_focus(menu_button);
    printf("ready\n");
    fflush(stdout);
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("org.example.ChaosReproducer", G_APPLICATION_NON_UNIQUE);
    gboolean focus_menu_button = argc > 1 && g_str_equal(argv[1], "--focus-menu-button");
    g_signal_connect(app, "activate", G_CALLBACK(activate), GINT_TO_POINTER(focus_menu_button));
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
