import CGtk

/// Wraps `GSimpleActionGroup`: actions a widget and its descendants (menus among them) find
/// under a prefix, e.g. `tab.hide`.
@MainActor
public final class ActionGroup: Object {
    private var actions: [SimpleAction] = []

    /// Creates an empty group.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
    }

    /// Adds an action (the group keeps it).
    public func add(_ action: SimpleAction) {
        actions.append(action)
        g_action_map_add_action(ptr(), action.ptr())
    }

    /// Makes the group's actions available to `widget` and its descendants as `prefix.name`.
    public func insert(into widget: Widget, prefix: String) {
        gtk_widget_insert_action_group(widget.widget, prefix, ptr())
    }
}
