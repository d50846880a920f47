import CGtk

/// GTK accelerator strings (`"<Alt>1"`) as people read them.
@MainActor
public enum Accelerator {
    /// The accelerator as the desktop labels it (e.g. "Alt+1"), or nil if GTK cannot parse it.
    public static func label(_ accelerator: String) -> String? {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0,
            let text = gtk_accelerator_get_label(key, modifiers)
        else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}
