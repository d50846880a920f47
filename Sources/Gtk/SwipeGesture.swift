import CGtk

/// Wraps `GtkGestureSwipe`: release velocity of a drag or touch swipe.
@MainActor
public final class SwipeGesture: EventController {
    /// Creates a swipe gesture.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_swipe_new())) }

    /// Released with velocity (pixels per second).
    @discardableResult
    public func onSwipe(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalToken { connect("swipe", body) }

    /// Emits `swipe` (tests).
    public func emitSwipe(vx: Double, vy: Double) { ft_emit_double_double(raw, "swipe", vx, vy) }
}
