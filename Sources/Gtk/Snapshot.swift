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

    /// Records `child` (a child of `parent`) as it draws itself, moved by (`dx`, `dy`) from its
    /// allocation: moving a child this way needs a redraw only, no layout. (This replaces drawing a
    /// widget's CSS box with `gtk_snapshot_render_background/frame`, deprecated in GTK 4.10.)
    public func append(_ child: Widget, of parent: Widget, movedBy dx: Double, _ dy: Double) {
        guard dx != 0 || dy != 0 else { return append(child, of: parent) }
        gtk_snapshot_save(pointer)
        var offset = graphene_point_t(x: Float(dx), y: Float(dy))
        gtk_snapshot_translate(pointer, &offset)
        gtk_widget_snapshot_child(parent.widget, child.widget, pointer)
        gtk_snapshot_restore(pointer)
    }
}
