import CGtk

/// Wraps `GtkBox`: children in a row or column.
@MainActor
public final class Box: Widget {
    /// Creates a box; `horizontal` lays children out in a row.
    public init(horizontal: Bool, spacing: Int32 = 0) {
        super.init(adopting: gtk_box_new(horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, spacing))
    }

    /// Creates a box with a construct-only accessible role (e.g. a tab list).
    public init(horizontal: Bool, role: AccessibleRole) {
        super.init(adopting: ft_new_widget_with_role(gtk_box_get_type(), role.gtk))
        gtk_orientable_set_orientation(ptr(), horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
    }

    /// Appends a child; the box takes a GTK reference of its own.
    public func append(_ child: Widget) { gtk_box_append(ptr(), child.widget) }

    /// Removes a child.
    public func remove(_ child: Widget) { gtk_box_remove(ptr(), child.widget) }

    /// Removes every child (their wrappers go once nothing else holds them).
    public func removeAllChildren() {
        while let child = gtk_widget_get_first_child(widget) { gtk_box_remove(ptr(), child) }
    }
}
