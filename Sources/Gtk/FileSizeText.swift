import CGtk

/// File sizes as GNOME writes them (`g_format_size`): "0 bytes", "1 byte", "1.5 kB", "1.2 MB"
/// — SI units, a no-break space before the unit, translated by GLib's own catalog. Pure
/// computation: callable from any thread.
public enum FileSizeText {
    /// The text for a size of `bytes`.
    public static func text(_ bytes: Int64) -> String {
        // GLib allocates the text; it is copied and freed here.
        guard let text = g_format_size(guint64(max(bytes, 0))) else { return "\(bytes)" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
