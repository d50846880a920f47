import Gtk

/// The accessible panel around one tab's page (role TAB_PANEL); it fills the pager and gives the
/// page the whole area, under the floating bar.
///
/// GTK type `FloatingTabsPage`, CSS node `tabpage`; the page fills it (`GtkBinLayout`).
@MainActor
final class PageHost: CustomWidget {
    /// The app's page widget, built on first visit.
    let content: Widget
    /// The widget that had focus when the page was last hidden.
    let focusMemory = WeakWidgetPointer()
    /// Set when the tab was selected before its page could be on screen (the view itself not
    /// mapped yet): the page takes the focus once it is shown (`takeFocus`).
    var takesFocusWhenShown = false

    init(content: Widget) {
        self.content = content
        super.init(type: pageHostType)
        setStyleClass("floating-tabs-page")
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

    /// Gives the focus back to the widget that had it when the page was hidden, or to the page's
    /// first focusable widget.
    func takeFocus() {
        if !focusMemory.restoreFocus() { focusFirstChild() }
    }
}

/// The page host's GTK type.
@MainActor let pageHostType = WidgetType(name: "FloatingTabsPage", cssName: "tabpage", role: .tabPanel, layout: .bin)
