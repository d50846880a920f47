import CGtk
import Foundation
import Gtk
import TabModel

/// What one fresh benchmark process measures and prints as one JSON line.
struct ChildResult: Codable {
    var implementation = ""
    var tabs = 0
    var startupMs = 0.0
    var rssKiB = 0
    var pssKiB = 0
    var rssAfterVisitingAllKiB = 0
    var switchLatenciesMs: [Double] = []
    /// Ours only: switches while keyboard focus moves along the bar with the selection.
    var barFocusLatenciesMs: [Double] = []
    var cpuPerSwitchUs = 0.0
    /// The window's size once shown, px (both subjects must match).
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    var soakGrowthKiB: Int?
    var swipe: SwipeFigures?
    var folderMs: Double?
    /// The slowest keystroke of a filter typed into that folder (narrowed, rows replaced, painted), ms of CPU.
    var folderFilterMaxMs: Double?
}

/// Frame pacing of a scripted swipe and its settle animation.
struct SwipeFigures: Codable {
    var framesPainted = 0
    var frameClockTicks = 0
    var p95FrameMs = 0.0
    /// Median handler time per scroll delta, µs.
    var scrollHandlerUs = 0.0
    /// Slowest scroll delta (the one that shows the neighbouring page), µs.
    var scrollHandlerMaxUs = 0.0
}

/// Runs inside a fresh process: start-up, memory, switch latency, optional soak and swipe.
@MainActor
enum ChildRun {
    static func run(implementation: String, tabs: Int, switches: Int, soak: Int, spawnedAt: Int64) -> ChildResult {
        guard Runtime.initialize() else { fatalError("TabBench needs a display (DISPLAY)") }
        var result = ChildResult(implementation: implementation, tabs: tabs)
        let subject: BenchSubject = implementation == "ours" ? OursSubject(count: tabs) : BaselineSubject(count: tabs)
        subject.window.present()
        let firstFrame = Measure.waitForPaint(subject.window, timeout: 20)
        result.startupMs = Double(firstFrame - spawnedAt) / 1000
        Measure.waitForPaint(subject.window, frames: 2)
        (result.windowWidth, result.windowHeight) = subject.window.allocatedSize
        (result.rssKiB, result.pssKiB) = Measure.memory()

        // Visit every tab once (ours builds pages lazily; the baseline built them all up front),
        // then time steady-state switches to random tabs.
        for index in 0..<tabs {
            subject.select(index)
            Measure.waitForPaint(subject.window)
        }
        result.rssAfterVisitingAllKiB = Measure.memory().rss
        // Both windows start with keyboard focus on a tab (GTK's first focusable widget); take it
        // away so both measure the switch alone, then measure ours again with the focus moving
        // along the bar, as it does for a keyboard user (roving focus).
        subject.window.unsetFocus()
        Measure.waitForPaint(subject.window)
        var generator = SystemRandomNumberGenerator()
        var current = tabs - 1
        func timedSwitch() -> Double {
            var target = Int.random(in: 0..<tabs, using: &generator)
            if target == current { target = (target + 1) % tabs }
            let start = Measure.now()
            subject.select(target)
            let painted = Measure.waitForPaint(subject.window)
            current = target
            return Double(painted - start) / 1000
        }
        let cpuStart = Measure.cpuTime()
        for _ in 0..<switches { result.switchLatenciesMs.append(timedSwitch()) }
        if switches > 0 { result.cpuPerSwitchUs = Double(Measure.cpuTime() - cpuStart) / Double(switches) }
        if let view = subject.tabView, switches > 0, view.focusSelectedTab() {
            for _ in 0..<max(switches / 2, 1) { result.barFocusLatenciesMs.append(timedSwitch()) }
            subject.window.unsetFocus()
        }

        if soak > 0 {
            let before = Measure.memory().rss
            for step in 0..<soak {
                subject.select(step % tabs)
                MainLoop.drain()
                if step % 500 == 0 { Measure.waitForPaint(subject.window) }
            }
            Measure.waitForPaint(subject.window, frames: 2)
            result.soakGrowthKiB = Measure.memory().rss - before
        }
        if let view = subject.tabView {
            result.swipe = SwipeRun.run(view, window: subject.window)
            if tabs == 3 {
                let folder = FolderRun.run(entries: 10_000)
                result.folderMs = folder.shownMs
                result.folderFilterMaxMs = folder.keystrokeMs.max()
            }
        }
        subject.window.destroy()
        return result
    }
}
