import CGtk

/// Wraps `GtkMenuButton` with a `GMenu` of (label, detailed action) items — a primary menu.
@MainActor
public final class MenuButton: Widget {
    private let menu: MenuModel

    /// Creates a menu button with an icon, its name (`label`: read by screen readers and shown as
    /// its tooltip) and sections of items; each item is a label and a detailed action name such
    /// as `"app.about"`.
    public init(iconName: String, label: String, sections: [[(label: String, action: String)]]) {
        menu = MenuModel(sections: sections)
        super.init(adopting: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(ptr(), iconName)
        gtk_menu_button_set_menu_model(ptr(), menu.model)
        gtk_menu_button_set_primary(ptr(), 1)
        tooltip = label
        setAccessibleLabel(label)
        // GTK 4.8 exposes the inner toggle button to AT-SPI, which reads its type name unless it
        // has a name of its own.
        if let inner = gtk_widget_get_first_child(widget) { ft_accessible_set_label(OpaquePointer(inner), label) }
    }
}
