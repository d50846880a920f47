import FileBrowsing
import Foundation
import Gtk

/// Time to show a 10,000-entry folder: list it (raw names, sorted folders first), hand the names
/// to a virtualised `ListView` in one batch, and paint the first frame that shows rows.
@MainActor
enum FolderRun {
    final class NameRow: ListRow {
        let label = Label()
        var widget: Widget { label }
    }

    static func run(entries count: Int) -> Double {
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
        let entries = (try? DirectoryLister.list(RawPath(folder.path))) ?? []
        model.append(contentsOf: entries.map(\.name))
        let painted = Measure.waitForPaint(window)
        window.destroy()
        return Double(painted - start) / 1000
    }
}
