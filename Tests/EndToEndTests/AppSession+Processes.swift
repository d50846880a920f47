import Foundation
import GtkTestSupport

/// Stopping what a session started, and waiting for a condition with a deadline.
extension AppSession {
    /// Ends every process whose environment has `HOME=home`: what the session's bus started for
    /// it (at-spi-bus-launcher's accessibility bus and registry outlive the session bus).
    /// SIGTERM first; SIGKILL for any still running 2 s later.
    static func killProcesses(withHome home: String) {
        let marker = Array("HOME=\(home)".utf8) + [0]
        let me = getpid()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        let pids = names.compactMap { name -> Int32? in
            guard let pid = Int32(name), pid != me,
                let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
            else { return nil }
            let bytes = [UInt8(0)] + Array(environ)
            return bytes.indices.contains(where: { bytes[$0] == 0 && bytes[($0 + 1)...].starts(with: marker) }) ? pid : nil
        }
        terminate(pids)
    }

    /// Sends SIGTERM to each process, waits up to 2 s for them to go, then sends SIGKILL to
    /// whichever is still there.
    static func terminate(_ pids: [Int32]) {
        guard !pids.isEmpty else { return }
        for pid in pids { Foundation.kill(pid, SIGTERM) }
        // A child of ours stays a zombie until reaped; kill(pid, 0) succeeds on a zombie, so ask
        // /proc whether it still runs.
        func running(_ pid: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
        }
        _ = poll(timeout: 2) { !pids.contains(where: running) }
        for pid in pids where running(pid) { Foundation.kill(pid, SIGKILL) }
    }

    /// Polls `condition` every 50 ms until it holds or `timeout` seconds pass.
    static func poll(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }
}
