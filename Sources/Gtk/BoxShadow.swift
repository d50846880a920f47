import CGtk

/// A soft drop shadow under a rounded box, drawn from an image made once per box size and screen
/// scale, where a CSS `box-shadow` is blurred again on every frame that redraws it.
///
/// Why: GTK's cairo renderer caches a blurred shadow's corners only while they stay apart; a pill
/// (corners as round as the pill is tall) takes its slow path, which blurs all four corners on
/// every frame that draws over the shadow — each tab switch, since the page under it changes
/// (`gskrendernodeimpl.c`, `draw_shadow_corner`, the `overlapped` case). The image is drawn by
/// GTK's own shadow code (`gsk_render_node_draw` of the same outset-shadow nodes), so it looks
/// exactly as the CSS shadow did. It is recorded as a cairo node, not a texture node: GTK 4.8's
/// cairo renderer converts a texture's every pixel through floats on every frame it draws it
/// (`gdk_memory_convert`), while a cairo node's image is composited as it is; the GL renderer
/// keeps a cairo node's pixels in a texture for as long as the node lives.
///
/// Ownership: the shadow holds one reference to its current image (a cairo image surface) and
/// drops it when the box size or scale changes, and in `deinit`. A recorded frame takes a
/// reference of its own, so a frame recorded earlier stays valid after the image is replaced.
@MainActor
public final class BoxShadow {
    /// One shadow of the box, cast straight down (CSS `box-shadow: 0 <offsetY> <blurRadius>`, in
    /// black at `opacity`).
    public struct Layer: Sendable {
        /// How far below the box the shadow falls, in logical pixels.
        public var offsetY: Double
        /// The CSS blur radius, in logical pixels.
        public var blurRadius: Double
        /// The shadow's opacity, 0 to 1.
        public var opacity: Double

        /// A shadow `offsetY` below the box, blurred by `blurRadius`, at `opacity`.
        public init(offsetY: Double, blurRadius: Double, opacity: Double) {
            self.offsetY = offsetY
            self.blurRadius = blurRadius
            self.opacity = opacity
        }
    }

    private let layers: [Layer]
    private let cornerRadius: Double
    /// The image for `key`, owned (see the type's ownership note).
    private var image: OpaquePointer?
    /// The box size and scale the image was made for.
    private var key: (width: Double, height: Double, scale: Int32)?
    /// Where the image lies relative to the box's origin, in logical pixels (whole ones).
    private var extent = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
    /// How many images this shadow has made (tests: the image is reused while the box keeps its size).
    public private(set) var imagesMade = 0

    /// A shadow of `layers` under a box whose corners are rounded by `cornerRadius` (less when the
    /// box is too small for it, as CSS does).
    public init(layers: [Layer], cornerRadius: Double) {
        self.layers = layers
        self.cornerRadius = cornerRadius
    }

    isolated deinit {
        if let image { cairo_surface_destroy(image) }
    }

    /// Records the shadow of a box at the snapshot's origin sized `width` × `height` (logical
    /// pixels) into `snapshot`, for a screen of `scale` device pixels per logical pixel.
    public func draw(into snapshot: Snapshot, width: Double, height: Double, scale: Int32) {
        guard width > 0, height > 0, !layers.isEmpty else { return }
        if key?.width != width || key?.height != height || key?.scale != scale {
            makeImage(width: width, height: height, scale: max(scale, 1))
        }
        guard let image else { return }
        var rect = graphene_rect_t(
            origin: graphene_point_t(x: Float(extent.x), y: Float(extent.y)),
            size: graphene_size_t(width: Float(extent.width), height: Float(extent.height)))
        // The context is ours to destroy; the cairo node it records into keeps the image.
        let context = gtk_snapshot_append_cairo(snapshot.pointer, &rect)
        cairo_set_source_surface(context, image, extent.x, extent.y)
        cairo_paint(context)
        cairo_destroy(context)
    }

    /// Draws the shadow of a `width` × `height` box into a new image at `scale`.
    private func makeImage(width: Double, height: Double, scale: Int32) {
        if let image { cairo_surface_destroy(image) }
        image = nil
        key = (width, height, scale)
        var outline = GskRoundedRect()
        var box = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        gsk_rounded_rect_init_from_rect(&outline, &box, Float(min(cornerRadius, width / 2, height / 2)))
        // The nodes are this function's own (one reference each, dropped below).
        let nodes: [OpaquePointer] = layers.compactMap { layer in
            var color = GdkRGBA(red: 0, green: 0, blue: 0, alpha: Float(layer.opacity))
            return gsk_outset_shadow_node_new(&outline, &color, 0, Float(layer.offsetY), 0, Float(layer.blurRadius))
        }
        defer { for node in nodes { gsk_render_node_unref(node) } }
        var left = 0.0
        var top = 0.0
        var right = width
        var bottom = height
        for node in nodes {
            var bounds = graphene_rect_t()
            gsk_render_node_get_bounds(node, &bounds)
            left = min(left, Double(bounds.origin.x))
            top = min(top, Double(bounds.origin.y))
            right = max(right, Double(bounds.origin.x + bounds.size.width))
            bottom = max(bottom, Double(bounds.origin.y + bounds.size.height))
        }
        // Whole logical pixels, so the image lands on device pixels unscaled.
        extent = (left.rounded(.down), top.rounded(.down), right.rounded(.up) - left.rounded(.down), bottom.rounded(.up) - top.rounded(.down))
        let pixelWidth = Int32(extent.width) * scale
        let pixelHeight = Int32(extent.height) * scale
        // The surface becomes `image` (its one reference) once drawn; the context is destroyed here.
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight) else { return }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return cairo_surface_destroy(surface) }
        // A device scale, not a transformation: GTK's blur sizes its kernel by the target's device
        // scale, and the image then lands on a HiDPI window's device pixels one to one.
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let context = cairo_create(surface)
        cairo_translate(context, -extent.x, -extent.y)
        for node in nodes { gsk_render_node_draw(node, context) }
        cairo_destroy(context)
        cairo_surface_flush(surface)
        image = surface
        imagesMade += 1
    }
}
