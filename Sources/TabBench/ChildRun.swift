import Adw
import Foundation
import Gtk
import TabModel

/// Runs inside a fresh process: start-up and memory, then the window is handed to the driver's
/// outside harness (it prints `ready` and idles in the main loop until a line arrives on standard
/// input), then soak, swipe and folder scenarios; prints one `ChildResult` JSON line.
@MainActor
enum ChildRun {
    struct Options {
        var implementation = BenchImplementation.ours
        var tabs = 3
        var soak = 0
        var spawnedAt: Int64 = 0
        /// Pause for the outside harness after start-up (the driver sets it; `swipe-only` runs do not).
        var outside = true
        /// After the first pause, a second one with the focus in the shown page's entry (`--focused-pass`).
        var focusedPass = false
        var swipeOnly = false
        /// Exit once the first frame is painted (`StartupRun`'s children).
        var startupOnly = false
        var stallMilliseconds = 0
    }

    static func run(_ options: Options) -> ChildResult {
        guard Runtime.initialize() else { fatalError("TabBench needs a display (DISPLAY)") }
        if options.implementation == .adwaita { Adwaita.initialize() }
        // A focused entry's blinking caret would keep damaging the window; off for every subject.
        Runtime.setSetting("gtk-cursor-blink", false)
        // Overlay scrollbars fade in on every newly shown scrolled page and out a second later
        // (~50 frames for all three subjects alike, hiding what differs): classic scrollbars.
        Runtime.setSetting("gtk-overlay-scrolling", false)
        var result = ChildResult(implementation: options.implementation, tabs: options.tabs)
        let subject = options.implementation.makeSubject(tabs: options.tabs)
        subject.window.present()
        let firstFrame = Measure.waitForPaint(subject.window, timeout: 20)
        result.startupMs = Double(firstFrame - options.spawnedAt) / 1000
        if options.startupOnly {
            subject.window.destroy()
            return result
        }
        Measure.waitForPaint(subject.window, frames: 2)
        (result.windowWidth, result.windowHeight) = subject.window.allocatedSize
        (result.rssKiB, result.pssKiB) = Measure.memory()

        if !options.swipeOnly {
            // Visit every tab once (ours builds pages lazily; the baselines built them all up front).
            // The focus is unset before, not after: unset after the visits, the harness's second
            // switch put the focus back into a page and paid a first focus ring's 200 ms
            // transition (19 frames of 900 × 622 px damage) that no user's second switch pays.
            subject.window.unsetFocus()
            for index in 0..<options.tabs {
                subject.select(index)
                Measure.waitForPaint(subject.window, frames: 2)
            }
            result.rssAfterVisitingAllKiB = Measure.memory().rss
            subject.select(0)
            Measure.waitForPaint(subject.window, frames: 2)
            if options.outside {
                handOverToHarness()
                if options.focusedPass {
                    // The harness's second condition: the focus in the page, as after typing
                    // there. Each switch then also moves the focus (ours into the page shown; a
                    // stack's focus leaves the hidden page), which the first pass never pays.
                    subject.select(0)
                    Measure.waitForPaint(subject.window, frames: 2)
                    guard BenchPage.focusEntry(ofPage: 0) else { fatalError("TabBench: page 0's entry took no focus") }
                    Measure.waitForPaint(subject.window, frames: 2)
                    handOverToHarness()
                }
            }
            if options.soak > 0 { result.soakGrowthKiB = soak(subject, switches: options.soak) }
        }
        if let view = subject.tabView {
            result.swipe = SwipeRun.run(view, window: subject.window, stallMilliseconds: options.stallMilliseconds)
            if options.tabs == 3 && !options.swipeOnly {
                let folder = FolderRun.run(entries: 10_000)
                result.folderMs = folder.shownMs
                result.folderFilterMaxMs = folder.keystrokeMs.max()
                result.folderFilterWorkMaxMs = folder.filterMs.max()
            }
        }
        subject.window.destroy()
        return result
    }

    /// Tells the driver the window is ready and idles (blocked in the main loop, using no CPU of
    /// its own) while the driver switches tabs from outside; returns once it writes a line.
    private static func handOverToHarness() {
        FileHandle.standardOutput.write(Data("ready\n".utf8)) // unbuffered: the driver is waiting for it
        MainLoop.iterate(untilReadable: 0)
        _ = readLine()
    }

    /// Switches `switches` times as fast as the loop allows; returns the RSS growth, KiB.
    private static func soak(_ subject: BenchSubject, switches: Int) -> Int {
        let before = Measure.memory().rss
        for step in 0..<switches {
            subject.select(step % subject.count)
            MainLoop.drain()
            if step % 500 == 0 { Measure.waitForPaint(subject.window) }
        }
        Measure.waitForPaint(subject.window, frames: 2)
        return Measure.memory().rss - before
    }
}
