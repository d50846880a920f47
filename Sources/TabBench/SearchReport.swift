import Foundation
import Gtk

/// Runs `SearchRun` and writes its figures as bench/search.json and a Markdown section
/// (bench/search.md) that scripts/bench puts in README.
@MainActor
enum SearchReport {
    /// A quarter of a 60 Hz frame: the most a keystroke or a batch of results may take on the main thread.
    static let mainThreadBudgetMs = 1000.0 / 60 / 4

    static func run(files: Int, folders: Int, outputDirectory: String?) -> Int32 {
        guard Runtime.initialize() else {
            FileHandle.standardError.write(Data("TabBench search: no display\n".utf8))
            return 1
        }
        let figures = SearchRun.run(files: files, folders: folders)
        let markdown = self.markdown(figures)
        print(markdown)
        guard let outputDirectory else { return 0 }
        try? FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(figures).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent("search.json"))
            try Data(markdown.utf8).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent("search.md"))
        } catch {
            FileHandle.standardError.write(Data("TabBench search: \(error)\n".utf8))
            return 1
        }
        return 0
    }

    static func markdown(_ figures: SearchRun.Figures) -> String {
        func ms(_ value: Double) -> String { String(format: "%.1f ms", value) }
        func mib(_ value: Double) -> String { String(format: "%.1f MiB", value) }
        let keystrokeMax = figures.keystrokeMainMs.max() ?? 0
        let budget = mainThreadBudgetMs
        func verdict(_ value: Double) -> String { value <= budget ? "met (≤ \(ms(budget)))" : "missed (> \(ms(budget)))" }
        return """
            Search tab (`TabBench search`, release build, cairo, warm page cache): a generated tree of
            \(figures.files.formatted()) files in \(figures.folders.formatted()) folders, \(figures.reports) of them named `report-N.odt`;
            the walk runs on its own thread, the main thread merges each batch into the ranked results
            and splices them into a list in a 900×640 window, as the app does.

            | measure | value | target |
            |---|---|---|
            | "report" typed at once: first result shown | \(ms(figures.firstResultMs)) | |
            | … complete list (\(figures.shown) shown, \(figures.matched) matched) | \(ms(figures.completeMs)) | |
            | "report" typed a key every 120 ms: main thread per keystroke (max of \(figures.keystrokeMainMs.count)) | \(ms(keystrokeMax)) | \(verdict(keystrokeMax)) |
            | … main thread per batch of results (max) | \(ms(figures.batchMainMaxMs)) | \(verdict(figures.batchMainMaxMs)) |
            | … last keystroke → first result / complete list | \(ms(figures.typedFirstResultMs)) / \(ms(figures.typedCompleteMs)) | |
            | RSS before searching → at most during a walk matching every name → 1 s after a walk cancelled at its first batch | \(mib(figures.rssBeforeMiB)) → \(mib(figures.rssDuringMiB)) → \(mib(figures.rssAfterCancelMiB)) | bounded (1,000 results kept) |
            """
    }
}
