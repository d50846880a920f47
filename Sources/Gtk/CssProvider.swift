import CGtk

/// Wraps `GtkCssProvider`: a style sheet applied to a whole display.
@MainActor
public final class CssProvider: Object {
    /// Parses `css` (`load_from_string` from GTK 4.12, `load_from_data` before; parse errors go
    /// to the log as warnings).
    public init(css: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_css_provider_new()))
        ft_css_provider_load(ptr(), css)
    }

    /// Applies the style sheet to the default display at application priority.
    public func applyToDefaultDisplay(priority: UInt32 = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)) {
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), ptr(), priority)
    }
}
