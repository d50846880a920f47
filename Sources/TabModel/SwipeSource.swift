/// The device an interactive swipe comes from; it decides normalisation and thresholds.
public enum SwipeSource: String, Sendable, CaseIterable {
    /// Two-finger smooth scrolling on a touchpad (deltas, normalised per page).
    case touchpad
    /// A finger dragging on a touchscreen (offsets, 1:1 with the page width).
    case touch
    /// A mouse drag (off by default in the app; same maths as touch).
    case mouseDrag
}
