import CGtk
import Gtk

/// The accessible panel around one tab's page (role TAB_PANEL); it fills the pager and gives the
/// page the whole area, under the floating bar.
@MainActor
final class PageHost: LayoutContainer {
    /// The app's page widget, built on first visit.
    let content: Widget
    /// The widget that had focus when the page was last hidden.
    let focusMemory = WeakWidgetPointer()

    init(content: Widget) {
        self.content = content
        super.init(role: GTK_ACCESSIBLE_ROLE_TAB_PANEL)
        setStyleClass("floating-tabs-page")
        addChild(content)
        measure = { [unowned content] horizontal, forSize in
            let size = content.measure(horizontal: horizontal, forSize: forSize)
            return (size.minimum, size.natural)
        }
        allocate = { [unowned content] width, height in
            content.allocate(x: 0, y: 0, width: width, height: height)
        }
    }
}
