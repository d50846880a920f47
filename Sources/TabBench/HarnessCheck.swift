import Foundation
import Glibc
import XHarness

/// Checks TabBench's outside harness against a plain X client that shares no code with it
/// (`scripts/xlatency`: python-xlib, XTest key in, first XDamage report out). Every fresh child
/// is switched by both, one after the other (which goes first alternates), on the same display,
/// first with no window manager and then under openbox; the figures are each harness's key →
/// first damage for every subject in both conditions (cairo, 3 tabs).
enum HarnessCheck {
    /// One subject in one condition: what each harness measured, ms, one per switch.
    struct Row: Codable {
        let subject: String
        let windowManager: Bool
        var tabBenchMs: [Double] = []
        var plainClientMs: [Double] = []
    }

    /// What the plain client prints.
    private struct PlainFigures: Codable {
        let keyToDamageMs: [Double]
        let switchesWithoutDamage: Int
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let renderer = "cairo"
    static let tabs = 3

    /// Measures every subject in both conditions; the display must start without a window manager.
    static func run(plainClient: String, runs: Int, switches: Int) -> Result<[Row], Failure> {
        guard let session = XSession() else { return .failure(Failure(description: "no X display")) }
        guard !session.hasWindowManager else {
            return .failure(
                Failure(description: "a window manager runs on this display; the check starts without one (scripts/bench gives it an Xvfb of its own)"))
        }
        var rows: [Row] = []
        for windowManager in [false, true] {
            let openbox = windowManager ? BenchWindowManager.ensure() : nil
            if windowManager && openbox == nil { return .failure(Failure(description: "openbox could not be started")) }
            defer { stop(openbox, session) }
            var conditionRows = BenchImplementation.allCases.map { Row(subject: $0.title, windowManager: windowManager) }
            for run in 0..<runs {
                // Interleaved as in the main run, so a change in the machine's load meets all three.
                for offset in 0..<BenchImplementation.allCases.count {
                    let index = (run + offset) % BenchImplementation.allCases.count
                    let implementation = BenchImplementation.allCases[index]
                    switch measure(implementation, plainClient: plainClient, switches: switches, plainFirst: run % 2 == 1) {
                    case .success(let (tabBench, plain)):
                        conditionRows[index].tabBenchMs += tabBench
                        conditionRows[index].plainClientMs += plain
                    case .failure(let failure):
                        return .failure(Failure(description: "\(implementation.title), \(windowManager ? "openbox" : "no window manager"): \(failure)"))
                    }
                }
            }
            rows += conditionRows
            FileHandle.standardError.write(Data("TabBench harnesses: \(windowManager ? "with openbox" : "without a window manager") done\n".utf8))
        }
        return .success(rows)
    }

    /// One fresh child switched `switches` times by each harness.
    private static func measure(
        _ implementation: BenchImplementation, plainClient: String, switches: Int, plainFirst: Bool
    ) -> Result<([Double], [Double]), Failure> {
        let child: OutsideChild
        switch OutsideChild.start(implementation, tabs: tabs, soak: 0, renderer: renderer) {
        case .success(let started): child = started
        case .failure(let failure): return .failure(Failure(description: failure.description))
        }
        defer { child.stop() }
        let tabBench: [Double]?
        let plain: Result<[Double], Failure>
        if plainFirst {
            plain = runPlainClient(plainClient, pid: child.pid, switches: switches)
            tabBench = OutsideHarness.measure(pid: child.pid, switches: switches)?.keyToDamageMs
        } else {
            tabBench = OutsideHarness.measure(pid: child.pid, switches: switches)?.keyToDamageMs
            plain = runPlainClient(plainClient, pid: child.pid, switches: switches)
        }
        guard let tabBench, tabBench.count == switches else {
            return .failure(Failure(description: child.failure("TabBench's harness missed damage or found no window").description))
        }
        return plain.map { (tabBench, $0) }
    }

    /// Runs the plain client on `pid` and reads its JSON line.
    private static func runPlainClient(_ path: String, pid: Int32, switches: Int) -> Result<[Double], Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--pid", "\(pid)", "--switches", "\(switches)", "--quiet-ms", "\(OutsideHarness.quietMilliseconds)"]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return .failure(Failure(description: "could not start \(path): \(error)")) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let figures = try? JSONDecoder().decode(PlainFigures.self, from: data) else {
            return .failure(Failure(description: "\(path) failed (exit status \(process.terminationStatus))"))
        }
        guard figures.switchesWithoutDamage == 0 else {
            return .failure(Failure(description: "the plain client saw no damage after \(figures.switchesWithoutDamage) switches"))
        }
        return .success(figures.keyToDamageMs)
    }

    /// Stops the openbox this check started and waits until it has left the display.
    private static func stop(_ openbox: Process?, _ session: XSession) {
        guard let openbox else { return }
        openbox.terminate()
        openbox.waitUntilExit()
        let deadline = Date().addingTimeInterval(10)
        while session.hasWindowManager && Date() < deadline { usleep(20_000) } // polls, bounded
    }
}
