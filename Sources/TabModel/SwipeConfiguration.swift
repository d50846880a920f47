/// Tuning of `SwipeTracker`. Defaults follow libadwaita 1.2's swipe tracker and carousel, so
/// swipes feel like the rest of the GNOME desktop.
public struct SwipeConfiguration: Sendable, Equatable {
    /// Touchpad pixels that move one page (touch drags use the real page width).
    public var touchpadDistancePerPage = 400.0
    /// Samples younger than this (ms) make up the release velocity.
    public var velocityWindow = 150.0
    /// Below this release speed (px/ms) a touchpad swipe snaps to the nearest page.
    public var touchpadVelocityThreshold = 0.6
    /// Below this release speed (px/ms) a touch or mouse drag snaps to the nearest page.
    public var touchVelocityThreshold = 0.3
    /// Per-millisecond velocity decay used to project a touchpad fling.
    public var touchpadDeceleration = 0.997
    /// Per-millisecond velocity decay used to project a touch fling.
    public var touchDeceleration = 0.998
    /// Drag distance (px) before a touch or mouse drag commits to an axis.
    public var dragThreshold = 16.0
    /// Touchpad distance (px) before a scroll sequence commits to an axis.
    public var touchpadLockDistance = 4.0
    /// Largest overshoot (pages) the rubber band shows past the first or last page.
    public var rubberBandLimit = 0.3
    /// At most this many pages per swipe.
    public var maximumPagesPerSwipe = 1
    /// Horizontal wheel notches closer together than this (ms) count as one tab change.
    public var wheelDebounce = 150.0
    /// Milliseconds without touchpad deltas after which the fingers count as lifted (GTK 4.8
    /// merges a touchpad's stop flag into a delta, so its scroll-end may never come).
    public var releaseBySilence = 250.0
    /// Content pixels one vertical wheel notch scrolls.
    public var wheelNotchDistance = 50.0

    /// The defaults.
    public init() {}
}
