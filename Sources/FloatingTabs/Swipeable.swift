import TabModel

/// What a swipe moves: the one contract between the gesture (`SwipeInput`, which owns the
/// gesture, its `SwipeTracker` and its settling state) and the things it moves — the tab pager
/// and a tab's navigation stack — in the spirit of libadwaita's `AdwSwipeable`.
///
/// Positions are in pages along the swipe's strip: the tab pager's run from 0 to the last tab,
/// a navigation stack's from the level below (its depth - 1) to its top (its depth). Positive
/// progress moves toward the next tab (or forward); the swipe moves at most one snap point
/// away from `cancelProgress`.
@MainActor
public protocol Swipeable: AnyObject {
    /// How far, in px, a finger drags to move one page (the page's width).
    var swipeDistance: Double { get }
    /// The positions the swipe can come to rest at, lowest first. A single point: nothing to swipe.
    var snapPoints: [Double] { get }
    /// Where the pages are now.
    var progress: Double { get }
    /// Where the pages rest when nothing is swiped (and where a cancelled swipe returns).
    var cancelProgress: Double { get }
    /// A swipe starts: anything still settling from the last one ends at once, at `cancelProgress`.
    func beginSwipe()
    /// The fingers moved: show the pages at `progress` (between two snap points).
    func updateSwipe(progress: Double)
    /// The fingers lifted: settle at the snap point `target` from `velocity` (pages per second),
    /// committing what that means (a tab selected, a level popped); `completion` runs once the
    /// pages rest.
    func endSwipe(at target: Double, velocity: Double, completion: @escaping @MainActor () -> Void)
}
