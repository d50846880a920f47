import Foundation

/// CPU time another process has used, read from outside through `/proc/PID/task/*/schedstat`
/// (nanoseconds on the CPU, the scheduler's own accounting — not `/proc/PID/stat`'s 10 ms ticks).
struct ProcessCPU {
    let pid: Int32

    /// Nanoseconds the process's main thread (whose thread id is the process id) has run.
    var mainThreadNanoseconds: Int64 { Self.schedstat("/proc/\(pid)/task/\(pid)/schedstat") }

    /// Nanoseconds all of the process's threads have run (GTK's and GLib's worker threads too).
    var allThreadsNanoseconds: Int64 {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { $0 + Self.schedstat("/proc/\(pid)/task/\($1)/schedstat") }
    }

    private static func schedstat(_ path: String) -> Int64 {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
        return Int64(text.split(separator: " ").first ?? "0") ?? 0
    }
}
