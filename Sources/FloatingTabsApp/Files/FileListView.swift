import FileBrowsing
import Gtk
import Localization

/// A scrolled, virtualised list of file entries with a status line (spinner or message) above it.
/// Loading happens off the main thread; the list gets all entries in one batch.
///
/// GTK type `FloatingTabsFileList`, CSS node `filelist`.
@MainActor
final class FileListView: CustomWidget {
    let scroller = ScrolledWindow()
    let list: ListView<FileRow>
    private let model = StringList()
    private let status = Box(horizontal: true, spacing: 8)
    private let spinner = Spinner()
    private let message = Label()
    /// The entries shown, shared with the row binder.
    private final class Entries { var all: [FileEntry] = [] }
    private let store = Entries()
    var entries: [FileEntry] { store.all }

    /// `onOpen` runs when a row is activated. `bottomInset` keeps the last row clear of the
    /// floating tab bar when the list is scrolled to its end.
    init(bottomInset: Int32, onOpen: @escaping @MainActor (FileEntry) -> Void) {
        let store = self.store
        list = ListView(model: model, setup: { FileRow() }, bind: { row, index in
            if store.all.indices.contains(index) { row.show(store.all[index]) }
        })
        super.init(type: fileListType)
        status.setMargins(top: 12, bottom: 12, start: 16, end: 16)
        status.align(horizontal: .center)
        message.wraps = true
        message.setStyleClass("dim-label")
        status.append(spinner)
        status.append(message)
        list.setStyleClass("file-list")
        list.singleClickActivate = false
        scroller.setChild(list)
        list.setMargins(bottom: bottomInset) // the last row scrolls clear of the floating bar
        scroller.disableHorizontalScrolling()
        scroller.expand(horizontal: true, vertical: true)
        addChild(status)
        addChild(scroller)
        list.onActivate { [weak self] index in
            guard let self, self.entries.indices.contains(index) else { return }
            onOpen(self.entries[index])
        }
        showLoading()
    }

    /// Shows the spinner.
    func showLoading() {
        spinner.isVisible = true
        spinner.isSpinning = true
        message.text = localized("Loading…")
        status.isVisible = true
    }

    /// Shows `entries`, or `emptyText` when there are none.
    /// A folder listed again after a change on disk changes only the rows that differ (the
    /// entries before and after them keep their rows), so the scroll position, the keyboard focus
    /// and the selection stay where the user left them.
    func show(_ newEntries: [FileEntry], emptyText: String) {
        let old = store.all
        var prefix = 0
        while prefix < min(old.count, newEntries.count) && old[prefix] == newEntries[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, newEntries.count) - prefix
                && old[old.count - 1 - suffix] == newEntries[newEntries.count - 1 - suffix] { suffix += 1 }
        store.all = newEntries
        model.replace(prefix..<(old.count - suffix), with: newEntries[prefix..<(newEntries.count - suffix)].map(\.name))
        message.setStyleClass("error", false)
        spinner.isSpinning = false
        spinner.isVisible = false
        message.text = newEntries.isEmpty ? emptyText : ""
        status.isVisible = newEntries.isEmpty
        takeFocusIfLost()
    }

    /// When the list appears on screen while keyboard focus is nowhere visible (e.g. it stayed on
    /// the page this one covered), the list takes it so arrows and Enter act on what is shown.
    private func takeFocusIfLost() {
        guard isMapped, !entries.isEmpty else { return }
        let focus = windowFocus
        if focus == nil || focus.map({ !$0.isMapped || contains($0) }) == true {
            list.grabFocus()
        }
    }

    /// Shows an inline error instead of the list.
    func show(error text: String) {
        show([], emptyText: text)
        message.setStyleClass("error")
    }

    /// The status text (tests).
    var statusText: String { message.text }
    /// Whether loading is still going on.
    var isLoading: Bool { spinner.isSpinning }
}

/// The file list's GTK type.
@MainActor let fileListType = WidgetType(name: "FloatingTabsFileList", cssName: "filelist", layout: .column)
