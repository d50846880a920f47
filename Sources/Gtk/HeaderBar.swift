import CGtk

/// Wraps `GtkHeaderBar`: the window's title bar with buttons at its ends.
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar showing the window title.
    public init() { super.init(adopting: gtk_header_bar_new()) }

    /// Adds a widget at the end (right in LTR).
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(ptr(), child.widget) }
}
