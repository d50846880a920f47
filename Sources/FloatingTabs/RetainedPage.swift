import Gtk

/// The one host of a retained page, for the tab pager and the navigation levels alike: the
/// surface around a page that stays built, parented and hidden — with its scroll position,
/// selection and typed text — while another page is shown, and that remembers where the focus
/// was in it so it can give the focus back when it is shown again.
///
/// Its GTK type says what it is to CSS and assistive technologies (`Kind`); the page fills it
/// (`GtkBinLayout`). The page's Swift state lives as long as this widget is in its container,
/// like every wrapper.
@MainActor
final class RetainedPage: CustomWidget {
    /// What the page is.
    enum Kind {
        /// A tab's page in the pager: GTK type `FloatingTabsPage`, CSS node `tabpage`, role
        /// TAB_PANEL; it gives the page the whole area, under the floating bar.
        case tabPanel
        /// One level of a navigation stack: GTK type `FloatingTabsNavigationLevel`, CSS node
        /// `navigationlevel`, opaque so it covers the level below while it slides over it, with a
        /// shadow on it (`.sliding`).
        case navigationLevel
    }

    /// The app's page widget.
    let content: Widget
    /// The widget that had focus in the page when it was last hidden or covered.
    let focusMemory = WeakWidgetPointer()
    /// The widget in the page that takes the focus when none is remembered (`NavigationPage`'s
    /// `focusTarget`). Weak: the page owns its widgets.
    let focusTarget = WeakWidgetPointer()
    /// Set when the page was chosen before it could be on screen (its container not mapped
    /// yet): it takes the focus once it is shown (`takeFocus`).
    var takesFocusWhenShown = false

    init(content: Widget, kind: Kind) {
        self.content = content
        switch kind {
        case .tabPanel:
            super.init(type: tabPageType)
            setStyleClass("floating-tabs-page")
        case .navigationLevel:
            super.init(type: navigationLevelType)
            setStyleClass("navigation-level")
        }
        addChild(content)
        onMap { [weak self] in
            guard let self, self.takesFocusWhenShown else { return }
            self.takesFocusWhenShown = false
            // After the layout that maps the page: a focus change restyles widgets.
            _ = MainLoop.idle { [weak self] in
                if let self, self.isMapped { self.takeFocus() }
                return false
            }
        }
    }

    /// Gives the focus back to the widget that had it when the page was hidden (if it is still
    /// in the page), else to the page's focus target, else to its content (`ContentFocusing`),
    /// else to its first focusable widget. False when nothing in the page took it.
    @discardableResult
    func takeFocus() -> Bool {
        for pointer in [focusMemory, focusTarget] {
            if let widget = pointer.widget, contains(widget), pointer.restoreFocus() { return true }
        }
        if let page = content as? ContentFocusing, page.focusContent() { return true }
        return focusFirstChild()
    }

    /// Remembers `focus` as this page's focus if it is inside the page (the page is about to be
    /// hidden or covered).
    func rememberFocus(_ focus: WidgetHandle?) {
        if let focus, contains(focus) { focusMemory.widget = focus }
    }
}

/// A tab page's GTK type.
@MainActor let tabPageType = WidgetType(name: "FloatingTabsPage", cssName: "tabpage", role: .tabPanel, layout: .bin)
/// A navigation level's GTK type.
@MainActor let navigationLevelType = WidgetType(name: "FloatingTabsNavigationLevel", cssName: "navigationlevel", layout: .bin)
