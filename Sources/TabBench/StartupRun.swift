import Foundation
import GtkTestSupport

/// Start-up measured for the start-up targets: fresh processes of ours with the fewest and with the
/// most tabs and of GtkStack with the fewest, started in turn (the order rotating every round) and
/// each ended once its first frame is painted. The per-tab-count blocks start a 3-tab and a 100-tab
/// process minutes apart, each after other subjects' runs, and on a busy machine that spread alone
/// is larger than the 10 % the flatness target allows. Here the three compared figures are seconds
/// apart and each is the median of `rounds` processes.
enum StartupRun {
    struct Figures: Codable {
        var renderer: String
        var fewTabs: Int
        var manyTabs: Int
        var rounds: Int
        /// Process start → first frame painted, ms, one per process.
        var oursFewMs: [Double] = []
        var oursManyMs: [Double] = []
        var gtkStackFewMs: [Double] = []
    }

    /// Nil when a child shows no frame or prints no result.
    static func run(renderer: String, fewTabs: Int, manyTabs: Int, rounds: Int) -> Figures? {
        var figures = Figures(renderer: renderer, fewTabs: fewTabs, manyTabs: manyTabs, rounds: rounds)
        let starts: [(BenchImplementation, Int, WritableKeyPath<Figures, [Double]>)] = [
            (.ours, fewTabs, \.oursFewMs), (.ours, manyTabs, \.oursManyMs), (.gtkstack, fewTabs, \.gtkStackFewMs),
        ]
        for round in 0..<rounds {
            for offset in starts.indices {
                let (implementation, tabs, figure) = starts[(round + offset) % starts.count]
                guard let milliseconds = startUp(implementation, tabs: tabs, renderer: renderer) else { return nil }
                figures[keyPath: figure].append(milliseconds)
            }
        }
        return figures
    }

    /// One fresh child with `--startup-only`: its start → first frame, ms.
    private static func startUp(_ implementation: BenchImplementation, tabs: Int, renderer: String) -> Double? {
        let process = BenchAppProcess.make(CommandLine.arguments[0], renderer: renderer)
        let output = Pipe()
        process.standardOutput = output
        process.arguments = [
            "child", "--impl", implementation.rawValue, "--tabs", "\(tabs)", "--startup-only", "--spawned-at", "\(Measure.now())",
        ]
        do { try process.runWithDefaultSignals() } catch { return nil }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let line = String(decoding: printed, as: UTF8.self).split(separator: "\n").last,
            let result = try? JSONDecoder().decode(ChildResult.self, from: Data(line.utf8))
        else { return nil }
        return result.startupMs
    }
}
