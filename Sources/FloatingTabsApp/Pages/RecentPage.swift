import FileBrowsing
import Foundation
import Gtk
import Localization

/// The Recent tab's root: files under the home folder modified in the last 7 days, newest first.
/// (The tab's badge is `RecentCounter`'s, counted whether or not this page was built.)
///
/// GTK type `FloatingTabsRecentPage`, CSS node `recentpage`; the list fills it.
@MainActor
final class RecentPage: CustomWidget {
    let view: FileListView
    private var scan: BlockingWork?

    init(home: RawPath, bottomInset: Int32, onOpen: @escaping @MainActor (FileEntry) -> Void) {
        view = FileListView(bottomInset: bottomInset, onOpen: onOpen)
        let now = Date()
        super.init(type: recentPageType)
        addChild(view)
        scan = BlockingWork.start("recent", { work in
            RecentScanner.scan(home, since: now.addingTimeInterval(-7 * 86_400), isCancelled: { work.isCancelled })
        }, then: { [weak self] found in
            self?.view.show(found, emptyText: localized("No files changed in the last 7 days."))
        })
    }

    isolated deinit { scan?.cancel() }
}

/// The recent page's GTK type.
@MainActor let recentPageType = WidgetType(name: "FloatingTabsRecentPage", cssName: "recentpage", layout: .bin)
