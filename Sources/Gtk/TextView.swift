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
            var start = GtkTextIter(), end = GtkTextIter()
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

    /// Runs `body` whenever the buffer's text changes.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalToken {
        let bufferObject = Object(retaining: UnsafeMutableRawPointer(buffer))
        let token = bufferObject.connect("changed", body)
        bufferWrapper = bufferObject
        return token
    }

    /// Keeps the buffer wrapper (and so our tokens' owner) alive as long as the view.
    private var bufferWrapper: Object?
}
