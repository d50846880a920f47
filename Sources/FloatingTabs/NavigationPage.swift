import Gtk

/// One level of a tab's navigation: a title for the header and the page's widget.
///
/// The page's Swift state lives in its widget (a `CustomWidget` subclass, or any wrapper):
/// wrappers live as long as GTK holds their widget, so the stack needs nothing else to keep it.
@MainActor
public struct NavigationPage {
    /// Shown in the header while the page is on top (plain text).
    public var title: String
    /// The page's content.
    public var widget: Widget

    /// Creates a page.
    public init(title: String, widget: Widget) {
        self.title = title
        self.widget = widget
    }
}
