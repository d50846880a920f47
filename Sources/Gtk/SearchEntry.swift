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
    /// GNOME Files: each key for which `typesText(keyval, modifiers)` holds (and that nothing
    /// inside `widget` took) goes to the entry, and once it changed the text the entry takes the
    /// keyboard focus, the cursor after the text. GTK's own key capture leaves the focus where it
    /// was, so when the focused row went away (the results changed) GTK moved the focus into the
    /// entry with all of its text selected, and the next key replaced the whole query. `stopCapturingKeys()` stops it.
    ///
    /// Ownership: `widget` holds the key controller; this entry keeps the controller's wrapper
    /// (so its handler can forward the event being handled) and reaches `widget` weakly, to take
    /// the controller off it again.
    public func captureKeys(from widget: Widget, typesText: @escaping @MainActor (_ keyval: UInt32, _ modifiers: UInt32) -> Bool) {
        stopCapturingKeys()
        let keys = KeyController()
        keys.onKeyPressed { [weak self, weak keys] keyval, _, modifiers in
            guard let self, let keys, typesText(keyval, modifiers),
                let text = gtk_editable_get_delegate(self.ptr())
            else { return false }
            let before = self.text
            let handled = gtk_event_controller_key_forward(keys.ptr(), UnsafeMutableRawPointer(text).assumingMemoryBound(to: GtkWidget.self)) != 0
            if handled && self.text != before && !self.containsFocus { self.grabFocusAtEnd() }
            return handled
        }
        widget.addController(keys)
        let owner = WeakWidgetPointer()
        owner.widget = WidgetHandle(widget.widget)
        keyCapture = (keys, owner)
    }

    /// Ends `captureKeys`: typing over its widget no longer reaches this entry.
    public func stopCapturingKeys() {
        if let capture = keyCapture, let owner = capture.owner.widget {
            gtk_widget_remove_controller(owner.pointer, capture.controller.ptr())
        }
        keyCapture = nil
    }

    /// The key capture's controller and the widget it is on (`captureKeys`).
    private var keyCapture: (controller: KeyController, owner: WeakWidgetPointer)?

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
