import Gtk
import Localization

/// The search field the search tab's pill turns into: a search entry in a pill like the bar's,
/// over the bar's place, and a close button at its end (the bar is gone while the field is open:
/// the button is how a pointer or touch goes back to the tabs; Escape is the keyboard's way). It
/// lives in the search tab's panel (`SearchPanel`), so assistive technologies find it in the
/// panel the Search tab controls.
///
/// GTK type `FloatingTabsSearchField`, CSS node `searchfield`.
@MainActor
final class SearchField: CustomWidget {
    /// The entry the user types in.
    let entry = SearchEntry()
    /// Closes the field, back to the tab shown before (`SearchController` acts on it).
    let closeButton = Button(iconName: "window-close-symbolic")
    private let surface = PillSurface()

    init() {
        super.init(type: searchFieldType)
        setStyleClass("floating-tab-bar")
        setStyleClass("search-field")
        describe(localized("Search"))
        entry.expand(horizontal: true, vertical: false)
        entry.align(vertical: .center)
        addChild(entry)
        let close = localized("Close Search")
        closeButton.setStyleClass("flat")
        closeButton.setStyleClass("circular")
        closeButton.tooltip = close
        closeButton.setAccessibleLabel(close)
        closeButton.align(vertical: .center)
        addChild(closeButton)
        surface.install(in: self)
    }

    /// The entry and the close button side by side, the entry taking the room the button leaves.
    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        surface.measure(horizontal: horizontal, forSize: forSize)
        let field = entry.measure(horizontal: horizontal, forSize: -1)
        let close = closeButton.measure(horizontal: horizontal, forSize: -1)
        return horizontal
            ? (field.minimum + close.minimum, field.natural + close.natural) : (max(field.minimum, close.minimum), max(field.natural, close.natural))
    }

    override func allocateChildren(width: Int32, height: Int32) {
        surface.allocate(in: self)
        let close = min(closeButton.measure(horizontal: true, forSize: height).natural, width)
        let field = max(width - close, entry.measure(horizontal: true, forSize: height).minimum)
        let rightToLeft = isRightToLeft
        entry.allocate(x: rightToLeft ? width - field : 0, y: 0, width: field, height: height)
        closeButton.allocate(x: rightToLeft ? 0 : width - close, y: 0, width: close, height: height)
    }

    /// Sets the hint the empty field shows and the name screen readers read for it (GTK 4.8
    /// would read the type name, "GtkSearchEntry").
    func describe(_ text: String) {
        entry.setPlaceholder(text)
        entry.setAccessibleLabel(text)
    }
}

/// The search field's GTK type.
@MainActor let searchFieldType = WidgetType(name: "FloatingTabsSearchField", cssName: "searchfield")
