import FileBrowsing
import Foundation
import Gtk

/// Time to show a 10,000-entry folder: list it (sorted folders first, natural order by GLib's
/// file-name collation, and the names folded for the filter, as Files' listing thread does), hand the
/// names to a virtualised `ListView` in one batch, and paint the first frame that shows rows. Then
/// a filter typed into it one keystroke at a time, as Files' filter field does it: each keystroke
/// narrows the entries (`FileFilter`), replaces the list's rows and paints; the main thread's CPU
/// time of each is recorded, for the filter's own work and until the frame is painted.
@MainActor
enum FolderRun {
    final class NameRow: ListRow {
        let label = Label()
        var widget: Widget { label }
    }

    /// The entries the list shows, which its rows read.
    final class Shown {
        var entries: [FileEntry] = []
    }

    /// The folder's figures, ms.
    struct Figures {
        var shownMs: Double
        /// Each keystroke of the filter: the main thread's CPU time from the keystroke until the
        /// frame that shows it is painted (entries narrowed, rows replaced, layout, paint) — work
        /// done, not the wait for the frame clock's tick.
        var keystrokeMs: [Double]
        /// Each keystroke's filtering alone: entries narrowed and the list's rows replaced.
        var filterMs: [Double]
    }

    nonisolated static let filterTyped = "entry-9999"

    static func run(entries count: Int) -> Figures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabbench-folder-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<count { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("entry-\(index).txt").path, contents: nil) }

        let window = Window()
        let shown = Shown()
        let list = ListView(
            setup: { NameRow() }, bind: { row, index in row.label.text = shown.entries.indices.contains(index) ? shown.entries[index].name : "" })
        let scroller = ScrolledWindow()
        scroller.setChild(list)
        window.setChild(scroller)
        window.setDefaultSize(width: 800, height: 600)
        window.present()
        Measure.waitForPaint(window, frames: 2)
        let start = Measure.now()
        // The app's collation (its `NameCollation.desktop`): GLib's sort keys and folding.
        let collation = NameCollation(key: FilenameCollation.key, fold: TextFolding.fold)
        // Listed, sorted and folded for the filter in one go, as the app's listing thread does.
        let filter = FileFilter((try? DirectoryLister.list(RawPath(folder.path), collation: collation)) ?? [], collation: collation)
        shown.entries = filter.entries
        list.replace(0..<0, count: filter.entries.count)
        let painted = Measure.waitForPaint(window)
        var keystrokes: [Double] = []
        var filtering: [Double] = []
        for length in 1...filterTyped.count {
            let cpu = Measure.threadCPUTime()
            shown.entries = filter.matching(String(filterTyped.prefix(length)))
            list.refill(count: shown.entries.count) // as Files' list does
            filtering.append(Double(Measure.threadCPUTime() - cpu) / 1000)
            Measure.waitForPaint(window)
            keystrokes.append(Double(Measure.threadCPUTime() - cpu) / 1000)
        }
        window.destroy()
        return Figures(shownMs: Double(painted - start) / 1000, keystrokeMs: keystrokes, filterMs: filtering)
    }
}
