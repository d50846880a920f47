import CGtk

/// A widget whose children are measured and placed by Swift closures (a `GtkCustomLayout`).
///
/// The instance is a `GtkBox` (so it can hold any children and unparents them on dispose) whose
/// layout manager is replaced by a `GtkCustomLayout`. GtkCustomLayout's callbacks carry no user
/// data, so the container finds its Swift closures through GObject data on the widget: a retained
/// box holding a *weak* reference back to this wrapper, released by GLib when the widget is
/// finalized. If the widget outlives the wrapper, the callbacks see nil and lay out nothing.
@MainActor
open class LayoutContainer: Widget {
    /// Returns (minimum, natural) for an orientation (`horizontal`) and the other dimension's size (-1: unknown).
    public var measure: @MainActor (_ horizontal: Bool, _ forSize: Int32) -> (Int32, Int32) = { _, _ in (0, 0) }
    /// Places the children inside `width` × `height`.
    public var allocate: @MainActor (_ width: Int32, _ height: Int32) -> Void = { _, _ in }

    /// Creates a container; `role` is its construct-only accessible role.
    public init(role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_GENERIC) {
        super.init(adopting: ft_new_widget_with_role(gtk_box_get_type(), role))
        let link = ClosureBox(WeakContainer(self))
        g_object_set_data_full(gobject, Self.dataKey, link.retainedPointer(), releaseDestroyNotify)
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, layoutMeasure, layoutAllocate))
    }

    /// Adds a child on top of the others (drawn last), or below `sibling` when given.
    public func addChild(_ child: Widget, below sibling: Widget? = nil) {
        if let sibling {
            gtk_widget_insert_before(child.widget, widget, sibling.widget)
        } else {
            gtk_widget_set_parent(child.widget, widget)
        }
    }

    /// Removes a child.
    public func removeChild(_ child: Widget) { child.unparent() }

    fileprivate static let dataKey = "floatingtabs-layout-container"
}

/// The weak back-reference stored on the GTK widget.
final class WeakContainer {
    weak var container: LayoutContainer?
    init(_ container: LayoutContainer) { self.container = container }
}

@MainActor
private func container(of widget: UnsafeMutablePointer<GtkWidget>?) -> LayoutContainer? {
    guard let widget, let data = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), LayoutContainer.dataKey) else { return nil }
    return ClosureBox<WeakContainer>.from(data).body.container
}

private let layoutMeasure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    let address = UInt(bitPattern: widget)
    let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
    let (min, nat) = MainActor.assumeIsolated {
        container(of: UnsafeMutablePointer(bitPattern: address)).map { $0.measure(horizontal, forSize) } ?? (0, 0)
    }
    minimum?.pointee = min
    natural?.pointee = max(min, nat)
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
}

private let layoutAllocate: GtkCustomAllocateFunc = { widget, width, height, _ in
    let address = UInt(bitPattern: widget)
    MainActor.assumeIsolated {
        container(of: UnsafeMutablePointer(bitPattern: address))?.allocate(width, height)
    }
}
