import FileBrowsing
import Foundation
import Gtk

/// The Search tab's search on a generated tree, as the app runs it: the walk on a thread of its
/// own (`NameSearch` through `BlockingWork`), each batch merged into the ranked results on the
/// main thread (`SearchResults`), and the rows on screen of a virtualised `ListView` in a window
/// filled again, as the Search page's list does. Every keystroke cancels the walk before it and starts anew.
/// Main-thread figures are CPU time of the main thread (work done), not waits.
@MainActor
enum SearchRun {
    /// The figures of one run, ms and MiB.
    struct Figures: Codable {
        var files = 0, folders = 0, reports = 0
        /// A query typed at once ("report"): until its first result is shown, and until the whole
        /// list is (median of 5, warm page cache).
        var firstResultMs = 0.0, completeMs = 0.0
        /// Results shown for it, and how many names matched in all.
        var shown = 0, matched = 0
        /// "report" typed a key at a time, 120 ms apart: each keystroke's main-thread work (the walk
        /// before cancelled, a new one started, the list emptied), and the most any batch of
        /// results took on the main thread while typing and until the list was complete.
        var keystrokeMainMs: [Double] = []
        var batchMainMaxMs = 0.0
        /// From the last keystroke until the first result, and until the complete list.
        var typedFirstResultMs = 0.0, typedCompleteMs = 0.0
        /// Resident memory before searching, at most while a walk for "e" (every name) ran, and 1 s
        /// after that walk was cancelled at its first batch.
        var rssBeforeMiB = 0.0, rssDuringMiB = 0.0, rssAfterCancelMiB = 0.0
    }

    /// The app's pipeline around one walk at a time.
    @MainActor
    final class Pipeline {
        let window = Window()
        let list: ListView<FolderRun.NameRow>
        var entries: [FileEntry] = []
        var results = SearchResults()
        var walk: BlockingWork?
        var firstShownAt: Int64?
        var finishedAt: Int64?
        var batchMainMs: [Double] = []
        let collation = NameCollation(key: FilenameCollation.key, fold: TextFolding.fold)
        let root: RawPath

        init(root: RawPath) {
            self.root = root
            let shown = Box<[FileEntry]>([])
            list = ListView(
                setup: { FolderRun.NameRow() }, bind: { row, index in row.label.text = shown.value.indices.contains(index) ? shown.value[index].name : "" })
            self.shown = shown
            let scroller = ScrolledWindow()
            scroller.setChild(list)
            window.setChild(scroller)
            window.setDefaultSize(width: 900, height: 640)
            window.present()
            Measure.waitForPaint(window, frames: 2)
        }
        private let shown: Box<[FileEntry]>

        /// A keystroke: returns its main-thread CPU time, ms.
        func type(_ text: String) -> Double {
            let cpu = Measure.threadCPUTime()
            walk?.cancel()
            results = SearchResults()
            firstShownAt = nil
            finishedAt = nil
            // As the app: the results before stay until the new walk's first batch.
            if let query = NameQuery(text, collation: collation) {
                let root = root
                let collation = collation
                walk = BlockingWork.start(
                    "search",
                    { ticket in
                        NameSearch.walk(
                            root, query: query, collation: collation, isCancelled: { ticket.isCancelled },
                            found: { batch in ticket.send(batch) { [weak self] batch in self?.add(batch) } })
                    },
                    then: { [weak self] _ in
                        guard let self else { return }
                        if self.results.hits.isEmpty { self.show([]) }
                        self.finishedAt = Measure.now()
                    })
            } else {
                show([])
            }
            return Double(Measure.threadCPUTime() - cpu) / 1000
        }

        private func add(_ batch: [SearchHit]) {
            let cpu = Measure.threadCPUTime()
            results.add(batch)
            show(results.entries)
            if firstShownAt == nil && !results.hits.isEmpty { firstShownAt = Measure.now() }
            batchMainMs.append(Double(Measure.threadCPUTime() - cpu) / 1000)
        }

        /// As the Search page's FileListView.show: the rows on screen filled again (its filter
        /// field is off, so names are not folded for it).
        private func show(_ next: [FileEntry]) {
            let entries = FileFilter(next, collation: .bytes).entries
            self.entries = entries
            shown.value = entries
            list.refill(count: entries.count)
        }

        func waitUntilFinished() { MainLoop.spin(until: { self.finishedAt != nil }, timeout: 60) }
    }

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    static func run(_ tree: SearchTree) -> Figures {
        var figures = Figures(files: tree.files, folders: tree.folders, reports: tree.reports)
        let pipeline = Pipeline(root: RawPath(tree.root.path))
        defer { pipeline.window.destroy() }
        figures.rssBeforeMiB = Double(Measure.memory().rss) / 1024
        _ = pipeline.type("report") // warms the page cache
        pipeline.waitUntilFinished()
        var first: [Double] = []
        var complete: [Double] = []
        for _ in 0..<5 {
            let start = Measure.now()
            _ = pipeline.type("report")
            pipeline.waitUntilFinished()
            Measure.waitForPaint(pipeline.window)
            first.append(Double((pipeline.firstShownAt ?? start) - start) / 1000)
            complete.append(Double((pipeline.finishedAt ?? Measure.now()) - start) / 1000)
        }
        figures.firstResultMs = Measure.median(first)
        figures.completeMs = Measure.median(complete)
        figures.shown = pipeline.results.hits.count
        figures.matched = pipeline.results.matchCount

        pipeline.batchMainMs = []
        var lastKey = Measure.now()
        for length in 1..."report".count {
            figures.keystrokeMainMs.append(pipeline.type(String("report".prefix(length))))
            lastKey = Measure.now()
            MainLoop.spin(until: { Measure.now() - lastKey >= 120_000 }, timeout: 1)
        }
        pipeline.waitUntilFinished()
        figures.typedFirstResultMs = Double((pipeline.firstShownAt ?? lastKey) - lastKey) / 1000
        figures.typedCompleteMs = Double((pipeline.finishedAt ?? Measure.now()) - lastKey) / 1000
        figures.batchMainMaxMs = pipeline.batchMainMs.max() ?? 0

        var peak = 0
        _ = pipeline.type("e")
        MainLoop.spin(
            until: {
                peak = max(peak, Measure.memory().rss)
                return pipeline.finishedAt != nil
            }, timeout: 60)
        figures.rssDuringMiB = Double(peak) / 1024
        _ = pipeline.type("e")
        MainLoop.spin(until: { !pipeline.results.hits.isEmpty }, timeout: 10)
        _ = pipeline.type("") // cancelled at its first batch; the list emptied
        let cancelledAt = Measure.now()
        MainLoop.spin(until: { Measure.now() - cancelledAt >= 1_000_000 }, timeout: 2)
        figures.rssAfterCancelMiB = Double(Measure.memory().rss) / 1024
        return figures
    }
}

/// The search while one folder never answers (`FLOATINGTABS_TEST_SLOW_FOLDER`: its listing waits
/// 10 s, like a dead network mount): run in a process of its own, since the seam is read once.
@MainActor
enum HungSearchRun {
    /// The figures, ms.
    struct Figures: Codable {
        /// Each keystroke's main-thread work while the walks before it are stuck in that folder.
        var keystrokeMainMaxMs = 0.0
        /// The main thread's CPU time from the first keystroke until the list was complete (all
        /// it did in those 10 s: it stayed free for input).
        var mainThreadBusyMs = 0.0
        /// From the last keystroke until the first result, and until the complete list.
        var firstResultMs = 0.0, completeMs = 0.0
    }

    static func run(root: String) -> Figures {
        let pipeline = SearchRun.Pipeline(root: RawPath(root))
        defer { pipeline.window.destroy() }
        var figures = Figures()
        let cpu = Measure.threadCPUTime()
        var keystrokes: [Double] = []
        var lastKey = Measure.now()
        for length in 1..."report".count {
            keystrokes.append(pipeline.type(String("report".prefix(length))))
            lastKey = Measure.now()
            MainLoop.spin(until: { Measure.now() - lastKey >= 120_000 }, timeout: 1)
        }
        MainLoop.spin(until: { pipeline.finishedAt != nil }, timeout: 60)
        figures.keystrokeMainMaxMs = keystrokes.max() ?? 0
        figures.mainThreadBusyMs = Double(Measure.threadCPUTime() - cpu) / 1000
        figures.firstResultMs = Double((pipeline.firstShownAt ?? lastKey) - lastKey) / 1000
        figures.completeMs = Double((pipeline.finishedAt ?? Measure.now()) - lastKey) / 1000
        return figures
    }
}
