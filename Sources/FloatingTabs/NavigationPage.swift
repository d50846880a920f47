import Gtk

/// One level of a tab's navigation: a title for the header and the page's widget.
@MainActor
public struct NavigationPage {
    /// Shown in the header while the page is on top (plain text).
    public var title: String
    /// The page's content.
    public var widget: Widget
    /// The Swift object behind the page (its controller), kept alive exactly as long as the page
    /// is in its navigation stack and released with it when popped.
    public var owner: AnyObject?

    /// Creates a page.
    public init(title: String, widget: Widget, owner: AnyObject? = nil) {
        self.title = title
        self.widget = widget
        self.owner = owner
    }
}
