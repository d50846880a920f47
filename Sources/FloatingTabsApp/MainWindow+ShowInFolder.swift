import FileBrowsing
import TabModel

/// "Show in Folder" on a recent file: one tab drives another through the one selection model and
/// the one navigation store — Files is selected, its stack is replaced by the folders from Home
/// down to the file's folder, and the file is selected there once the folder is listed.
extension MainWindow {
    func showInFolder(_ file: RawPath) {
        let folder = file.parent
        AppLog.debug("show in folder \(file)")
        navigation.replace(AppTab.files.id, with: Self.routes(from: home, to: folder))
        try? selection.select(AppTab.files.id, reason: .programmatic)
        // The folder's page may exist already (it was on top of Files); else it takes the file
        // when it is made.
        if let page = pages.folderPages.last(where: { $0.tab == .files && $0.page?.path == folder })?.page {
            page.reveal(file)
        } else {
            pages.pendingReveal = file
        }
    }

    /// The folder routes from `root` (exclusive) down to `folder`; just `folder` when it is not
    /// inside `root`, none when it is `root`.
    static func routes(from root: RawPath, to folder: RawPath) -> [AppRoute] {
        guard folder != root else { return [] }
        let prefix = root.bytes.last == UInt8(ascii: "/") ? root.bytes : root.bytes + [UInt8(ascii: "/")]
        guard folder.bytes.starts(with: prefix) else { return [.folder(folder)] }
        var current = root
        var routes: [AppRoute] = []
        for name in folder.bytes.dropFirst(prefix.count).split(separator: UInt8(ascii: "/")) {
            current = current.appending(Array(name))
            routes.append(.folder(current))
        }
        return routes
    }
}
