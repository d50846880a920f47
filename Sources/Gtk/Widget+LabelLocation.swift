import CGtk

/// Where a label sits in its window's surface, in surface pixels (X11: the window's own
/// coordinates, which `xdotool mousemove --window` takes).
public struct SurfaceRectangle: Sendable, Equatable {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width.
    public var width: Int
    /// Height.
    public var height: Int
}

extension Widget {
    /// The surface bounds of every mapped label inside this widget that shows exactly `text`, and
    /// of every widget whose tooltip is exactly `text` (an icon-only button), breadth first (a
    /// tab's title may also be the header's title).
    ///
    /// For the app's debug mode, so end-to-end tests can aim the pointer at what a user sees:
    /// AT-SPI's extents lose every ancestor's CSS padding on GTK 4.18 and later
    /// (`Tests/Reproducers/accessible_extents.c`). Only widgets in this widget's own surface are
    /// searched (a popover is a surface of its own).
    public func surfaceBoundsOfLabels(showing text: String) -> [SurfaceRectangle] {
        guard let native = gtk_widget_get_native(widget) else { return [] }
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var offsetX = 0.0
        var offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY) // the window's CSD shadow
        var found: [SurfaceRectangle] = []
        var queue = [widget]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            if gtk_widget_get_mapped(current) == 0 { continue }
            if current != nativeWidget,
                g_type_check_instance_is_a(
                    UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self),
                    gtk_native_get_type()) != 0
            {
                continue // another surface
            }
            let isLabel =
                g_type_check_instance_is_a(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
            if (isLabel && String(cString: gtk_label_get_text(OpaquePointer(current))) == text)
                || gtk_widget_get_tooltip_text(current).map({ String(cString: $0) == text }) == true
            {
                var rect = graphene_rect_t()
                guard gtk_widget_compute_bounds(current, nativeWidget, &rect) != 0 else { continue }
                found.append(
                    SurfaceRectangle(
                        x: Int((Double(rect.origin.x) + offsetX).rounded()), y: Int((Double(rect.origin.y) + offsetY).rounded()),
                        width: Int(rect.size.width.rounded()), height: Int(rect.size.height.rounded())))
                continue
            }
            var child = gtk_widget_get_first_child(current)
            while let next = child {
                queue.append(next)
                child = gtk_widget_get_next_sibling(next)
            }
        }
        return found
    }
}
