/* A button in a box with CSS padding: where GTK put it (printed as "gtk: X Y W H") and where AT-SPI
   says it is in window coordinates (scripts/gtk-reproducers asks). GTK 4.8 reports a box inside the
   button; GTK 4.18 loses
   the box's padding and reports (0, 0), so a pointer aimed by AT-SPI extents misses. */
#include <gtk/gtk.h>
static gboolean report(gpointer button) {
  graphene_rect_t bounds;
  if (gtk_widget_compute_bounds(button, GTK_WIDGET(gtk_widget_get_root(button)), &bounds))
    g_print("gtk: %d %d %d %d\n", (int)bounds.origin.x, (int)bounds.origin.y, (int)bounds.size.width, (int)bounds.size.height);
  return G_SOURCE_REMOVE;
}
static void activate(GtkApplication *app, gpointer d) {
  GtkCssProvider *css = gtk_css_provider_new();
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string(css, ".padded { padding: 40px 60px; }");
#else
  gtk_css_provider_load_from_data(css, ".padded { padding: 40px 60px; }", -1);
#endif
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css), 800);
  GtkWidget *w = gtk_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(w), "extentsrepro");
  gtk_window_set_default_size(GTK_WINDOW(w), 400, 300);
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class(box, "padded");
  GtkWidget *button = gtk_button_new_with_label("Target");
  gtk_widget_set_halign(button, GTK_ALIGN_START);
  gtk_box_append(GTK_BOX(box), button);
  gtk_window_set_child(GTK_WINDOW(w), box);
  gtk_window_present(GTK_WINDOW(w));
  g_timeout_add(1500, report, button);
}
int main(int argc, char **argv) {
  GtkApplication *app = gtk_application_new("org.example.extentsrepro", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  return g_application_run(G_APPLICATION(app), argc, argv);
}
