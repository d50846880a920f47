import FileBrowsing
import FloatingTabs
import FoundationEssentials
import Glibc
import Gtk
import Localization

/// A folder of the Files tab: lists it on a thread of its own (`BlockingWork`) in the order the
/// user chose (sorted there too, natural order by GLib's file-name collation), lists it again
/// when its contents change on disk (or shows that it is gone), the order changes or hidden
/// files are shown or hidden, and pushes
/// what the user opens.
/// The folder's monitor is set up on the first listing's thread too: both touch the disk.
///
/// GTK type `FloatingTabsFolderPage`, CSS node `folderpage`; the list fills it.
@MainActor
final class FolderPage: CustomWidget {
    let path: RawPath
    let view: FileListView
    /// The order the user chose and whether hidden files show (main menu), read at each listing.
    private let options: @MainActor () -> (order: FileOrder, includeHidden: Bool)
    private var listing: BlockingWork?
    /// The folder, watched from the first listing on: a change lists it again, quietly.
    private lazy var watch = FolderWatch(path) { [weak self] in self?.scheduleRefresh() }
    private var pendingRefresh: UInt32 = 0
    /// An entry to select once the folder is listed ("Show in Folder").
    private var pendingSelection: RawPath?
    /// Offered with the message when the folder no longer exists (a pinned folder's Unpin).
    var actionWhenMissing: (label: String, run: @MainActor () -> Void)?
    /// Changes on disk often come in bursts (a copy, an unpacked archive): list once they settle.
    static let refreshDelayMilliseconds: UInt32 = 250

    /// How names sort and fold for the filter (the desktop's: GLib's), on the listing's thread.
    private let collation: NameCollation

    init(
        path: RawPath, bottomInset: Int32,
        options: @escaping @MainActor () -> (order: FileOrder, includeHidden: Bool) = { (FileOrder(), false) },
        collation: NameCollation = .desktop,
        onOpen: @escaping @MainActor (FileEntry) -> Void
    ) {
        self.path = path
        self.options = options
        self.collation = collation
        view = FileListView(name: path.displayName, bottomInset: bottomInset, onOpen: onOpen)
        super.init(type: folderPageType)
        addChild(view)
        reload()
    }

    /// Lists the folder again (off the main thread); `quietly` keeps the current list on screen
    /// instead of the spinner until the new listing is ready.
    func reload(quietly: Bool = false) {
        listing?.cancel() // an older listing that finishes late is never shown
        if !quietly { view.showLoading() }
        let path = self.path
        let (order, includeHidden) = self.options()
        let makeMonitor = watch.monitorForScan()
        let collation = self.collation
        listing = BlockingWork.start(
            "list \(path.displayName)",
            { work in
                let monitor = makeMonitor()
                // The names are folded for the filter here too (about 20 ms for 10,000), not on
                // the main thread when the listing is shown.
                let result = Result { () throws(FileSystemError) -> FileFilter in
                    let entries = try DirectoryLister.list(
                        path, includeHidden: includeHidden, order: order, collation: collation, isCancelled: { work.isCancelled })
                    return FileFilter(entries, collation: collation)
                }
                return (result, monitor)
            },
            then: { [weak self] result, monitor in
                guard let self else { return }
                self.watch.adopt(monitor)
                self.apply(result)
            })
    }

    /// Selects the entry at `path` and scrolls to it: now if the folder is listed and has it,
    /// else after the next listing.
    func reveal(_ path: RawPath) {
        pendingSelection = view.isLoading || !view.select(path) ? path : nil
        if pendingSelection != nil && !view.isLoading { reload(quietly: true) } // newer than the listing
    }

    private func scheduleRefresh() {
        if pendingRefresh != 0 { MainLoop.remove(pendingRefresh) }
        pendingRefresh = MainLoop.timeout(milliseconds: Self.refreshDelayMilliseconds) { [weak self] in
            self?.pendingRefresh = 0
            self?.reload(quietly: true)
            return false
        }
    }

    private func apply(_ result: Result<FileFilter, FileSystemError>) {
        switch result {
        case .success(let listing):
            view.show(listing, emptyText: localized("This folder is empty."))
            if let path = pendingSelection {
                pendingSelection = nil
                view.select(path)
            }
            AppLog.debug("listed \(path): \(listing.entries.count) entries")
        case .failure(let error):
            let missing = error.code == ENOENT || error.code == ENOTDIR
            view.show(error: error.description, action: missing ? actionWhenMissing : nil)
            AppLog.debug("cannot list \(path): \(error.description)")
        }
    }

    isolated deinit {
        listing?.cancel()
        if pendingRefresh != 0 { MainLoop.remove(pendingRefresh) }
    }
}

/// The folder page's GTK type.
@MainActor let folderPageType = WidgetType(name: "FloatingTabsFolderPage", cssName: "folderpage", layout: .bin)
