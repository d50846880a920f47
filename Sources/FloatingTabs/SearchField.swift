import Gtk
import Localization

/// The search field the search tab's pill turns into: a search entry in a pill like the bar's,
/// over the bar's place. It lives in the search tab's panel (`SearchPanel`), so assistive
/// technologies find it in the panel the Search tab controls.
///
/// GTK type `FloatingTabsSearchField`, CSS node `searchfield`.
@MainActor
final class SearchField: CustomWidget {
    /// The entry the user types in.
    let entry = SearchEntry()

    init() {
        super.init(type: searchFieldType)
        setStyleClass("floating-tab-bar")
        setStyleClass("search-field")
        describe(localized("Search"))
        entry.expand(horizontal: true, vertical: false)
        entry.align(vertical: .center)
        addChild(entry)
    }

    /// Sets the hint the empty field shows and the name screen readers read for it (GTK 4.8
    /// would read the type name, "GtkSearchEntry").
    func describe(_ text: String) {
        entry.setPlaceholder(text)
        entry.setAccessibleLabel(text)
    }
}

/// The search field's GTK type.
@MainActor let searchFieldType = WidgetType(name: "FloatingTabsSearchField", cssName: "searchfield", layout: .bin)
