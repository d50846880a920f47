import Gtk

/// One level of a tab's navigation: a title for the header, the page's widget, and the widget in
/// it that takes the keyboard focus when the page is shown with none remembered in it.
///
/// The page's Swift state lives in its widget (a `CustomWidget` subclass, or any wrapper):
/// wrappers live as long as GTK holds their widget, so the stack needs nothing else to keep it.
@MainActor
public struct NavigationPage {
    /// Shown in the header while the page is on top (plain text).
    public var title: String
    /// The page's content.
    public var widget: Widget

    /// The widget that takes the keyboard focus when the page is shown with no focus remembered
    /// in it: its main content (a list, even while it is still empty), rather than the first
    /// focusable widget (a path bar's button before the list). nil: the first focusable widget.
    public var focusTarget: Widget?

    /// Creates a page; `focusTarget` is the widget in `widget` that takes the focus first.
    public init(title: String, widget: Widget, focusTarget: Widget? = nil) {
        self.title = title
        self.widget = widget
        self.focusTarget = focusTarget
    }
}
