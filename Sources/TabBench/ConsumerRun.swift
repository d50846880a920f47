import Foundation
import Glibc
import XHarness

/// The memory a user's app pays for the component: README's example built as an outside package
/// as README tells users to build it (`swift build -c release --static-swift-stdlib`), against
/// the same app written in C with GtkStack and GtkStackSwitcher
/// (`bench/baselines/gtkstack-example.c`). Each runs as a fresh process,
/// interleaved; its RSS is read once its window has been drawn and has been quiet for
/// `OutsideHarness.quietMilliseconds`.
enum ConsumerRun {
    struct Figures: Codable {
        var consumerRSSKiB: [Int] = []
        var gtkStackRSSKiB: [Int] = []
    }

    static func run(consumer: String, gtkStack: String, runs: Int, renderer: String) -> Figures? {
        var figures = Figures()
        for _ in 0..<runs {
            guard let ours = rssAfterStartUp(consumer, renderer: renderer), let theirs = rssAfterStartUp(gtkStack, renderer: renderer) else {
                return nil
            }
            figures.consumerRSSKiB.append(ours)
            figures.gtkStackRSSKiB.append(theirs)
        }
        return figures
    }

    /// Starts `binary` as the other subjects run, waits for its window to be
    /// drawn and quiet, and reads its resident set; nil when it shows no window within 20 s.
    private static func rssAfterStartUp(_ binary: String, renderer: String) -> Int? {
        let process = BenchAppProcess.make(binary, renderer: renderer)
        do { try process.runWithDefaultSignals() } catch { return nil }
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        guard let session = XSession(), let window = BenchAppProcess.waitForWindow(of: process, in: session) else { return nil }
        session.watchDamage(of: window)
        while session.nextDamage(timeoutMicroseconds: OutsideHarness.quietMilliseconds * 1000) != nil {}
        return residentKiB(of: process.processIdentifier)
    }

    /// VmRSS of a process, KiB.
    private static func residentKiB(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        return status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            .flatMap { Int($0.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") }
    }
}
