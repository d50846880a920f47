import Gtk
import TabModel

/// The search tab's page as the view builds it: the app's page filling it, and the search field
/// over the bar's place (`fieldPlace`, in this widget's coordinates; nil while the field is
/// closed). Holding the field here puts it in the panel the Search tab controls.
///
/// GTK type `FloatingTabsSearchPanel`, CSS node `searchpanel`.
@MainActor
final class SearchPanel: CustomWidget {
    /// The app's page.
    let content: Widget
    let field: SearchField
    /// Where the field goes for this widget's size; nil hides it. Set by the view, which owns
    /// the controller it reaches (weakly).
    var fieldPlace: @MainActor (_ width: Int32, _ height: Int32) -> TabRect? = { _, _ in nil }

    init(content: Widget, field: SearchField) {
        self.content = content
        self.field = field
        super.init(type: searchPanelType)
        addChild(content)
        addChild(field)
    }

    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        _ = field.measure(horizontal: horizontal)
        return content.measure(horizontal: horizontal, forSize: forSize)
    }

    override func allocateChildren(width: Int32, height: Int32) {
        content.allocate(x: 0, y: 0, width: width, height: height)
        let place = fieldPlace(width, height)
        if field.isChildVisible != (place != nil) { field.isChildVisible = place != nil }
        guard let place else { return }
        field.allocate(
            x: Int32(place.x.rounded()), y: Int32(place.y.rounded()), width: Int32(place.width.rounded()), height: Int32(place.height.rounded()))
    }
}

/// The search panel's GTK type.
@MainActor let searchPanelType = WidgetType(name: "FloatingTabsSearchPanel", cssName: "searchpanel")
