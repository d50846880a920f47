import FileBrowsing
import FoundationEssentials
import Gtk
import Localization
import StateStorage
import TabModel

/// Folders pinned as tabs: each is an `AppTab.pinned` in the one selection model, after the
/// built-in tabs, with its own navigation stack. Which folders are pinned is read from the model
/// (`pinnedFolders`), saved with the session and inserted again before the saved order applies.
extension MainWindow {
    /// The pinned folders, in the bar's order (hidden ones included).
    var pinnedFolders: [RawPath] { selection.arrangedTabs.compactMap(\.pinnedFolder) }

    /// "Pin as Tab": adds a tab for `path` after the others and shows it; a folder pinned
    /// already shows its tab (shown again if it was hidden). At most `AppTab.maximumPinned`.
    func pin(_ path: RawPath) {
        let tab = AppTab.pinned(path)
        if selection.tab(tab.id) == nil && !selection.isHidden(tab.id) {
            guard pinnedFolders.count < AppTab.maximumPinned else {
                return openBanner.show(
                    localized(
                        "You can pin up to {count} folders. Unpin one to pin “{name}”.", ["count": String(AppTab.maximumPinned), "name": path.displayName]),
                    showsAction: false)
            }
            try? selection.insert(tab)
            AppLog.debug("pinned \(path)")
        }
        if selection.isHidden(tab.id) { try? selection.unhide(tab.id) }
        try? selection.select(tab.id, reason: .programmatic)
        session.scheduleSave()
    }

    /// Unpin: removes the folder's tab with its page and navigation.
    func unpin(_ path: RawPath) {
        let tab = AppTab.pinned(path)
        guard selection.tab(tab.id) != nil || selection.isHidden(tab.id) else { return }
        try? selection.remove(tab.id)
        navigation.replace(tab.id, with: [])
        pages.forgetStack(of: tab)
        AppLog.debug("unpinned \(path)")
        session.scheduleSave()
    }

    /// The header menu's "Pin This Folder as Tab": the folder shown in the current tab.
    func pinShownFolder() {
        if let folder = shownFolder { pin(folder) }
    }

    /// The folder the current tab shows on top (a file's preview counts as its folder's), if any:
    /// Files and pinned tabs show folders, the other tabs none.
    var shownFolder: RawPath? {
        guard let tab = selection.selectedTab, pages.rootFolder(of: tab) != nil else { return nil }
        if case .file(let path) = navigation.path(for: tab.id).last { return path.parent }
        return pages.topFolder(of: tab)
    }

    /// The main menu's item is there only while the current tab shows a folder.
    func updatePinShown() { actions.pinShown.isEnabled = shownFolder != nil }

    /// The tab context menu's Unpin, for pinned tabs.
    func tabMenuItems(for tab: AppTab) -> [(label: String, action: String)] {
        guard tab.pinnedFolder != nil else { return [] }
        return [(localized("Unpin"), "win.unpin-tab::\(tab.id)")]
    }

    /// `win.unpin-tab::ID`.
    func unpin(tabID: String) {
        if let path = (selection.tab(tabID) ?? selection.hiddenTabs.first { $0.id == tabID })?.pinnedFolder { unpin(path) }
    }

    /// The session's record of the pinned folders.
    var pinnedRecord: String {
        (try? JSONEncoder().encode(pinnedFolders)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// Inserts the tabs of a saved record (unreadable or duplicate entries are left out, and
    /// no more than `AppTab.maximumPinned`); whether the folders still exist is shown when their
    /// tab is opened.
    func restorePinned(from record: String?) {
        guard let record, let entries = ShallowJSON.decoded([ReadablePath].self, from: record) else { return }
        let paths = entries.compactMap(\.path)
        for path in paths.prefix(AppTab.maximumPinned) where selection.tab(AppTab.pinned(path).id) == nil {
            try? selection.insert(.pinned(path))
        }
    }
}

/// One entry of the saved pinned list, read on its own: an unreadable path is nil instead of
/// losing the whole list.
private struct ReadablePath: Decodable {
    let path: RawPath?
    init(from decoder: Decoder) throws { path = try? RawPath(from: decoder) }
}
