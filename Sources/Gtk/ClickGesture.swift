import CGtk

/// Wraps `GtkGestureClick`: presses and releases of a pointer button (0 = any button).
@MainActor
public final class ClickGesture: EventController {
    /// Creates a click gesture for `button` (1 primary, 3 secondary, 8 back, 0 any).
    public init(button: UInt32 = 1) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_click_new()))
        gtk_gesture_single_set_button(ptr(), button)
    }

    /// Runs `body(pressCount, x, y)` on press.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (Int32, Double, Double) -> Void) -> SignalToken { connect("pressed", body) }

    /// Runs `body(pressCount, x, y)` on release of a press this gesture recognised.
    @discardableResult
    public func onReleased(_ body: @escaping @MainActor (Int32, Double, Double) -> Void) -> SignalToken { connect("released", body) }
}
