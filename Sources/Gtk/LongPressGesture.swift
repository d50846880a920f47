import CGtk

/// Wraps `GtkGestureLongPress`: a press held in place (a touchscreen's secondary click).
@MainActor
public final class LongPressGesture: EventController {
    /// Creates the gesture.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_long_press_new()))
    }

    /// Runs `body(x, y)` when the press has been held long enough.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalToken { connect("pressed", body) }
}
