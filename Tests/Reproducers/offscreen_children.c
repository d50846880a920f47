/* Ten buttons in a box; the last six have child-visible FALSE (parented, never mapped), as a
   scrolling tab strip keeps its off-screen tabs. Which ones does AT-SPI list? GTK 4.8 lists all
   ten; GTK 4.18 only the four shown, so a screen reader meets only the tabs in view: it marks a
   widget that loses child-visible with the accessible state HIDDEN. The last three set that state
   back to FALSE afterwards (what the tab bar does): GTK 4.18 lists those again. */
#include <gtk/gtk.h>
static void activate(GtkApplication *app, gpointer d) {
  GtkWidget *w = gtk_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(w), "childvis");
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
  for (int i = 0; i < 10; i++) {
    char name[16]; g_snprintf(name, sizeof name, "B%d", i);
    GtkWidget *b = gtk_button_new_with_label(name);
    gtk_box_append(GTK_BOX(box), b);
    if (i >= 4) gtk_widget_set_child_visible(b, FALSE);
    if (i >= 7) gtk_accessible_update_state(GTK_ACCESSIBLE(b), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE, -1);
  }
  gtk_window_set_child(GTK_WINDOW(w), box);
  gtk_window_present(GTK_WINDOW(w));
}
int main(int argc, char **argv) {
  GtkApplication *app = gtk_application_new("org.example.childvis", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  return g_application_run(G_APPLICATION(app), argc, argv);
}
