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
        let tree = SearchTree.make(files: files, folders: folders)
        defer { tree.remove() }
        let figures = SearchRun.run(tree)
        guard let hung = hungRun(root: tree.root.path) else {
            FileHandle.standardError.write(Data("TabBench search: the hung-folder run failed\n".utf8))
            return 1
        }
        let markdown = self.markdown(figures, hung: hung)
        print(markdown)
        guard let outputDirectory else { return 0 }
        try? FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(figures).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent("search.json"))
            try encoder.encode(hung).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent("search-hung.json"))
            try Data(markdown.utf8).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent("search.md"))
        } catch {
            FileHandle.standardError.write(Data("TabBench search: \(error)\n".utf8))
            return 1
        }
        return 0
    }

    /// The child's side: runs `HungSearchRun` and prints its figures as JSON.
    static func runHungChild(root: String) -> Int32 {
        guard Runtime.initialize(), let json = try? JSONEncoder().encode(HungSearchRun.run(root: root)) else { return 1 }
        print(String(decoding: json, as: UTF8.self))
        return 0
    }

    /// Runs `HungSearchRun` in a child process with the folder `SearchTree.hungFolderName` hung.
    private static func hungRun(root: String) -> HungSearchRun.Figures? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["search-hung", "--root", root]
        process.environment = ProcessInfo.processInfo.environment.merging(["FLOATINGTABS_TEST_SLOW_FOLDER": SearchTree.hungFolderName]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last else { return nil }
        return try? JSONDecoder().decode(HungSearchRun.Figures.self, from: Data(line.utf8))
    }

    static func markdown(_ figures: SearchRun.Figures, hung: HungSearchRun.Figures) -> String {
        func ms(_ value: Double) -> String { String(format: "%.1f ms", value) }
        func mib(_ value: Double) -> String { String(format: "%.1f MiB", value) }
        let keystrokeMax = figures.keystrokeMainMs.max() ?? 0
        let budget = mainThreadBudgetMs
        func verdict(_ value: Double) -> String { value <= budget ? "met (≤ \(ms(budget)))" : "missed (> \(ms(budget)))" }
        return """
            Search tab (`TabBench search`, release build, cairo, warm page cache): a generated tree of
            \(figures.files.formatted()) files in \(figures.folders.formatted()) folders, \(figures.reports) of them named `report-N.odt`;
            the walk runs on its own thread, the main thread merges each batch into the ranked results
            and fills the rows on screen of a list in a 900×640 window again, as the app does (Xvfb,
            no window manager; each figure is the main thread's CPU time or a time to a shown result).

            | measure | value | target |
            |---|---|---|
            | "report" typed at once: first result shown | \(ms(figures.firstResultMs)) | |
            | … complete list (\(figures.shown) shown, \(figures.matched) matched) | \(ms(figures.completeMs)) | |
            | "report" typed a key every 120 ms: main thread per keystroke (max of \(figures.keystrokeMainMs.count)) | \(ms(keystrokeMax)) | \(verdict(keystrokeMax)) |
            | … main thread per batch of results (max) | \(ms(figures.batchMainMaxMs)) | \(verdict(figures.batchMainMaxMs)) |
            | … last keystroke → first result / complete list | \(ms(figures.typedFirstResultMs)) / \(ms(figures.typedCompleteMs)) | |
            | a folder near the top never answers (each listing of it waits 10 s): main thread per keystroke (max) | \(ms(hung.keystrokeMainMaxMs)) | \(verdict(hung.keystrokeMainMaxMs)) |
            | … main thread busy from the first keystroke until the list was complete | \(ms(hung.mainThreadBusyMs)) | |
            | … last keystroke → first result / complete list | \(ms(hung.firstResultMs)) / \(ms(hung.completeMs)) | |
            | RSS before searching → at most during a walk matching every name → 1 s after a walk cancelled at its first batch | \(mib(figures.rssBeforeMiB)) → \(mib(figures.rssDuringMiB)) → \(mib(figures.rssAfterCancelMiB)) | bounded (1,000 results kept) |
            """
    }
}
