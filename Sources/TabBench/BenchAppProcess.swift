import Foundation
import XHarness

/// An app the benchmark starts as a separate program (the real app, README's example, the C
/// GtkStack app, `StartupRun`'s children): the configuration's renderer, no accessibility and no
/// session bus (so GLib autolaunches none: a desktop has one running), its output discarded, and
/// `environment` on top.
enum BenchAppProcess {
    static func make(_ binary: String, renderer: String, environment extra: [String: String] = [:]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.environment = environment(renderer: renderer).merging(extra) { _, given in given }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }

    /// This process's environment with the configuration's renderer, no accessibility and no
    /// session bus: what every started subject runs with, `OutsideChild`'s benchmark children too.
    static func environment(renderer: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(BenchRenderer(renderer)?.environment ?? [:]) { _, configured in configured }
        environment["GTK_A11Y"] = "none"
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        return environment
    }

    /// The started app's first window once it is mapped (polled every 20 ms), or nil when the
    /// app exits or shows none within 20 s.
    static func waitForWindow(of process: Process, in session: XSession) -> UInt? {
        let deadline = Measure.now() + 20_000_000 // microseconds
        while process.isRunning && Measure.now() < deadline {
            if let window = session.windows(ofProcess: process.processIdentifier).first { return window }
            usleep(20_000) // polls, bounded
        }
        return nil
    }
}
