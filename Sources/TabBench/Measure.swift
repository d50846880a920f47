import Foundation
import Glibc
import Gtk

/// Clocks, memory readings and frame waits used by the scenarios.
@MainActor
enum Measure {
    /// CLOCK_MONOTONIC in microseconds (the clock GLib's frame clock uses).
    nonisolated static func now() -> Int64 { MainLoop.monotonicMicroseconds }

    /// User + system CPU time of this process, microseconds.
    nonisolated static func cpuTime() -> Int64 {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000 + Int64(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    }

    /// CPU time of the calling thread, microseconds (a renderer's worker threads — llvmpipe's
    /// for GL on this GPU-less machine — are not in it).
    nonisolated static func threadCPUTime() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1_000
    }

    /// (RSS, PSS) in KiB from /proc/self/smaps_rollup.
    nonisolated static func memory() -> (rss: Int, pss: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Int {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return (field("Rss"), field("Pss"))
    }

    /// Spins until `window` has painted `frames` more frames; returns the time of the last paint.
    @discardableResult
    static func waitForPaint(_ window: Window, frames: Int = 1, timeout: Double = 5) -> Int64 {
        guard let clock = window.frameClock else { return now() }
        var painted = 0
        var paintedAt = now()
        let token = clock.onAfterPaint {
            painted += 1
            paintedAt = now()
            if painted < frames { window.queueDraw() } // ask for the next frame too
        }
        window.queueDraw()
        MainLoop.spin(until: { painted >= frames }, timeout: timeout)
        token.disconnect()
        return paintedAt
    }

    /// Percentile of sorted values (nearest rank).
    nonisolated static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Median of values.
    nonisolated static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
