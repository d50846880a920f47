import FileBrowsing
import Foundation
import Gtk

/// Time to show a 10,000-entry folder: list it (sorted folders first, natural order by GLib's
/// file-name collation, as Files does), hand the names to a virtualised `ListView` in one batch,
/// and paint the first frame that shows rows. Then a filter typed into it one keystroke at a
/// time, as Files' filter field does it: each keystroke narrows the entries (`FileFilter`),
/// replaces the list's rows and paints; the CPU time of each is recorded.
@MainActor
enum FolderRun {
    final class NameRow: ListRow {
        let label = Label()
        var widget: Widget { label }
    }

    /// The folder's figures, ms.
    struct Figures {
        var shownMs: Double
        /// Each keystroke of the filter: the CPU time the process spends from the keystroke until
        /// the frame that shows it is painted (entries narrowed, rows replaced, layout, paint) —
        /// work done, not the wait for the frame clock's tick.
        var keystrokeMs: [Double]
    }

    nonisolated static let filterTyped = "entry-9999"

    static func run(entries count: Int) -> Figures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabbench-folder-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<count { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("entry-\(index).txt").path, contents: nil) }

        let window = Window()
        let model = StringList()
        let list = ListView(model: model, setup: { NameRow() }, bind: { row, index in row.label.text = model[index] })
        let scroller = ScrolledWindow()
        scroller.setChild(list)
        window.setChild(scroller)
        window.setDefaultSize(width: 800, height: 600)
        window.present()
        Measure.waitForPaint(window, frames: 2)
        let start = Measure.now()
        let entries = (try? DirectoryLister.list(RawPath(folder.path), collationKey: FilenameCollation.key)) ?? []
        model.append(contentsOf: entries.map(\.name))
        let painted = Measure.waitForPaint(window)
        let filter = FileFilter(entries)
        var shown = entries
        var keystrokes: [Double] = []
        for length in 1...filterTyped.count {
            let cpu = Measure.cpuTime()
            let matches = filter.matching(String(filterTyped.prefix(length)))
            let splice = ListSplice(from: shown, to: matches) // as Files' list does
            model.replace(splice.range, with: splice.replacement.map(\.name))
            shown = matches
            Measure.waitForPaint(window)
            keystrokes.append(Double(Measure.cpuTime() - cpu) / 1000)
        }
        window.destroy()
        return Figures(shownMs: Double(painted - start) / 1000, keystrokeMs: keystrokes)
    }
}
