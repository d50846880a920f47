/// How a selection change moves the pages and the bar's indicator to the newly selected tab:
/// the one place that weighs why the selection changed against what is already moving.
public struct PageTransition: Equatable, Sendable {
    /// How one of the two moves.
    public enum Motion: Equatable, Sendable {
        /// Leave it: the swipe's own settle animation is carrying it there.
        case none
        /// Animate (a running animation is retargeted without a jump).
        case animate
        /// Put it there at once.
        case jump
    }

    /// How the pager moves.
    public var pager: Motion
    /// How the indicator under the selected tab moves.
    public var indicator: Motion
    /// Whether a swipe that is still settling stops counting as settling: any change not made
    /// by that swipe takes the pages over.
    public var endsSwipeSettle: Bool

    /// The transition for a selection change.
    /// - Parameters:
    ///   - reason: why the selection changed.
    ///   - swipeSettling: a released swipe is animating the pages to their place.
    ///   - pagerAnimating: the pager's animation is running (a settle or an earlier change).
    ///   - pagerDistance: pages between where the pager is now and the new tab.
    ///   - isMapped: the view is on screen (off screen nothing animates).
    public init(reason: SelectionReason, swipeSettling: Bool, pagerAnimating: Bool, pagerDistance: Double, isMapped: Bool) {
        let carriedBySwipe = reason == .swipe && swipeSettling
        endsSwipeSettle = reason != .swipe
        if carriedBySwipe {
            pager = .none
        } else if reason == .swipe || (pagerAnimating && abs(pagerDistance) <= 1) {
            pager = .animate // a swipe that has not settled yet, or a neighbour while a settle runs: no jump
        } else {
            pager = .jump // the page is shown at once, so the focus can move into it in the same frame
        }
        if reason == .restore || !isMapped {
            indicator = .jump
        } else {
            indicator = carriedBySwipe ? .none : .animate
        }
    }
}
