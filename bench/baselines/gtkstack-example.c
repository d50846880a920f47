/*
 * README's example app written in C with GTK's own tabs (GtkStack + GtkStackSwitcher): three
 * pages with a label each, titles and icons, a 480×320 window. TabBench compares the memory of
 * README's example built as an outside package with this app's (scripts/bench builds both).
 */
#include <gtk/gtk.h>

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    static const char *const titles[] = {"Inbox", "Starred", "Archive"};
    static const char *const icons[] = {"mail-unread-symbolic", "starred-symbolic", "folder-symbolic"};
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 320);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *stack = gtk_stack_new();
    gtk_widget_set_vexpand(stack, TRUE);
    for (int index = 0; index < 3; index++) {
        char *text = g_strdup_printf("%s page", titles[index]);
        GtkStackPage *page = gtk_stack_add_titled(GTK_STACK(stack), gtk_label_new(text), titles[index], titles[index]);
        gtk_stack_page_set_icon_name(page, icons[index]);
        g_free(text);
    }
    GtkWidget *switcher = gtk_stack_switcher_new();
    gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(switcher), GTK_STACK(stack));
    gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(box), switcher);
    gtk_box_append(GTK_BOX(box), stack);
    gtk_window_set_child(GTK_WINDOW(window), box);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("org.example.MailC", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
