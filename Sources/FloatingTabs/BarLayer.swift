import Gtk

/// One layer of the tab bar (the indicator's, or the tabs'), laid out by the bar through two
/// closures so that scrolling the strip reallocates one layer only; the indicator's layer also
/// draws through a third, so that moving the indicator is a redraw, not a layout.
///
/// The closures capture the bar weakly: the bar owns its layers, never the other way round.
@MainActor
final class BarLayer: CustomWidget {
    /// Returns (minimum, natural) along an orientation (`horizontal`).
    var measureLayer: @MainActor (_ horizontal: Bool) -> (minimum: Int32, natural: Int32) = { _ in (0, 0) }
    /// Places the layer's children inside `width` × `height`.
    var allocateLayer: @MainActor (_ width: Int32, _ height: Int32) -> Void = { _, _ in }
    /// Records the layer's frame, for a layer whose type `drawsItself` (nil: its children).
    var snapshotLayer: (@MainActor (Snapshot) -> Void)?

    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        measureLayer(horizontal)
    }

    override func allocateChildren(width: Int32, height: Int32) { allocateLayer(width, height) }

    override func snapshotChildren(_ snapshot: Snapshot) {
        if let snapshotLayer { snapshotLayer(snapshot) } else { super.snapshotChildren(snapshot) }
    }
}
