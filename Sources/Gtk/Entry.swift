import CGtk

/// Wraps `GtkEntry`: a single-line text field.
@MainActor
public final class Entry: Widget {
    /// Creates an empty entry.
    public init() { super.init(adopting: gtk_entry_new()) }

    /// The typed text (via the `GtkEditable` interface).
    public var text: String {
        get { String(cString: gtk_editable_get_text(ptr())) }
        set { gtk_editable_set_text(ptr(), newValue) }
    }

    /// Grey hint shown while empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(ptr()).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(ptr(), newValue) }
    }

    /// Runs `body` whenever the text changes.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("changed", body) }
}
