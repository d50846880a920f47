import FileBrowsing
import Gtk
import Localization

/// The Search tab's root: the files and folders under the home folder whose names match what is
/// typed in the search field (the field is the tab's own, over the bar), best matches first,
/// growing as the search finds more. Rows act as in Files.
///
/// GTK type `FloatingTabsSearchPage`, CSS node `searchpage`; the list fills it.
@MainActor
final class SearchPage: CustomWidget {
    let view: FileListView
    let search: HomeSearch

    init(home: RawPath, bottomInset: Int32, onOpen: @escaping @MainActor (FileEntry) -> Void) {
        view = FileListView(name: localized("Search results"), bottomInset: bottomInset, onOpen: onOpen)
        search = HomeSearch(root: home)
        super.init(type: searchPageType)
        addChild(view)
        view.disableFilter()
        view.refillsOnUpdate = true
        view.location = { entry in HomeLocation.of(entry.path, under: home) }
        search.onChange = { [weak self] progress in self?.show(progress) }
        show(search.progress)
    }

    private func show(_ progress: HomeSearch.Progress) {
        let empty: String
        if let query = progress.query {
            empty = progress.isFinished ? localized("Nothing in your home folder is named like “{text}”.", ["text": query.text]) : localized("Searching…")
        } else {
            empty = localized("Type to find files and folders in your home folder.")
        }
        view.show(progress.entries, emptyText: empty, filterable: false) // its filter field is off
    }
}

/// The search page's GTK type.
@MainActor let searchPageType = WidgetType(name: "FloatingTabsSearchPage", cssName: "searchpage", layout: .bin)
