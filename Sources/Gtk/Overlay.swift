import CGtk

/// Wraps `GtkOverlay`: a main child with others floating above it.
@MainActor
public final class Overlay: Widget {
    /// Creates an empty overlay.
    public init() { super.init(adopting: gtk_overlay_new()) }

    /// Sets the main child, which determines the overlay's size.
    public func setChild(_ child: Widget?) { gtk_overlay_set_child(ptr(), child?.widget) }

    /// Adds a child drawn above the main child, placed by its alignment and margins.
    public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(ptr(), child.widget) }

    /// Removes an overlay child.
    public func removeOverlay(_ child: Widget) { gtk_overlay_remove_overlay(ptr(), child.widget) }
}
