import CGtk

/// Wraps `GtkScrolledWindow`.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates a scrolled window (vertical scrolling, horizontal only when needed).
    public init() {
        super.init(adopting: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(ptr(), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
    }

    /// Sets the scrolled child.
    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(ptr(), child?.widget) }

    /// The vertical adjustment's value (scroll offset in pixels).
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(ptr())) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(ptr()), newValue) }
    }

    /// The largest vertical offset the content allows.
    public var maximumVerticalOffset: Double {
        let adjustment = gtk_scrolled_window_get_vadjustment(ptr())
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    /// The height of what is shown of the content (the vertical adjustment's page size).
    public var verticalPageSize: Double { gtk_adjustment_get_page_size(gtk_scrolled_window_get_vadjustment(ptr())) }

    /// The horizontal adjustment's value (scroll offset in pixels).
    package var horizontalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(ptr())) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_hadjustment(ptr()), newValue) }
    }

    /// The largest horizontal offset the content allows.
    package var maximumHorizontalOffset: Double {
        let adjustment = gtk_scrolled_window_get_hadjustment(ptr())
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    /// Scrolls horizontally only, as tall as its child (a row of buttons wider than the window).
    public func scrollHorizontallyOnly() {
        gtk_scrolled_window_set_policy(ptr(), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_height(ptr(), 1)
    }

    /// Disables horizontal scrolling.
    public func disableHorizontalScrolling() {
        gtk_scrolled_window_set_policy(ptr(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }
}
