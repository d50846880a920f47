import CGtk

/// Wraps `GtkDropControllerMotion`: a drag-and-drop moving over a widget, whatever it carries
/// (it accepts nothing itself; drop targets do).
@MainActor
public final class DropMotionController: EventController {
    /// Creates the controller.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_drop_controller_motion_new()))
    }

    /// Runs `body(x, y)` when a drag enters the widget.
    @discardableResult
    public func onEnter(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalToken { connect("enter", body) }

    /// Runs `body` when the drag leaves the widget (or ends over it).
    @discardableResult
    public func onLeave(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("leave", body) }
}
