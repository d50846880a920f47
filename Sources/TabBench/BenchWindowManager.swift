import Foundation
import GtkTestSupport
import XHarness

/// Every subject runs under a window manager, as on a desktop: without one, GTK 4.8 asks the X
/// server on every frame whether one has appeared (a round trip per frame, for every subject,
/// that no user pays). When the display has none, openbox is started for the run.
enum BenchWindowManager {
    /// Starts openbox unless a window manager runs; returns it (the caller stops it) or nil.
    static func ensure() -> Process? {
        guard let session = XSession(), !session.hasWindowManager else { return nil }
        // openbox exits at once when it meets a display that does not accept clients yet: retried.
        for _ in 0..<3 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
            process.arguments = ["--sm-disable"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.runWithDefaultSignals()) != nil else { return nil }
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning && !session.hasWindowManager && Date() < deadline { usleep(20_000) } // polls, bounded
            if session.hasWindowManager { return process }
            if process.isRunning { process.terminate() }
        }
        return nil
    }
}
