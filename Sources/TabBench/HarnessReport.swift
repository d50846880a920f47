import Foundation

/// Runs `HarnessCheck` and writes its figures as bench/harnesses.json and a Markdown section
/// (bench/harnesses.md) that scripts/bench puts in README, with one target line per subject and
/// condition: TabBench's key → first damage p50 within 15 % of the plain client's.
enum HarnessReport {
    /// How far TabBench's p50 may be from the plain client's, either way.
    static let tolerance = 0.15

    static func run(plainClient: String, runs: Int, switches: Int, outputDirectory: String?) -> Int32 {
        let rows: [HarnessCheck.Row]
        switch HarnessCheck.run(plainClient: plainClient, runs: runs, switches: switches) {
        case .success(let measured): rows = measured
        case .failure(let failure):
            FileHandle.standardError.write(Data("TabBench harnesses: \(failure)\n".utf8))
            return 1
        }
        let markdown = self.markdown(rows, runs: runs, switches: switches)
        print(markdown)
        guard let outputDirectory else { return 0 }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
            try encoder.encode(rows).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent("harnesses.json"))
            try Data(markdown.utf8).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent("harnesses.md"))
        } catch {
            FileHandle.standardError.write(Data("TabBench harnesses: \(error)\n".utf8))
            return 1
        }
        return 0
    }

    static func markdown(_ rows: [HarnessCheck.Row], runs: Int, switches: Int) -> String {
        func p(_ values: [Double], _ percentile: Double) -> Double { Measure.percentile(values.sorted(), percentile) }
        func ms(_ value: Double) -> String { String(format: "%.2f ms", value) }
        func condition(_ row: HarnessCheck.Row) -> String { row.windowManager ? "openbox" : "none" }
        var lines = [
            "Harness check (`TabBench harnesses`, release build, \(HarnessCheck.renderer), \(HarnessCheck.tabs) tabs, the same pages and window as above, Xvfb, no compositor): "
                + "each of \(runs) fresh processes per subject and condition is switched \(switches) times by TabBench's harness (Xlib from Swift) and \(switches) times by "
                + "`scripts/xlatency`, a plain X client that shares no code with it (python-xlib: Ctrl+Page Down / Up through XTest, the first XDamage report on the window, "
                + "quiet for \(OutsideHarness.quietMilliseconds) ms before the next key); which goes first alternates between processes.",
            "",
            "| subject | window manager | key → first damage p50, TabBench | p50, plain client | TabBench / plain | p95, TabBench | p95, plain client |",
            "|---|---|---:|---:|---:|---:|---:|",
        ]
        var targets = ["", "Targets:", ""]
        for row in rows {
            let ours = p(row.tabBenchMs, 50)
            let plain = p(row.plainClientMs, 50)
            let ratio = plain > 0 ? ours / plain : .infinity
            lines.append(
                "| \(row.subject) | \(condition(row)) | \(ms(ours)) | \(ms(plain)) | \(String(format: "%.2f", ratio)) | \(ms(p(row.tabBenchMs, 95))) | \(ms(p(row.plainClientMs, 95))) |"
            )
            let met = abs(ratio - 1) <= tolerance
            targets.append(
                "- \(met ? "met" : "**missed**"): TabBench's key → first damage p50 within \(Int(tolerance * 100)) % of the plain client's, \(row.subject), "
                    + "\(row.windowManager ? "under openbox" : "no window manager") — \(String(format: "%.2f", ratio))× (limits \(String(format: "%.2f", 1 - tolerance))–\(String(format: "%.2f", 1 + tolerance))×)"
            )
        }
        return (lines + targets).joined(separator: "\n") + "\n"
    }
}
