import Foundation
import GtkTestSupport
import Testing

extension EndToEnd {
/// 2,000 random inputs (`FT_CHAOS_INPUTS`) from a printed seed (see `ChaosInput`): clicks anywhere below the title
/// bar, every shortcut of the key map (except quit and close), wheel notches both ways, mouse drags
/// and window resizes down to 360 × 400, on X11 with openbox managing the window. Every 100 inputs
/// the app must be alive and AT-SPI's selected tab must be the one the app's model reports; at the
/// end its logs must hold no GTK critical or warning. The Wayland run is `SwayChaosEndToEndTests`.
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
        var recent: [String] = []
        func xdotool(_ arguments: [String]) {
            _ = try? session.run("/usr/bin/xdotool", arguments)
        }
        // Pointer input lands below the client-side title bar (60 px): its close button would end
        // the session. Everything of the app's own (pages, bar, menus) is below it.
        func point(_ x: Int, _ y: Int) -> [String] {
            ["mousemove", "--window", window, String(x * (size.width - 1) / 1000), String(60 + y * (size.height - 61) / 1000)]
        }
        var survived = 0
        for step in 1...ChaosInput.count {
            let input = ChaosInput.next(&rng)
            recent.append(input.description)
            if recent.count > 12 { recent.removeFirst() }
            switch input {
            case let .click(x, y, button): xdotool(point(x, y) + ["click", String(button)])
            case let .key(chord): xdotool(["key", chord])
            case let .drag(x1, y1, x2, y2): xdotool(point(x1, y1) + ["mousedown", "1"] + point(x2, y2) + ["mouseup", "1"])
            case let .resize(width, height):
                xdotool(["windowsize", "--sync", window, String(width), String(height)])
                size = session.windowSize(window)
            }
            if step % 100 == 0 {
                // Keys reach the title bar too (Tab can focus its close button, Space presses it),
                // so the inputs may close the window as a user does: a window closed (the app logs
                // it and exits 0) is started again and the run goes on; any other end fails.
                if !session.isAlive, session.exitStatus == 0, session.log.contains("debug: window closed") {
                    closes += 1
                    earlierLogs += session.log
                    try session.launch()
                    window = try appWindow()
                    size = session.windowSize(window)
                }
                let alive = session.isAlive
                #expect(alive, "seed \(seed), after input \(step): the app ended (status \(session.exitStatus.map(String.init) ?? "?")); last inputs: \(recent)\n\(session.log)")
                guard alive else { return }
                let agrees = AppSession.poll(timeout: 10) {
                    guard let shown = session.selectedTabName(), let model = session.lastSelectedTitle() else { return false }
                    return shown == model
                }
                #expect(agrees, "seed \(seed), after input \(step): AT-SPI shows \(session.selectedTabName() ?? "nothing"), model \(session.lastSelectedTitle() ?? "?"); last inputs: \(recent)")
                survived = step
            }
        }
        let problems = (earlierLogs + session.log).split(separator: "\n").filter { $0.contains("-CRITICAL") || $0.contains("-WARNING") }
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
        print("ChaosEndToEndTests: survived \(survived) inputs on X11 (the window was closed \(closes) times and started again), \(problems.count) GTK warnings or criticals, seed \(seed)")
        // Ctrl+Q must end the app after the run (closing whatever popover or dialog is open first).
        #expect(session.quit(closingPopups: true), "Ctrl+Q did not quit after the run (seed \(seed)); the app was killed")
    }
}
}

