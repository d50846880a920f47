import FloatingTabs
import Foundation
import Gtk
import GtkTestSupport
import TabModel

/// A touchpad swipe on the real pager, timed as a touchpad times it: an input thread wakes at
/// 120 Hz and hands each scroll delta to the main loop (as the windowing system's events arrive),
/// 60 deltas of 4 px (240 px in 0.5 s), then the gesture's end; the pager settles on the next tab.
/// Every frame painted from the first delta until the pages have settled is timed against the
/// frame clock's refresh interval: a frame that comes more than 1.5 intervals after the one
/// before missed its deadline. `stallMilliseconds` (a test's knob) blocks the main thread that
/// long at the 30th delta, which the figure must then report.
@MainActor
enum SwipeRun {
    nonisolated static let deltas = 60
    nonisolated static let deltaIntervalMicroseconds: Int64 = 8_333
    static let stallAtDelta = 30

    private static var controller: ScrollController?
    private static var delivered = 0
    private static var ended = false
    private static var stallMilliseconds = 0
    private static var handlerTimes: [Double] = []

    static func run(_ view: TabView<BenchTab>, window: Window, stallMilliseconds stall: Int) -> SwipeFigures {
        var figures = SwipeFigures()
        try? view.selection.select(index: 0, reason: .programmatic)
        Measure.waitForPaint(window, frames: 2)
        guard let clock = window.frameClock else { return figures }
        let scroll = view.swipeScrollController
        (controller, delivered, ended, stallMilliseconds, handlerTimes) = (scroll, 0, false, stall, [])
        var paints: [Int64] = []
        let paintToken = clock.onAfterPaint { paints.append(Measure.now()) }
        scroll.emit("scroll-begin")
        let thread = Thread {
            let start = Measure.now()
            for index in 1...deltas {
                sleepUntil(start + Int64(index) * deltaIntervalMicroseconds) // the touchpad's rate, not a wait for the app
                MainLoop.invoke(priority: -100) { SwipeRun.deliver() } // G_PRIORITY_HIGH: input comes first
            }
            sleepUntil(start + Int64(deltas + 1) * deltaIntervalMicroseconds)
            MainLoop.invoke(priority: -100) { SwipeRun.end() }
        }
        thread.start()
        MainLoop.wait(until: { ended }, timeout: 10)
        MainLoop.wait(until: { !view.isSwipeSettling }, timeout: 10)
        paintToken.disconnect()
        controller = nil
        figures.landedOnNextTab = view.selection.selectedIndex == 1
        figures.framesPainted = paints.count
        let refresh = clock.refreshIntervalMicroseconds
        let intervals = zip(paints.dropFirst(), paints).map { $0 - $1 }
        figures.refreshMs = Double(refresh) / 1000
        // A frame that comes more than half an interval after its slot has missed it (and every
        // slot before it): 21 ms after the previous one is on time, 25 ms missed one, 42 ms two.
        figures.missedFrames = intervals.reduce(0) { $0 + max(0, Int(((Double($1) - Double(refresh) / 2) / Double(refresh)).rounded(.down))) }
        figures.longestFrameMs = Double(intervals.max() ?? 0) / 1000
        figures.p95FrameMs = Measure.percentile(intervals.map { Double($0) / 1000 }.sorted(), 95)
        figures.scrollHandlerUs = Measure.median(handlerTimes)
        figures.scrollHandlerMaxUs = handlerTimes.max() ?? 0
        figures.stallMs = stall
        return figures
    }

    private static func deliver() {
        guard let controller else { return }
        delivered += 1
        if delivered == stallAtDelta && stallMilliseconds > 0 { usleep(UInt32(stallMilliseconds) * 1000) } // the test-only stall
        let start = Measure.now()
        _ = controller.emitScroll(dx: 4, dy: 0)
        handlerTimes.append(Double(Measure.now() - start))
    }

    private static func end() {
        controller?.emit("scroll-end")
        ended = true
    }

    /// Sleeps the calling (input) thread until the monotonic time `deadline`, µs.
    nonisolated private static func sleepUntil(_ deadline: Int64) {
        var spec = timespec(tv_sec: Int(deadline / 1_000_000), tv_nsec: Int(deadline % 1_000_000) * 1000)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
    }
}
