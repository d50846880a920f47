/* A file-like row dragged onto a drop target in the same window, the pointer moved in 40 px jumps
   with no time between them (scripts/gtk-reproducers drives it): GTK 4.8 drops, GTK 4.18 cancels
   the drag with "no target". The end-to-end drags glide in 10 px steps instead, as a hand does. */
#include <gtk/gtk.h>
static gboolean on_drop(GtkDropTarget *t, const GValue *v, double x, double y, gpointer d) {
  g_print("dropped: %s\n", g_value_get_string(v)); return TRUE; }
static GdkContentProvider *on_prepare(GtkDragSource *s, double x, double y, gpointer d) {
  g_print("prepare\n"); return gdk_content_provider_new_typed(G_TYPE_STRING, "hello"); }
static void on_begin(GtkDragSource *s, GdkDrag *drag, gpointer d) { g_print("drag-begin\n"); }
static void on_end(GtkDragSource *s, GdkDrag *drag, gboolean del, gpointer d) { g_print("drag-end\n"); }
static void on_cancel(GtkDragSource *s, GdkDrag *drag, GdkDragCancelReason r, gpointer d) { g_print("drag-cancel %d\n", r); }
static gboolean on_enter(GtkDropTarget *t, double x, double y, gpointer d) { g_print("enter\n"); return GDK_ACTION_COPY; }
static void activate(GtkApplication *app, gpointer d) {
  GtkWidget *w = gtk_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(w), "dndrepro");
  gtk_window_set_default_size(GTK_WINDOW(w), 600, 400);
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *src = gtk_label_new("SOURCE"); gtk_widget_set_size_request(src, 300, 400);
  GtkWidget *dst = gtk_label_new("TARGET"); gtk_widget_set_size_request(dst, 300, 400);
  gtk_box_append(GTK_BOX(box), src); gtk_box_append(GTK_BOX(box), dst);
  GtkDragSource *s = gtk_drag_source_new();
  g_signal_connect(s, "prepare", G_CALLBACK(on_prepare), NULL);
  g_signal_connect(s, "drag-begin", G_CALLBACK(on_begin), NULL);
  g_signal_connect(s, "drag-end", G_CALLBACK(on_end), NULL);
  g_signal_connect(s, "drag-cancel", G_CALLBACK(on_cancel), NULL);
  gtk_widget_add_controller(src, GTK_EVENT_CONTROLLER(s));
  GtkDropTarget *t = gtk_drop_target_new(G_TYPE_STRING, GDK_ACTION_COPY);
  g_signal_connect(t, "drop", G_CALLBACK(on_drop), NULL);
  g_signal_connect(t, "enter", G_CALLBACK(on_enter), NULL);
  gtk_widget_add_controller(dst, GTK_EVENT_CONTROLLER(t));
  gtk_window_set_child(GTK_WINDOW(w), box);
  gtk_window_present(GTK_WINDOW(w));
}
int main(int argc, char **argv) {
  GtkApplication *app = gtk_application_new("org.example.dndrepro", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  return g_application_run(G_APPLICATION(app), argc, argv);
}
