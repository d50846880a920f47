/// What a horizontal swipe does, decided once from its first deltas and kept until it ends.
public enum SwipeAction: Equatable, Sendable {
    /// The pages follow the fingers toward the previous or next tab.
    case switchTab
    /// The current tab's top page follows the fingers off toward its back edge, uncovering the
    /// level below (an interactive Back).
    case pop

    /// The action of a swipe whose movement points toward the next tab (`towardNextTab`) or the
    /// previous one, in a tab navigated `depth` levels above its root: toward back pops while
    /// there is a level to go back to; every other swipe switches tabs.
    public static func forGesture(depth: Int, towardNextTab: Bool) -> SwipeAction {
        depth > 0 && !towardNextTab ? .pop : .switchTab
    }

    /// The action of a swipe whose first horizontal movement is `dx` px from `source`: touchpad
    /// deltas point the way the content scrolls (positive toward the next tab in left-to-right
    /// layouts), fingers and mouse drags the way the page moves (rightward uncovers the previous
    /// tab); right-to-left layouts mirror both.
    public static func forGesture(depth: Int, dx: Double, source: SwipeSource, rightToLeft: Bool) -> SwipeAction {
        forGesture(depth: depth, towardNextTab: dx * SwipeTracker.progressSign(source: source, rightToLeft: rightToLeft) > 0)
    }
}
