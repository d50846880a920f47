import CGtk

/// Wraps `GtkGestureDrag`: a press-move-release with offsets from the start point.
@MainActor
public final class DragGesture: EventController {
    /// Creates a drag gesture; `touchOnly` ignores mouse drags (touchscreens still drag).
    public init(touchOnly: Bool = false) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_drag_new()))
        gtk_gesture_single_set_touch_only(ptr(), touchOnly ? 1 : 0)
    }

    /// Ignores mouse drags when `true`.
    public var touchOnly: Bool {
        get { gtk_gesture_single_get_touch_only(ptr()) != 0 }
        set { gtk_gesture_single_set_touch_only(ptr(), newValue ? 1 : 0) }
    }

    /// Drag started at (x, y).
    @discardableResult
    public func onBegin(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalToken { connect("drag-begin", body) }

    /// Drag moved; offsets from the start point.
    @discardableResult
    public func onUpdate(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalToken { connect("drag-update", body) }

    /// Drag ended; final offsets.
    @discardableResult
    public func onEnd(_ body: @escaping @MainActor (Double, Double) -> Void) -> SignalToken { connect("drag-end", body) }

    /// Gives the sequence up: the gesture stops reacting to it, and other gestures may.
    public func deny() { gtk_gesture_set_state(ptr(), GTK_EVENT_SEQUENCE_DENIED) }

    /// Claims the sequence so no other gesture reacts to it.
    public func claim() { gtk_gesture_set_state(ptr(), GTK_EVENT_SEQUENCE_CLAIMED) }
}
