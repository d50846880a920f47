import Foundation
import Glibc
import GtkTestSupport
import XHarness

/// The real app with folders pinned as tabs: the same switch (Files ↔ Recent, Ctrl+Page Down /
/// Up) measured from outside with no folder pinned (4 tabs) and with 100 (104 tabs, the bar
/// scrolling), so the pinned tabs' cost shows as the difference. Each run is a fresh `floating-tabs`
/// process (the binary built beside TabBench) on a HOME of its own whose session pins the
/// folders; caret blinking and overlay scrollbars are off through that HOME's GTK settings, as
/// for the other subjects.
enum AppRun {
    struct Figures: Codable {
        var tabs: Int
        var runs: Int
        var keyToDamageMs: [Double] = []
        var mainThreadCPUMs: [Double] = []
        var frames: [Int] = []
        var damagedPixels: [Int] = []
        var switchesWithoutDamage = 0
    }

    /// The app binary beside this one, if it was built.
    static var binary: String? {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("floating-tabs").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// `runs` fresh processes with `pinned` folders, `switches` switches each.
    static func run(pinned: Int, runs: Int, switches: Int, renderer: String) -> Figures? {
        guard let binary else { return nil }
        var figures = Figures(tabs: 4 + pinned, runs: runs)
        for _ in 0..<runs {
            guard let outside = once(binary, pinned: pinned, switches: switches, renderer: renderer) else { return nil }
            figures.keyToDamageMs += outside.keyToDamageMs
            figures.mainThreadCPUMs += outside.mainThreadCPUMs
            figures.frames += outside.frames
            figures.damagedPixels += outside.damagedPixels
            figures.switchesWithoutDamage += outside.switchesWithoutDamage
        }
        return figures
    }

    private static func once(_ binary: String, pinned: Int, switches: Int, renderer: String) -> OutsideFigures? {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tabbench-app-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        guard (try? makeHome(home, pinned: pinned)) != nil else { return nil }
        var environment = ["HOME": home.path]
        for (key, folder) in [
            ("XDG_CONFIG_HOME", ".config"), ("XDG_STATE_HOME", ".local/state"), ("XDG_DATA_HOME", ".local/share"), ("XDG_CACHE_HOME", ".cache"),
        ] {
            environment[key] = home.appendingPathComponent(folder).path
        }
        let process = BenchAppProcess.make(binary, renderer: renderer, environment: environment)
        do { try process.runWithDefaultSignals() } catch { return nil }
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        // The window, once mapped (the harness then waits until it has been quiet).
        guard let session = XSession(), BenchAppProcess.waitForWindow(of: process, in: session) != nil else { return nil }
        return OutsideHarness.measure(pid: process.processIdentifier, switches: switches)
    }

    /// The most folders a configuration pins (the plan measures 0 and this many).
    static let largestPinned = 100

    /// A HOME with 50 files and a folder of 100 folders (one file each, so Recent lists them),
    /// a session that pins the first `pinned` of those folders and selects Files, and GTK settings without caret
    /// blinking or overlay scrollbars.
    private static func makeHome(_ home: URL, pinned: Int) throws {
        let fm = FileManager.default
        let pins = home.appendingPathComponent("pins")
        try fm.createDirectory(at: pins, withIntermediateDirectories: true)
        for index in 0..<50 { try Data("\(index)\n".utf8).write(to: home.appendingPathComponent("file-\(index).txt")) }
        var folders: [String] = []
        // The same tree whatever is pinned (the Files root and Recent list the same entries), so
        // only the pinned tabs differ between the configurations.
        for index in 1...max(pinned, Self.largestPinned) {
            let folder = pins.appendingPathComponent("folder-\(index)")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("note\n".utf8).write(to: folder.appendingPathComponent("note.txt"))
            if index <= pinned { folders.append(folder.path) }
        }
        let gtk = home.appendingPathComponent(".config/gtk-4.0")
        try fm.createDirectory(at: gtk, withIntermediateDirectories: true)
        try Data("[Settings]\ngtk-cursor-blink=false\ngtk-overlay-scrolling=false\n".utf8).write(to: gtk.appendingPathComponent("settings.ini"))
        let state = home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs")
        try fm.createDirectory(at: state, withIntermediateDirectories: true)
        let record = String(decoding: try JSONEncoder().encode(folders), as: UTF8.self)
        let session: [String: Any] = ["version": 1, "selectedTab": "files", "extras": ["pinned": record, "window.width": "960", "window.height": "680"]]
        try JSONSerialization.data(withJSONObject: session).write(to: state.appendingPathComponent("state.json"))
    }
}
