import CGtk

/// Wraps `GtkLabel`. Text is always set as plain text: never interpreted as Pango markup.
@MainActor
public final class Label: Widget {
    /// Creates a label with plain text.
    public init(_ text: String = "") {
        super.init(adopting: gtk_label_new(nil))
        self.text = text
    }

    /// The plain text shown (gtk_label_set_text also turns markup and mnemonics off).
    public var text: String {
        get { String(cString: gtk_label_get_text(ptr())) }
        set {
            gtk_label_set_text(ptr(), newValue)
        }
    }

    /// Horizontal alignment of the text, 0 (start) … 1 (end).
    public var xalign: Float {
        get { gtk_label_get_xalign(ptr()) }
        set { gtk_label_set_xalign(ptr(), newValue) }
    }

    /// Ellipsizes at the end instead of growing.
    public func ellipsizeEnd() { gtk_label_set_ellipsize(ptr(), PANGO_ELLIPSIZE_END) }

    /// The weight of the font the text is laid out in (400 regular, 700 bold), as drawn.
    public var fontWeight: Int32 {
        guard let layout = gtk_label_get_layout(ptr()), let context = pango_layout_get_context(layout),
            let font = pango_context_get_font_description(context)
        else { return 0 }
        return Int32(pango_font_description_get_weight(font).rawValue)
    }

    /// Lets the text wrap over several lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(ptr()) != 0 }
        set { gtk_label_set_wrap(ptr(), newValue ? 1 : 0) }
    }
}
