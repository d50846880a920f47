import TabModel
import Testing

/// Recorded-style sample sequences: (dx, dy, time ms) as a touchpad or finger produces them.
private func run(
    _ samples: [(Double, Double, Double)], source: SwipeSource = .touchpad, page: Int = 1, count: Int = 3,
    width: Double = 800, rtl: Bool = false
) -> (SwipeTracker, SwipeDecision?) {
    var tracker = SwipeTracker()
    tracker.begin(source: source, page: page, pageCount: count, pageWidth: width, rightToLeft: rtl)
    for (dx, dy, t) in samples { tracker.update(dx: dx, dy: dy, time: t) }
    let snapshot = tracker
    return (snapshot, tracker.end())
}

/// `n` equal steps of `step` px every `interval` ms.
private func steady(_ n: Int, step: Double, every interval: Double, dy: Double = 0) -> [(Double, Double, Double)] {
    (0..<n).map { (step, dy, Double($0) * interval) }
}

@Suite struct SwipeTrackerTests {
    @Test func slowDragPastHalfGoesToTheNextPage() {
        let (tracker, decision) = run(steady(45, step: 5, every: 16)) // 225 px of 400, 0.31 px/ms
        #expect(tracker.progress > 0.5)
        #expect(decision?.targetPage == 2)
        #expect(decision?.changesPage == true)
    }

    @Test func shortFastFlickGoesToTheNextPage() {
        let (tracker, decision) = run(steady(6, step: 15, every: 8)) // 90 px, 1.9 px/ms
        #expect(tracker.progress < 0.5)
        #expect(decision?.targetPage == 2)
        #expect(decision!.velocity > 0)
    }

    @Test func slowShortDragStays() {
        let (_, decision) = run(steady(10, step: 5, every: 16)) // 50 px, 0.31 px/ms
        #expect(decision?.targetPage == 1)
        #expect(decision?.changesPage == false)
    }

    @Test func flickAtTheLastTabStaysAndRubberBands() {
        let (tracker, decision) = run(steady(30, step: 20, every: 8), page: 2, count: 3)
        #expect(tracker.progress > 0)
        #expect(tracker.progress <= 0.3)
        #expect(decision?.targetPage == 2)
    }

    @Test func flickBackAtTheFirstTabStays() {
        let (tracker, decision) = run(steady(30, step: -20, every: 8), page: 0, count: 3)
        #expect(tracker.progress < 0 && tracker.progress >= -0.3)
        #expect(decision?.targetPage == 0)
    }

    @Test func rightToLeftMirrorsTheDirection() {
        let (_, decision) = run(steady(6, step: 15, every: 8), rtl: true)
        #expect(decision?.targetPage == 0)
        let (_, back) = run(steady(6, step: -15, every: 8), rtl: true)
        #expect(back?.targetPage == 2)
    }

    @Test func atMostOnePagePerSwipe() {
        let (tracker, decision) = run(steady(40, step: 60, every: 8), page: 0, count: 10)
        #expect(tracker.progress == 1)
        #expect(decision?.targetPage == 1)
    }

    @Test func cancelReturnsToTheStartPage() {
        var tracker = SwipeTracker()
        tracker.begin(source: .touchpad, page: 1, pageCount: 3, pageWidth: 800, rightToLeft: false)
        for (dx, dy, t) in steady(45, step: 5, every: 16) { tracker.update(dx: dx, dy: dy, time: t) }
        let decision = tracker.cancel()
        #expect(decision?.targetPage == 1)
        #expect(decision!.progress > 0.5)
        #expect(tracker.state == .idle)
        #expect(tracker.end() == nil)
    }

    @Test func mostlyVerticalGestureIsLeftToTheContent() {
        let (tracker, decision) = run(steady(10, step: 2, every: 8, dy: 10))
        #expect(tracker.state == .rejected)
        #expect(tracker.progress == 0)
        #expect(decision == nil)
    }

    @Test func axisIsPendingUntilTheLockDistance() {
        var tracker = SwipeTracker()
        tracker.begin(source: .touch, page: 0, pageCount: 2, pageWidth: 400, rightToLeft: false)
        #expect(tracker.update(dx: -10, dy: 0, time: 0) == .pending)
        #expect(tracker.update(dx: -10, dy: 1, time: 8) == .tracking)
        #expect(abs(tracker.progress - 20.0 / 400) < 1e-9) // finger moved 20 px left: next page comes in 1:1
    }

    @Test func touchDragFollowsTheFingerAndDecidesByDistance() {
        // Finger drags 250 px left slowly on an 400 px wide page: past half → next.
        let (tracker, decision) = run(steady(50, step: -5, every: 20), source: .touch, page: 0, count: 2, width: 400)
        #expect(abs(tracker.progress - 250.0 / 400) < 1e-9)
        #expect(decision?.targetPage == 1)
    }

    @Test func flickOppositeToTheDragReturnsHome() {
        var samples = steady(20, step: 10, every: 16) // 200 px forward, slowly: progress 0.5
        samples += (0..<5).map { (-30.0, 0.0, 320.0 + Double($0) * 8) } // fast flick back
        let (_, decision) = run(samples)
        #expect(decision?.targetPage == 1)
        #expect(decision!.velocity < 0)
    }

    @Test func velocityUsesOnlyTheLast150Milliseconds() {
        var samples = steady(20, step: 40, every: 8) // fast start…
        samples += (0..<30).map { (0.5, 0.0, 200.0 + Double($0) * 10) } // …then a long slow stretch
        let (tracker, _) = run(samples, page: 0, count: 5)
        #expect(abs(tracker.velocity) < 0.1)
    }

    @Test func singlePageNeverMoves() {
        let (_, decision) = run(steady(10, step: 30, every: 8), page: 0, count: 1)
        #expect(decision?.targetPage == 0)
    }

    @Test func noPagesRejectsTheGesture() {
        var tracker = SwipeTracker()
        tracker.begin(source: .touchpad, page: 0, pageCount: 0, pageWidth: 0, rightToLeft: false)
        #expect(tracker.update(dx: 100, dy: 0, time: 0) == .rejected)
        #expect(tracker.end() == nil)
    }

    @Test func contentThatCanStillScrollKeepsTheHorizontalGesture() {
        // A list scrolled to neither edge: both directions stay with the list.
        for dx in [12.0, -12.0] {
            var tracker = SwipeTracker()
            tracker.begin(
                source: .touchpad, page: 1, pageCount: 3, pageWidth: 800, rightToLeft: false,
                contentRoom: .init(canIncrease: true, canDecrease: true))
            #expect(tracker.update(dx: dx, dy: 0, time: 0) == .rejected)
        }
        // At its right edge (cannot increase): a touchpad swipe toward larger positions switches tabs,
        // one back toward smaller positions still scrolls the list.
        var atEnd = SwipeTracker()
        atEnd.begin(
            source: .touchpad, page: 1, pageCount: 3, pageWidth: 800, rightToLeft: false,
            contentRoom: .init(canIncrease: false, canDecrease: true))
        #expect(atEnd.update(dx: 12, dy: 0, time: 0) == .tracking)
        atEnd.begin(
            source: .touchpad, page: 1, pageCount: 3, pageWidth: 800, rightToLeft: false,
            contentRoom: .init(canIncrease: false, canDecrease: true))
        #expect(atEnd.update(dx: -12, dy: 0, time: 0) == .rejected)
        // Fingers move against the scroll position: dragging left scrolls toward larger positions.
        var touch = SwipeTracker()
        touch.begin(
            source: .touch, page: 1, pageCount: 3, pageWidth: 800, rightToLeft: false,
            contentRoom: .init(canIncrease: false, canDecrease: true))
        #expect(touch.update(dx: -30, dy: 0, time: 0) == .tracking)
        touch.begin(
            source: .touch, page: 1, pageCount: 3, pageWidth: 800, rightToLeft: false,
            contentRoom: .init(canIncrease: false, canDecrease: true))
        #expect(touch.update(dx: 30, dy: 0, time: 0) == .rejected)
    }
}
