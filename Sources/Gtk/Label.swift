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

    /// Never shortens the text (the default): the label is at least as wide as its text.
    public func neverEllipsize() { gtk_label_set_ellipsize(ptr(), PANGO_ELLIPSIZE_NONE) }

    /// The least width in characters (`gtk_label_set_width_chars`; -1 for none): an ellipsizing
    /// label cut short keeps room for this many, and is at least this wide.
    public var widthChars: Int32 {
        get { gtk_label_get_width_chars(ptr()) }
        set { gtk_label_set_width_chars(ptr(), newValue) }
    }

    /// Whether the lines of wrapped text are centred on each other (`GTK_JUSTIFY_CENTER`), not
    /// lined up at their start.
    public var centersLines: Bool {
        get { gtk_label_get_justify(ptr()) == GTK_JUSTIFY_CENTER }
        set { gtk_label_set_justify(ptr(), newValue ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT) }
    }

    /// The laid-out lines, each as where it starts and how wide it is in the label's own
    /// coordinates (whole pixels): where a reader sees each line of wrapped text.
    public var lineExtents: [(x: Int32, width: Int32)] {
        guard let layout = gtk_label_get_layout(ptr()), let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var offsetX: Int32 = 0
        gtk_label_get_layout_offsets(ptr(), &offsetX, nil)
        var lines: [(x: Int32, width: Int32)] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            pango_extents_to_pixels(&logical, nil)
            lines.append((offsetX + logical.x, logical.width))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// Whether the text, as laid out at the label's width, is cut short with "…".
    public var isEllipsized: Bool {
        guard let layout = gtk_label_get_layout(ptr()) else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }

    /// Shortens text that does not fit with "…" at its start (a path keeps its last folders).
    public func ellipsizeStart() { gtk_label_set_ellipsize(ptr(), PANGO_ELLIPSIZE_START) }

    /// The weight of the font the text is laid out in (400 regular, 700 bold), as drawn: the
    /// layout's weight attribute (`weight`) where it has one, else its context's font (CSS).
    public var fontWeight: Int32 {
        guard let layout = gtk_label_get_layout(ptr()), let context = pango_layout_get_context(layout),
            let font = pango_context_get_font_description(context)
        else { return 0 }
        if let attributes = pango_layout_get_attributes(layout), let iterator = pango_attr_list_get_iterator(attributes) {
            defer { pango_attr_iterator_destroy(iterator) }
            if let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_WEIGHT) {
                // A PANGO_ATTR_WEIGHT attribute is a PangoAttrInt.
                return UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
            }
        }
        return Int32(pango_font_description_get_weight(font).rawValue)
    }

    /// Lays the whole text out in this weight (400 regular, 700 bold) whatever CSS says
    /// (`gtk_label_set_attributes`). GTK 4.8 can keep a label in the font it
    /// was first measured in when its CSS font changes before its window is first shown; an
    /// attribute is applied to the layout itself. Ownership: the list takes the attribute, the
    /// label takes its own reference to the list, and this one is dropped here.
    public func setWeight(_ weight: Int32) {
        let list = pango_attr_list_new()
        pango_attr_list_insert(list, pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight))))
        gtk_label_set_attributes(ptr(), list)
        pango_attr_list_unref(list)
    }

    /// How many pixels wider the text is on one line in `weight` than in `baseline` (700 against
    /// 400: what turning bold adds), in this label's font from CSS. A label that keeps this room
    /// does not change its width when its weight changes.
    public func extraWidth(inWeight weight: Int32, over baseline: Int32) -> Int32 {
        max(lineWidth(inWeight: weight) - lineWidth(inWeight: baseline), 0)
    }

    /// Identifies the font this label's text is laid out in (a hash of its context's font
    /// description): it changes when CSS or the desktop's font settings change the font.
    public var fontIdentity: UInt32 {
        guard let context = gtk_widget_get_pango_context(widget), let font = pango_context_get_font_description(context) else { return 0 }
        return pango_font_description_hash(font)
    }

    /// The width of the text on one line in `weight`, rounded up as GtkLabel measures it.
    /// Ownership: the layout is this call's own (released on return); the layout takes its own
    /// reference to the attribute list, and this call's is dropped at once.
    private func lineWidth(inWeight weight: Int32) -> Int32 {
        guard let layout = gtk_widget_create_pango_layout(widget, text) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let list = pango_attr_list_new()
        pango_attr_list_insert(list, pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight))))
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Int32(PANGO_SCALE)
        return (logical.width + scale - 1) / scale
    }

    /// Lets the text wrap over several lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(ptr()) != 0 }
        set { gtk_label_set_wrap(ptr(), newValue ? 1 : 0) }
    }
}
