import TabModel
import Testing

/// A tracker in a tab `depth` levels deep fed `samples` (dx, dy, ms); the tracker before release
/// and its verdict.
private func swipe(
    _ samples: [(Double, Double, Double)], depth: Int, source: SwipeSource = .touchpad, page: Int = 1,
    rtl: Bool = false
) -> (SwipeTracker, SwipeDecision?) {
    var tracker = SwipeTracker()
    tracker.begin(source: source, page: page, pageCount: 3, pageWidth: 800, rightToLeft: rtl, depth: depth)
    for (dx, dy, t) in samples { tracker.update(dx: dx, dy: dy, time: t) }
    let before = tracker
    return (before, tracker.end())
}

private func steady(_ n: Int, step: Double, every interval: Double) -> [(Double, Double, Double)] {
    (0..<n).map { (step, 0, Double($0) * interval) }
}

/// Back swipes inside a tab: which gestures pop, and when a pop completes.
@Suite struct BackSwipeTests {
    @Test func towardBackPopsOnlyAboveTheRootInEveryDirectionAndSource() {
        for source in SwipeSource.allCases {
            for rtl in [false, true] {
                let sign = SwipeTracker.progressSign(source: source, rightToLeft: rtl)
                let back = -20 * sign
                let forward = 20 * sign
                for depth in 0...3 {
                    #expect(
                        SwipeAction.forGesture(depth: depth, dx: back, source: source, rightToLeft: rtl) == (depth > 0 ? .pop : .switchTab),
                        "\(source) rtl \(rtl) depth \(depth)")
                    #expect(SwipeAction.forGesture(depth: depth, dx: forward, source: source, rightToLeft: rtl) == .switchTab)
                }
            }
        }
    }

    @Test func backIsRightwardFingersInLeftToRightAndLeftwardInRightToLeft() {
        // A finger moving right (dx > 0) pulls the page toward the back edge in LTR.
        #expect(SwipeAction.forGesture(depth: 1, dx: 30, source: .touch, rightToLeft: false) == .pop)
        #expect(SwipeAction.forGesture(depth: 1, dx: -30, source: .touch, rightToLeft: true) == .pop)
        // Two fingers on a touchpad moving right scroll toward the start (dx < 0 in GTK's deltas).
        #expect(SwipeAction.forGesture(depth: 1, dx: -30, source: .touchpad, rightToLeft: false) == .pop)
        #expect(SwipeAction.forGesture(depth: 1, dx: 30, source: .touchpad, rightToLeft: true) == .pop)
    }

    @Test func aSlowSwipePastHalfWayPopsAndKeepsTheTab() {
        let (tracker, decision) = swipe(steady(45, step: -5, every: 16), depth: 2) // 225 px of 400, slow
        #expect(tracker.action == .pop)
        #expect(tracker.progress < -0.5 && tracker.progress >= -1)
        #expect(decision?.action == .pop)
        #expect(decision?.pops == true)
        #expect(decision?.changesPage == false)
        #expect(decision?.targetOffset == -1)
    }

    @Test func aShortSlowSwipeSpringsBack() {
        let (_, decision) = swipe(steady(10, step: -5, every: 16), depth: 2) // 50 px, slow
        #expect(decision?.action == .pop)
        #expect(decision?.pops == false)
        #expect(decision?.targetOffset == 0)
    }

    @Test func aShortFlingPops() {
        let (tracker, decision) = swipe(steady(6, step: -15, every: 8), depth: 1) // 90 px, 1.9 px/ms
        #expect(tracker.progress > -0.5)
        #expect(decision?.pops == true)
    }

    @Test func theActionNeverChangesMidGesture() {
        // Starts toward back, then the fingers go far the other way: still a pop, rubber-banding
        // past the top page's place instead of switching to the next tab.
        let samples = steady(10, step: -10, every: 16) + (10..<60).map { (15.0, 0.0, Double($0) * 16) }
        let (tracker, decision) = swipe(samples, depth: 1)
        #expect(tracker.action == .pop)
        #expect(tracker.progress > 0 && tracker.progress <= 0.3)
        #expect(decision?.pops == false)
        #expect(decision?.changesPage == false)
    }

    @Test func atTheRootTheSameSwipeSwitchesToThePreviousTab() {
        let (tracker, decision) = swipe(steady(45, step: -5, every: 16), depth: 0)
        #expect(tracker.action == .switchTab)
        #expect(decision?.targetPage == 0)
    }

    @Test func towardForwardSwitchesToTheNextTabEvenWhenDeep() {
        let (tracker, decision) = swipe(steady(45, step: 5, every: 16), depth: 4)
        #expect(tracker.action == .switchTab)
        #expect(decision?.targetPage == 2)
    }

    @Test func aPopAtTheFirstTabIsNotHeldBackByTheRubberBand() {
        let (tracker, decision) = swipe(steady(45, step: -5, every: 16), depth: 1, page: 0)
        #expect(tracker.progress < -0.5)
        #expect(decision?.pops == true)
    }

    @Test func aCancelledPopSettlesWithTheTopPageInPlace() {
        var tracker = SwipeTracker()
        tracker.begin(source: .touch, page: 1, pageCount: 3, pageWidth: 800, rightToLeft: false, depth: 1)
        for (dx, dy, t) in steady(30, step: 10, every: 16) { tracker.update(dx: dx, dy: dy, time: t) }
        let decision = tracker.cancel()
        #expect(decision?.action == .pop)
        #expect(decision?.pops == false)
        #expect(decision?.targetOffset == 0)
        #expect(tracker.state == .idle)
    }
}
