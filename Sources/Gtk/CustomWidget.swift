import CGtk

/// Base class of widgets whose GTK type is registered from Swift (`WidgetType`): a GObject
/// subclass of `GtkWidget` with its own type name, CSS name and accessible role, whose layout is
/// written in Swift by overriding `measureChildren` and `allocateChildren` (for `.custom` layout).
///
/// Ownership follows `Object`: the instance's `measure`, `size_allocate`, `focus` and `dispose`
/// vfuncs reach this wrapper through the instance, and the wrapper lives as long as GTK holds
/// the widget, so layout and focus never run without its Swift state; `dispose` runs once the
/// wrapper is gone and unparents every child.
@MainActor
open class CustomWidget: Widget {
    /// Creates an instance of `type`.
    public init(type: WidgetType) {
        let instance = g_object_new_with_properties(type.gtype, 0, nil, nil)!
        super.init(adopting: UnsafeMutableRawPointer(instance))
        if case .column = type.layout, let manager = gtk_widget_get_layout_manager(widget) {
            gtk_orientable_set_orientation(OpaquePointer(manager), GTK_ORIENTATION_VERTICAL)
        }
    }

    /// Returns (minimum, natural) along an orientation (`horizontal`) for the other dimension's
    /// size (-1: unknown). Only called for `.custom` layout.
    open func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) { (0, 0) }

    /// Places the children inside `width` × `height`. Only called for `.custom` layout.
    open func allocateChildren(width: Int32, height: Int32) {}

    /// Records the widget's frame, for types registered with `drawsItself`: by default every
    /// child at its allocation, in order (what GTK does for a widget without its own drawing).
    open func snapshotChildren(_ snapshot: Snapshot) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            gtk_widget_snapshot_child(widget, current, snapshot.pointer)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Moves the keyboard focus into or through this widget in `direction` (GTK's `focus` vfunc,
    /// run when Tab, Shift+Tab or an arrow key reaches the widget); returns whether the focus
    /// landed inside it, false to let it go on to the widget's neighbours. By default the widget
    /// does what every GtkWidget does: it takes the focus itself when focusable, else passes it
    /// through its children in order. Override it for a container that is one stop in the chain.
    open func moveFocus(_ direction: FocusDirection) -> Bool {
        defaultWidgetFocus(UInt(bitPattern: widget), direction.gtk)
    }

    /// The child that holds the keyboard focus or contains the widget holding it (GTK's focus
    /// child); nil while the focus is outside this widget. Borrowed, not referenced: compare it
    /// with children's `handle` at once, as `WidgetHandle` says.
    public var focusChild: WidgetHandle? { gtk_widget_get_focus_child(widget).map(WidgetHandle.init) }

    /// Adds a child on top of the others (drawn last), or below `sibling` when given.
    public func addChild(_ child: Widget, below sibling: Widget? = nil) {
        if let sibling {
            gtk_widget_insert_before(child.widget, widget, sibling.widget)
        } else {
            gtk_widget_set_parent(child.widget, widget)
        }
    }

    /// Moves a child to the end of the children, so it is drawn over the others.
    public func raiseChild(_ child: Widget) { gtk_widget_insert_before(child.widget, widget, nil) }

    /// Moves a child to the start of the children, so it is drawn under the others.
    public func lowerChild(_ child: Widget) { gtk_widget_insert_after(child.widget, widget, nil) }

    /// Removes a child.
    public func removeChild(_ child: Widget) { child.unparent() }

    /// Space between children, for `.column` and `.row` layouts.
    public func setSpacing(_ pixels: UInt32) {
        guard let manager = gtk_widget_get_layout_manager(widget),
            g_type_check_instance_is_a(UnsafeMutableRawPointer(manager).assumingMemoryBound(to: GTypeInstance.self), gtk_box_layout_get_type()) != 0
        else { return }
        gtk_box_layout_set_spacing(OpaquePointer(manager), pixels)
    }
}
