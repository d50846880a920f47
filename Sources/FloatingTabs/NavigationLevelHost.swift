import Gtk

/// The opaque surface around one navigation level's page: it covers the level below while it
/// slides over it, and casts a shadow on it (`.sliding`).
///
/// GTK type `FloatingTabsNavigationLevel`, CSS node `navigationlevel`; the page fills it
/// (`GtkBinLayout`). The page's Swift state lives as long as this widget is in the stack.
@MainActor
final class NavigationLevelHost: CustomWidget {
    /// The level's page.
    let page: NavigationPage
    /// The widget that had focus in this level when it was last covered.
    let focusMemory = WeakWidgetPointer()

    init(page: NavigationPage) {
        self.page = page
        super.init(type: navigationLevelType)
        setStyleClass("navigation-level")
        addChild(page.widget)
    }
}

/// The navigation level's GTK type.
@MainActor let navigationLevelType = WidgetType(name: "FloatingTabsNavigationLevel", cssName: "navigationlevel", layout: .bin)
