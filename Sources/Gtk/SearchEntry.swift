import CGtk

/// Wraps `GtkSearchEntry`: a text field for filtering, with a clear icon; Escape in it emits
/// `stop-search`.
@MainActor
public final class SearchEntry: Widget {
    /// Creates an empty search entry.
    public init() { super.init(adopting: gtk_search_entry_new()) }

    /// The typed text (via the `GtkEditable` interface).
    public var text: String {
        get { String(cString: gtk_editable_get_text(ptr())) }
        set { gtk_editable_set_text(ptr(), newValue) }
    }

    /// Sets the grey hint shown while empty (the `placeholder-text` property; GTK 4.8 has no
    /// function for it).
    public func setPlaceholder(_ text: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << 2)) // G_TYPE_STRING, a macro Swift does not import
        g_value_set_string(&value, text) // the value keeps its own copy
        g_object_set_property(ptr(), "placeholder-text", &value)
        g_value_unset(&value)
    }

    /// Keys typed while `widget` (or a widget inside it) has focus start a search here, as in
    /// GNOME Files: the entry takes the text. Weak on GTK's side; nil stops it.
    public func captureKeys(from widget: Widget?) {
        gtk_search_entry_set_key_capture_widget(ptr(), widget?.widget)
    }

    /// Takes the keyboard focus with the cursor after the text, selecting nothing (a plain
    /// `grabFocus` selects all of it, so the next key would replace what was typed; GTK 4.8 also
    /// warns "unexpected blinking selection" when the cursor blinks over such a selection).
    public func grabFocusAtEnd() {
        // The entry edits through its GtkText child (the editable delegate).
        if let text = gtk_editable_get_delegate(ptr()) {
            gtk_text_grab_focus_without_selecting(UnsafeMutableRawPointer(text).assumingMemoryBound(to: GtkText.self))
        }
        gtk_editable_set_position(ptr(), -1)
    }

    /// Runs `body` at once whenever the text changes (`changed`, not the delayed `search-changed`).
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("changed", body) }

    /// Runs `body` when the user presses Enter in the entry (`activate`).
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("activate", body) }

    /// Runs `body` when the user presses Escape in the entry (`stop-search`).
    @discardableResult
    public func onStopSearch(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("stop-search", body) }
}
