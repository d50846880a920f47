import FileBrowsing
import Gtk
import Localization

/// What can be done with an entry of a file list: open it (a folder in its tab, a file in its
/// default application through GIO), open it with another application, preview it, copy its
/// location, pin a folder as a tab, show a recent file in its folder. The context menu's items
/// are window actions (`win.file-open`, …) that act on the entry the menu was opened for.
///
/// The window owns this object; the actions' handlers (held by GTK) capture it weakly.
@MainActor
final class FileActions {
    private weak var window: Window?
    /// The entry and tab the last context menu was opened for.
    private var target: (entry: FileEntry, tab: AppTab)?
    /// Folders open in their tab, files show their preview there (set by the window).
    var push: @MainActor (AppRoute, AppTab) -> Void = { _, _ in }
    /// Adds a tab for a folder.
    var pin: @MainActor (RawPath) -> Void = { _ in }
    /// Opens Files at a file's folder with the file selected.
    var showInFolder: @MainActor (RawPath) -> Void = { _ in }
    /// Says why a file did not open (the window's banner); `canChoose` offers Open With….
    var report: @MainActor (String, _ canChoose: Bool) -> Void = { _, _ in }
    /// The file the last failure was about, for the banner's Open With….
    private(set) var lastFailure: RawPath?
    private var chooserWork: BlockingWork?

    init(window: Window) {
        self.window = window
        let actions: [(String, @MainActor (FileActions, FileEntry, AppTab) -> Void)] = [
            ("file-open", { actions, entry, tab in actions.open(entry, in: tab) }),
            ("file-open-with", { actions, entry, _ in actions.chooseApplication(for: entry.path) }),
            ("file-preview", { actions, entry, tab in _ = actions.preview(entry, in: tab) }),
            ("file-copy-location", { actions, entry, _ in actions.copyLocation(of: entry.path) }),
            ("file-pin", { actions, entry, _ in actions.pin(entry.path) }),
            ("file-show-in-folder", { actions, entry, _ in actions.showInFolder(entry.path) }),
        ]
        for (name, body) in actions {
            window.addAction(
                SimpleAction(name: name) { [weak self] in
                    guard let self, let target = self.target else { return }
                    body(self, target.entry, target.tab)
                })
        }
    }

    /// The context menu for `entry` in `tab`; its items act on that entry.
    func menu(for entry: FileEntry, in tab: AppTab) -> MenuModel {
        target = (entry, tab)
        return MenuModel(sections: Self.menuItems(for: entry, in: tab))
    }

    /// The row menu's sections for `entry` in `tab`: what it can do and, in the lists gathered
    /// from many folders (Recent, Search), Show in Folder.
    static func menuItems(for entry: FileEntry, in tab: AppTab) -> [[(label: String, action: String)]] {
        let showInFolder = tab == .recent || tab == .search ? [(label: localized("Show in Folder"), action: "win.file-show-in-folder")] : []
        if entry.opensAsFolder {
            return [
                [(localized("Open"), "win.file-open")] + showInFolder,
                [(localized("Pin as Tab"), "win.file-pin")],
                [(localized("Copy Location"), "win.file-copy-location")],
            ]
        }
        let first = [
            (label: localized("Open"), action: "win.file-open"), (localized("Open With…"), "win.file-open-with"), (localized("Preview"), "win.file-preview"),
        ]
        return [first + showInFolder, [(localized("Copy Location"), "win.file-copy-location")]]
    }

    /// Enter, a double click or Open: a folder opens in the tab, a file in its default
    /// application; if that fails the window says why.
    func open(_ entry: FileEntry, in tab: AppTab) {
        if entry.opensAsFolder { return push(.folder(entry.path), tab) }
        guard entry.kind == .file || entry.kind == .symlinkToFile else {
            return fail(localized("“{name}” is not a regular file, so it cannot be opened.", ["name": entry.name]), path: entry.path, canChoose: false)
        }
        guard let window else { return }
        let path = entry.path
        let name = entry.name
        AppLog.debug("open \(path)")
        FileLauncher.openWithDefault(path.bytes, parent: window, completion: launched(path, named: name, "opened \(path)"))
    }

    /// Space or Preview: a file's preview in the tab (folders have none). Returns whether it showed.
    func preview(_ entry: FileEntry, in tab: AppTab) -> Bool {
        guard !entry.opensAsFolder else { return false }
        push(.file(entry.path), tab)
        return true
    }

    /// Open With…: where GTK asks through the desktop's portal (GTK 4.12 and later) and a portal
    /// runs, the portal asks which application (on GNOME, its own chooser); otherwise GTK's
    /// application chooser lists the applications for the file's type. The chosen one is started
    /// on the file.
    func chooseApplication(for path: RawPath) {
        guard FileLauncher.canAsk else { return chooseInDialog(path) }
        DBusConnection.session { [weak self] connection in
            guard let connection else {
                self?.chooseInDialog(path)
                return
            }
            connection.hasOwner("org.freedesktop.portal.Desktop") { [weak self] running in
                guard let self else { return }
                if running { self.askThroughPortal(path) } else { self.chooseInDialog(path) }
            }
        }
    }

    private func askThroughPortal(_ path: RawPath) {
        guard let window else { return }
        AppLog.debug("ask the portal which application opens \(path)")
        FileLauncher.askAndOpen(path.bytes, parent: window, completion: launched(path, named: path.displayName, "opened \(path) with a chosen application"))
    }

    /// GTK's application chooser, for the file's type (found off the main thread: GIO may read
    /// the file to tell its type).
    private func chooseInDialog(_ path: RawPath) {
        chooserWork?.cancel()
        chooserWork = BlockingWork.start(
            "content type \(path.displayName)", { _ in FileLauncher.contentType(of: path.bytes) },
            then: { [weak self] type in
                guard let self, let window = self.window else { return }
                AppLog.debug("choose application for \(path) (\(type))")
                let dialog = AppChooserDialog(parent: window, contentType: type, heading: localized("Open “{name}” with:", ["name": path.displayName]))
                dialog.run(opening: path.bytes, completion: self.launched(path, named: path.displayName, "opened \(path) with a chosen application"))
            })
    }

    /// Copy Location: the path as people read it, on the clipboard.
    private func copyLocation(of path: RawPath) {
        window?.copyToClipboard(path.description)
        AppLog.debug("copied location \(path)")
    }

    /// How an attempt to open `path` (shown as `name`) ends: logged as `opened`, or said in the
    /// window with Open With…. A dismissed question ends with neither.
    private func launched(_ path: RawPath, named name: String, _ opened: String) -> FileLauncher.Completion {
        { [weak self] error in
            guard let error else { return AppLog.debug(opened) }
            self?.fail(localized("“{name}” could not be opened: {reason}", ["name": name, "reason": error]), path: path, canChoose: true)
        }
    }

    private func fail(_ message: String, path: RawPath, canChoose: Bool) {
        AppLog.warning(message)
        lastFailure = canChoose ? path : nil
        report(message, canChoose)
    }
}
