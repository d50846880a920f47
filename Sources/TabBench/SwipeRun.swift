import FloatingTabs
import Gtk
import GtkTestSupport
import TabModel

/// A scripted touchpad swipe on the real pager: one scroll delta per frame for 30 frames, then
/// release and settle; counts painted frames against frame-clock ticks over the whole gesture.
@MainActor
enum SwipeRun {
    static func run(_ view: TabView<BenchTab>, window: Window) -> SwipeFigures {
        var figures = SwipeFigures()
        try? view.selection.select(index: 0, reason: .programmatic)
        Measure.waitForPaint(window, frames: 2)
        guard let clock = window.frameClock, let scroll = view.swipeScrollController else { return figures }
        var paints: [Int64] = []
        var ticks = 0
        let paintToken = clock.onAfterPaint { paints.append(Measure.now()) }
        let tickToken = clock.connect("update") { ticks += 1 }
        var handlerTimes: [Double] = []
        scroll.emit("scroll-begin")
        var frames = 0
        var done = false
        view.addTickCallback { _ in
            frames += 1
            if frames <= 30 {
                let start = Measure.now()
                scroll.emitScroll(dx: 8, dy: 0)
                handlerTimes.append(Double(Measure.now() - start))
                return true
            }
            scroll.emit("scroll-end")
            done = true
            return false
        }
        MainLoop.spin(until: { done }, timeout: 10)
        MainLoop.spin(until: { !view.isSwipeSettling }, timeout: 10)
        Measure.waitForPaint(window, frames: 2)
        paintToken.disconnect()
        tickToken.disconnect()
        figures.framesPainted = paints.count
        figures.frameClockTicks = ticks
        let intervals = zip(paints.dropFirst(), paints).map { Double($0 - $1) / 1000 }.sorted()
        figures.p95FrameMs = Measure.percentile(intervals, 95)
        // The median is the cost of a typical delta; the maximum is the gesture's first delta.
        figures.scrollHandlerUs = Measure.median(handlerTimes)
        figures.scrollHandlerMaxUs = handlerTimes.max() ?? 0
        return figures
    }
}
