import Foundation
import GtkTestSupport
import Testing

extension EndToEnd {
    /// 2,000 random inputs (`FT_CHAOS_INPUTS`) from a printed seed (see `ChaosInput`): clicks anywhere
    /// in the window, the header bar included (its menu, its close button), every shortcut of the key
    /// map (except quit and close), wheel notches both ways, mouse drags (a drag on the header bar
    /// moves the window) and window resizes down to 360 × 400, on X11 with openbox managing the
    /// window. Every 100 inputs the app must be alive and AT-SPI's selected tab must be the one the
    /// app's model reports; a window the inputs closed (as a user can) is started again. At the end
    /// the app's logs may hold only the GTK warnings and criticals that a plain GTK program with a
    /// header bar and popovers (`x11_chaos_reproducer.c`) logs under the same inputs in the same
    /// session (it runs when the app logged any): those are GTK's (GTK 4.8 logs "Broken accounting of active state" after some header
    /// bar drags), and what the same program logs when Space opens its header bar's menu with that
    /// menu's button dragged off the screen (GTK's criticals for a popup anchored on no monitor,
    /// which the inputs reach when a drag leaves the app's menu button off the screen). The
    /// allow-list is that program's log, with the popover sizes that failure of GTK's gives, and
    /// two messages GTK's own timing decides, which the plain program logs only now and then: the
    /// window's press count after a press on its edge, and a GTK widget drawn in a few frames
    /// before its layout (`ChaosLog`). The Wayland run is `SwayChaosEndToEndTests`.
    @Suite struct ChaosEndToEndTests {
        @Test func twoThousandRandomInputsKeepTheAppAliveAndConsistent() throws {
            let seed = UInt64(ProcessInfo.processInfo.environment["FT_CHAOS_SEED"] ?? "") ?? UInt64.random(in: 0...UInt64.max)
            print("ChaosEndToEndTests: seed \(seed) (replay with FT_CHAOS_SEED=\(seed))")
            var rng = SplitMix64(seed: seed)
            // A screen larger than the largest window, so every popover lands on the monitor.
            let session = try AppSession(width: 1600, height: 1200)
            defer { session.stop() }
            try session.startWindowManager()
            let home = session.home
            for folder in ["Documents/Reports", "Music", "Pictures"] {
                try FileManager.default.createDirectory(at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try Data("chaos\n".utf8).write(to: home.appendingPathComponent("Documents/readme.txt"))
            try session.launch()
            func appWindow() throws -> String {
                try session.run("/usr/bin/xdotool", ["search", "--onlyvisible", "--class", "floating-tabs"]).output
                    .split(separator: "\n").last.map(String.init) ?? ""
            }
            var window = try appWindow()
            try #require(!window.isEmpty, "no app window")
            var closes = 0
            var earlierLogs = "" // the log of each run before a close (a launch starts a new log)
            var size = session.windowSize(window)
            var timeline = ChaosTimeline()
            var survived = 0
            for step in 1...ChaosInput.count {
                let input = ChaosInput.next(&rng)
                timeline.record(input.description)
                Self.send(input, to: window, size: &size, session)
                if step % 100 == 0 {
                    // Clicks reach the header bar's close button (and keys too: Tab can focus it, Space
                    // presses it), so the inputs may close the window as a user does: a window closed
                    // (the app logs it and exits 0) is started again and the run goes on; any other
                    // end fails.
                    if !session.isAlive, session.exitStatus == 0, session.log.contains("debug: window closed") {
                        closes += 1
                        earlierLogs += session.log
                        try session.launch()
                        window = try appWindow()
                        size = session.windowSize(window)
                    }
                    let alive = session.isAlive
                    #expect(
                        alive,
                        "seed \(seed), after input \(step): the app ended (status \(session.exitStatus.map(String.init) ?? "?")); last inputs: \(timeline.latest(12))\n\(session.log)"
                    )
                    guard alive else { return }
                    let agrees = AppSession.poll(timeout: 10) {
                        guard let shown = session.selectedTabName(), let model = session.lastSelectedTitle() else { return false }
                        return shown == model
                    }
                    #expect(
                        agrees,
                        "seed \(seed), after input \(step): AT-SPI shows \(session.selectedTabName() ?? "nothing"), model \(session.lastSelectedTitle() ?? "?"); last inputs: \(timeline.latest(12))"
                    )
                    survived = step
                }
            }
            // Ctrl+Q must end the app after the run (closing whatever popover or dialog is open first).
            let windows = session.windowReport()
            #expect(
                session.quit(closingPopups: true),
                "Ctrl+Q did not quit after the run (seed \(seed)); the app was killed; its windows:\n\(windows)\nlast inputs: \(timeline.latest(12))")

            let lines = (earlierLogs + session.log).split(separator: "\n").map(String.init)
            let messages = lines.filter { SwayChaosEndToEndTests.message($0) != nil }
            // The plain program gets the same inputs only when there is something it could excuse.
            let reproduced =
                messages.isEmpty
                ? []
                : Set(
                    try Self.reproducerLog(seed: seed, session).split(separator: "\n").compactMap {
                        SwayChaosEndToEndTests.message(String($0))
                    })
            let problems = ChaosLog.unexplained(lines, excused: reproduced)
            #expect(
                problems.isEmpty,
                "seed \(seed): \(problems.prefix(5)); the inputs up to the first: \(problems.first.map { timeline.inputs(before: $0, count: 8) } ?? [])")
            print(
                "ChaosEndToEndTests: survived \(survived) inputs on X11 (the window was closed \(closes) times and started again); "
                    + "\(messages.count - problems.count) GTK messages excused (the plain GTK program logged \(messages.isEmpty ? "not run: nothing to excuse" : "\(reproduced.sorted())"); GTK's timing: see ChaosLog), \(problems.count) others; seed \(seed)"
            )
        }

        /// Sends one input to `window` (positions in thousandths of its `size`, the header bar
        /// included), as a user's mouse and keyboard do; a resize updates `size`.
        static func send(_ input: ChaosInput, to window: String, size: inout (width: Int, height: Int), _ session: AppSession) {
            let current = size
            func point(_ x: Int, _ y: Int) -> [String] {
                ["mousemove", "--window", window, String(x * (current.width - 1) / 1000), String(y * (current.height - 1) / 1000)]
            }
            func xdotool(_ arguments: [String]) { _ = try? session.run("/usr/bin/xdotool", arguments) }
            switch input {
            case .click(let x, let y, let button): xdotool(point(x, y) + ["click", String(button)])
            case .key(let chord): xdotool(["key", chord])
            case .drag(let x1, let y1, let x2, let y2): xdotool(point(x1, y1) + ["mousedown", "1"] + point(x2, y2) + ["mouseup", "1"])
            case .resize(let width, let height):
                // Not --sync: a window the header bar's inputs maximised keeps its size, and xdotool
                // would wait for a size that never comes (30 s per resize).
                xdotool(["windowsize", window, String(width), String(height)])
                size = session.windowSize(window)
            }
        }

        /// What the plain GTK program `x11_chaos_reproducer.c` logs in the same session: under the
        /// same inputs (same seed), started again whenever the inputs close its window, and then with
        /// its menu opened off the screen (`openMenuOffScreen`).
        static func reproducerLog(seed: UInt64, _ session: AppSession) throws -> String {
            let binary = try reproducer(session)
            var rng = SplitMix64(seed: seed)
            var program = try session.startHelper(binary, [])
            var window = reproducerWindow(session)
            var size = session.windowSize(window)
            for step in 1...ChaosInput.count {
                send(ChaosInput.next(&rng), to: window, size: &size, session)
                if step % 100 == 0, !program.isRunning {
                    program = try session.startHelper(binary, [])
                    window = reproducerWindow(session)
                    size = session.windowSize(window)
                }
            }
            if program.isRunning { program.terminate() }
            try openMenuOffScreen(binary, session)
            return session.helperLogs.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }.joined(separator: "\n")
        }

        /// Starts the plain GTK program (`binary`) again and has Space open its header bar's menu
        /// while that menu's button is off the screen and the rest of the window on it: GTK logs
        /// criticals for a popup whose anchor is on no monitor, which random drags and keys reach.
        /// The app cannot tell that case from its window being on the screen (see
        /// `Widget.windowIsOnAMonitor`); GTK lays the menu out in bounds it never set after them.
        static func openMenuOffScreen(_ binary: String, _ session: AppSession) throws {
            let program = try session.startHelper(binary, ["--focus-menu-button"])
            defer { if program.isRunning { program.terminate() } }
            let log = try #require(session.helperLogs.last)
            func output() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
            // The window is 1,000 wide and the screen 1,600: its menu button ends off the screen.
            _ = try session.run("/usr/bin/xdotool", ["windowmove", "--sync", reproducerWindow(session), "1400", "100"])
            _ = try session.run("/usr/bin/xdotool", ["key", "space"])
            #expect(AppSession.poll(timeout: 20) { output().contains("menu shown") }, "the plain GTK program's menu did not open: \(output())")
        }

        /// `x11_chaos_reproducer.c`, built in the session's home.
        static func reproducer(_ session: AppSession) throws -> String {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("x11_chaos_reproducer.c").path
            let binary = session.home.appendingPathComponent(".x11_chaos_reproducer").path
            let flags = try session.run("/usr/bin/pkg-config", ["--cflags", "--libs", "gtk4"]).output.split(whereSeparator: \.isWhitespace).map(String.init)
            let built = try session.run("/usr/bin/cc", ["-O1", "-Wall", "-Wextra", "-Werror", "-o", binary, source] + flags)
            try #require(built.status == 0, "\(built.output)")
            return binary
        }

        /// The plain GTK program's window.
        static func reproducerWindow(_ session: AppSession) -> String {
            ((try? session.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Chaos Reproducer$"]).output) ?? "")
                .split(separator: "\n").last.map(String.init) ?? ""
        }
    }
}
