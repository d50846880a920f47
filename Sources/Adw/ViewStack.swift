import CAdw
@_spi(GtkInternals) import Gtk

/// Wraps `AdwViewStack`: libadwaita's page stack whose pages carry a title and an icon for a
/// view switcher. Each page's child is owned by the stack once added (GTK's reference); the
/// wrappers of those children follow `Object`'s toggle-reference rule.
@MainActor
public final class ViewStack: Widget {
    /// Creates an empty stack.
    public init() { super.init(adopting: adw_view_stack_new()) }

    /// Adds a page with a name, a title and an icon (all three show in a `ViewSwitcherBar`).
    public func addTitled(_ child: Widget, name: String, title: String, iconName: String) {
        // The returned AdwViewStackPage is owned by the stack (transfer none): not kept.
        _ = adw_view_stack_add_titled_with_icon(ptr(), child.widget, name, title, iconName)
    }

    /// Name of the visible page.
    public var visibleChildName: String? {
        get { adw_view_stack_get_visible_child_name(ptr()).map { String(cString: $0) } }
        set { if let newValue { adw_view_stack_set_visible_child_name(ptr(), newValue) } }
    }
}
