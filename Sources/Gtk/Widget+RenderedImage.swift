import CGtk

/// What a widget draws, pixel by pixel, on a transparent ground (`Widget.renderedImage()`): one
/// pixel per logical pixel, the widget's bounds from the top-left corner.
public struct RenderedImage: Sendable {
    /// One pixel's colour, each channel premultiplied by `alpha` (0 … 255).
    public struct Pixel: Sendable, Equatable {
        /// Red, premultiplied.
        public var red: UInt8
        /// Green, premultiplied.
        public var green: UInt8
        /// Blue, premultiplied.
        public var blue: UInt8
        /// Opacity: 0 clear, 255 opaque.
        public var alpha: UInt8

        /// A pixel of these channels, already premultiplied.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Cairo's ARGB32 words, row by row.
    private let words: [UInt32]

    init(width: Int, height: Int, words: [UInt32]) {
        self.width = width
        self.height = height
        self.words = words
    }

    /// The pixel at (`x`, `y`), counted from the top-left corner.
    public func pixel(x: Int, y: Int) -> Pixel {
        let word = words[y * width + x]
        return Pixel(
            red: UInt8(truncatingIfNeeded: word >> 16), green: UInt8(truncatingIfNeeded: word >> 8), blue: UInt8(truncatingIfNeeded: word),
            alpha: UInt8(truncatingIfNeeded: word >> 24))
    }
}

extension Widget {
    /// What the widget draws now over its bounds (as `bounds(in: self)` gives them), rendered by
    /// cairo on a transparent ground: for tests to check what a user would see of it. Nil when the
    /// widget has no size or draws nothing.
    public func renderedImage() -> RenderedImage? {
        guard let box = bounds(in: self), box.width >= 1, box.height >= 1 else { return nil }
        let width = Int(box.width.rounded(.up))
        let height = Int(box.height.rounded(.up))
        // The paintable, the node and the surface are this function's own (one reference each,
        // dropped before it returns); the paintable holds the widget weakly. `self` is alive
        // throughout: the paintable and the snapshot are used only inside this method.
        guard let paintable = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, box.width, box.height)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let context = cairo_create(surface)
        gsk_render_node_draw(node, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        for row in 0..<height {
            let start = UnsafeRawPointer(data + row * stride)
            for column in 0..<width { words.append(start.load(fromByteOffset: column * 4, as: UInt32.self)) }
        }
        return RenderedImage(width: width, height: height, words: words)
    }
}
