import Gtk

/// The search tab's own round pill beside the bar: one tab button (role TAB) showing the search
/// tab's icon. While the search field opens it grows from a circle to the field's place (and
/// shrinks back when the field closes); `SearchController` places it.
///
/// GTK type `FloatingTabsSearchPill`, CSS node `searchpill` (styled like the bar).
@MainActor
final class SearchPill: CustomWidget {
    /// The search tab's button.
    let tab: TabButton

    init(iconName: String) {
        tab = TabButton(iconName: iconName)
        super.init(type: searchPillType)
        setStyleClass("floating-tab-bar")
        setStyleClass("search-pill")
        // The icon keeps its place at the leading edge as the pill grows into the field.
        tab.contentAlignedToStart = true
        addChild(tab.button)
    }
}

/// The search pill's GTK type.
@MainActor let searchPillType = WidgetType(name: "FloatingTabsSearchPill", cssName: "searchpill", layout: .bin)
