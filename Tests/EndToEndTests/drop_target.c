/* A plain GTK 4 window that accepts dropped files (text/uri-list, as GdkFileList) and writes
 * each file's URI, a line each, to the file named by argv[1]. Prints "ready" once shown.
 * The drag-out test drops a row of FloatingTabs' Files on it. */
#include <gtk/gtk.h>
#include <stdio.h>

static const char *output_path;

static gboolean on_drop(GtkDropTarget *target, const GValue *value, double x, double y, gpointer data) {
    (void)target; (void)x; (void)y; (void)data;
    if (!G_VALUE_HOLDS(value, GDK_TYPE_FILE_LIST)) return FALSE;
    FILE *out = fopen(output_path, "a");
    if (out == NULL) return FALSE;
    for (GSList *l = gdk_file_list_get_files(g_value_get_boxed(value)); l != NULL; l = l->next) {
        char *uri = g_file_get_uri(l->data);
        fprintf(out, "%s\n", uri);
        g_free(uri);
    }
    fclose(out);
    return TRUE;
}

/* Each position of a drag over the window, once answered (the drag's source then knows the
 * drop will be taken): the test releases the button after two of them. */
static GdkDragAction on_motion(GtkDropTarget *target, double x, double y, gpointer data) {
    (void)target; (void)x; (void)y; (void)data;
    printf("motion\n");
    fflush(stdout);
    return GDK_ACTION_COPY;
}

static void on_map(GtkWidget *widget, gpointer data) {
    (void)widget; (void)data;
    printf("ready\n");
    fflush(stdout);
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    output_path = argv[1];
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Drop Target");
    gtk_window_set_default_size(GTK_WINDOW(window), 300, 300);
    gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("Drop files here"));
    GtkDropTarget *target = gtk_drop_target_new(GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
    g_signal_connect(target, "drop", G_CALLBACK(on_drop), NULL);
    g_signal_connect(target, "motion", G_CALLBACK(on_motion), NULL);
    gtk_widget_add_controller(window, GTK_EVENT_CONTROLLER(target));
    g_signal_connect(window, "map", G_CALLBACK(on_map), NULL);
    gtk_window_present(GTK_WINDOW(window));
    while (g_list_model_get_n_items(gtk_window_get_toplevels()) > 0) g_main_context_iteration(NULL, TRUE);
    return 0;
}
