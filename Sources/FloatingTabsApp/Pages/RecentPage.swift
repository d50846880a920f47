import FileBrowsing
import Gtk
import Localization

/// The Recent tab's root: files under the home folder modified in the last 7 days, newest first,
/// as `RecentFiles` scanned them (the same scan gives the tab's badge); each row says which
/// folder its file is in, as in Search. The list follows each new scan, changing only the rows
/// that differ.
///
/// GTK type `FloatingTabsRecentPage`, CSS node `recentpage`; the list fills it.
@MainActor
final class RecentPage: CustomWidget {
    let view: FileListView

    init(recent: RecentFiles, home: RawPath, bottomInset: Int32, onOpen: @escaping @MainActor (FileEntry) -> Void) {
        view = FileListView(name: localized("Recent files"), bottomInset: bottomInset, onOpen: onOpen)
        super.init(type: recentPageType)
        addChild(view)
        view.location = { entry in HomeLocation.of(entry.path, under: home) }
        recent.observe { [weak self] found in
            self?.view.show(found, emptyText: localized("No files changed in the last 7 days."))
        }
    }
}

/// The recent page's GTK type.
@MainActor let recentPageType = WidgetType(name: "FloatingTabsRecentPage", cssName: "recentpage", layout: .bin)
