import CGtk

/// Wraps `GtkTextView` with its buffer: multi-line text.
@MainActor
public final class TextView: Widget {
    /// Creates an empty, editable text view that wraps words.
    public init() {
        super.init(adopting: gtk_text_view_new())
        gtk_text_view_set_wrap_mode(ptr(), GTK_WRAP_WORD_CHAR)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(ptr()) }

    /// The whole text.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(chars) }
            return String(cString: chars)
        }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    /// Whether the user may edit the text.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(ptr()) != 0 }
        set {
            gtk_text_view_set_editable(ptr(), newValue ? 1 : 0)
            gtk_text_view_set_cursor_visible(ptr(), newValue ? 1 : 0)
        }
    }

    /// Uses a monospace font (for file previews).
    public var isMonospace: Bool {
        get { gtk_text_view_get_monospace(ptr()) != 0 }
        set { gtk_text_view_set_monospace(ptr(), newValue ? 1 : 0) }
    }

    /// Space between the view's edges and the text, in pixels.
    public func setTextMargins(left: Int32? = nil, right: Int32? = nil, top: Int32? = nil, bottom: Int32? = nil) {
        if let left { gtk_text_view_set_left_margin(ptr(), left) }
        if let right { gtk_text_view_set_right_margin(ptr(), right) }
        if let top { gtk_text_view_set_top_margin(ptr(), top) }
        if let bottom { gtk_text_view_set_bottom_margin(ptr(), bottom) }
    }

    /// Runs `body` whenever the buffer's text changes. The buffer's wrapper lives as long as the
    /// view holds the buffer (see `Object`), so the handler needs nothing else to keep it.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalToken {
        Object.wrap(UnsafeMutableRawPointer(buffer)).connect("changed", body)
    }
}
