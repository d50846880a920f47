import CGtk

/// The `GtkSnapshot` GTK hands to a widget's `snapshot` vfunc (`CustomWidget.snapshotChildren`):
/// the render nodes of one frame are recorded into it.
///
/// Ownership: borrowed for the duration of that call only — GTK owns the snapshot, and this
/// value must not be kept after the override returns.
@MainActor
public struct Snapshot {
    let pointer: OpaquePointer

    /// Records `child` (a child of `parent`) as it draws itself, at its allocation.
    public func append(_ child: Widget, of parent: Widget) {
        gtk_widget_snapshot_child(parent.widget, child.widget, pointer)
    }

    /// Records `widget`'s CSS box — its background, box shadows and border, as its style says —
    /// at a rectangle of the caller's choosing (in the caller's coordinates), whatever the
    /// widget's own allocation. Moving such a box needs a redraw only, no layout.
    public func appendBox(of widget: Widget, x: Double, y: Double, width: Double, height: Double) {
        let style = gtk_widget_get_style_context(widget.widget)
        gtk_snapshot_render_background(pointer, style, x, y, width, height)
        gtk_snapshot_render_frame(pointer, style, x, y, width, height)
    }
}
