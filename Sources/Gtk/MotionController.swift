import CGtk

/// Wraps `GtkEventControllerMotion`: where the pointer is over a widget.
@MainActor
public final class MotionController: EventController {
    /// Creates the controller (a full reference, adopted).
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_event_controller_motion_new()))
    }

    /// The pointer entered the widget or moved over it, at (x, y) in the widget's coordinates.
    public func onPointer(_ body: @escaping @MainActor (Double, Double) -> Void) {
        connect("enter", body)
        connect("motion", body)
    }
}
