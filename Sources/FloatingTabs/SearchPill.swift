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
    private let surface = PillSurface()

    init(iconName: String) {
        tab = TabButton(iconName: iconName)
        super.init(type: searchPillType)
        setStyleClass("floating-tab-bar")
        setStyleClass("search-pill")
        // The icon keeps its place at the leading edge as the pill grows into the field.
        tab.contentAlignedToStart = true
        addChild(tab.button)
        surface.install(in: self)
    }

    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        surface.measure(horizontal: horizontal, forSize: forSize)
        return tab.button.measure(horizontal: horizontal, forSize: forSize)
    }

    override func allocateChildren(width: Int32, height: Int32) {
        surface.allocate(in: self)
        tab.button.allocate(x: 0, y: 0, width: width, height: height)
    }
}

/// The search pill's GTK type.
@MainActor let searchPillType = WidgetType(name: "FloatingTabsSearchPill", cssName: "searchpill")
