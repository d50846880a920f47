import FileBrowsing
import Gtk
import FloatingTabs

/// A folder of the Files tab: lists it off the main thread and pushes what the user opens.
@MainActor
final class FolderPage {
    let path: RawPath
    let view: FileListView
    private var task: Task<Void, Never>?

    init(path: RawPath, bottomInset: Int32, onOpen: @escaping @MainActor (FileEntry) -> Void) {
        self.path = path
        view = FileListView(bottomInset: bottomInset, onOpen: onOpen)
        reload()
    }

    /// Lists the folder again (off the main thread).
    func reload() {
        task?.cancel()
        view.showLoading()
        let path = self.path
        task = Task.detached(priority: .userInitiated) { [weak self] in
            let result = Result { () throws(FileSystemError) -> [FileEntry] in
                try DirectoryLister.list(path, isCancelled: { Task.isCancelled })
            }
            guard !Task.isCancelled else { return }
            await MainActor.run { [weak self] in self?.apply(result) }
        }
    }

    private func apply(_ result: Result<[FileEntry], FileSystemError>) {
        switch result {
        case .success(let entries):
            view.show(entries, emptyText: "This folder is empty.")
            AppLog.debug("listed \(path): \(entries.count) entries")
        case .failure(let error): view.show(error: error.description)
        }
    }

    deinit { task?.cancel() }

}
