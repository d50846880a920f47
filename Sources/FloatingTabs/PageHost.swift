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

    init(content: Widget) {
        self.content = content
        super.init(type: pageHostType)
        setStyleClass("floating-tabs-page")
        addChild(content)
    }
}

/// The page host's GTK type.
@MainActor let pageHostType = WidgetType(name: "FloatingTabsPage", cssName: "tabpage", role: .tabPanel, layout: .bin)
