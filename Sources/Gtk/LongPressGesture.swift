import CGtk

/// Wraps `GtkGestureLongPress`: a press held in place (a touchscreen's secondary click).
@MainActor
public final class LongPressGesture: EventController {
    /// Creates the gesture; `touchOnly` ignores the mouse (a held mouse button may start a drag).
    public init(touchOnly: Bool = false) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_long_press_new()))
        if touchOnly { gtk_gesture_single_set_touch_only(ptr(), 1) }
    }

    /// Runs `body(x, y)` when the press has been held long enough.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalToken { connect("pressed", body) }
}
