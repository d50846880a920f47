import CGtk

/// Wraps `GtkStack`: shows one child at a time. Used by the benchmark's baseline and by
/// simple page containers; the tab component itself uses `Pager`.
@MainActor
public final class Stack: Widget {
    /// Creates an empty stack.
    public init() { super.init(adopting: gtk_stack_new()) }

    /// Adds a page with a name and a title (the title shows in a `StackSwitcher`).
    public func addTitled(_ child: Widget, name: String, title: String) {
        gtk_stack_add_titled(ptr(), child.widget, name, title)
    }

    /// Name of the visible page.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(ptr()).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(ptr(), newValue) } }
    }

    /// Shows the page called `name` with a one-off transition.
    public func show(_ name: String, transition: StackTransition) {
        gtk_stack_set_visible_child_full(ptr(), name, transition.gtk)
    }

    /// Removes a page.
    public func remove(_ child: Widget) { gtk_stack_remove(ptr(), child.widget) }
}
