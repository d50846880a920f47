import TabModel

/// Something a back swipe can pull away interactively: a tab's navigation stack.
/// `TabView.backSwipeTarget` hands the current tab's one to the swipe input.
@MainActor
public protocol BackSwipeable: AnyObject {
    /// Levels above the root (a swipe toward back pops only above it).
    var depth: Int { get }
    /// The fingers moved: the top level is `progress` pages from its place (0 in place, -1 gone).
    func followBackSwipe(progress: Double)
    /// The fingers lifted (or the gesture was cancelled): pop if `decision.pops`, otherwise spring
    /// back; either way from the release velocity.
    func settleBackSwipe(_ decision: SwipeDecision)
}
