import Gtk

/// One layer of the tab bar (the indicator's, or the tabs'), laid out by the bar through two
/// closures so that moving the indicator or scrolling the strip reallocates one layer only.
///
/// The closures capture the bar weakly: the bar owns its layers, never the other way round.
@MainActor
final class BarLayer: CustomWidget {
    /// Returns (minimum, natural) along an orientation (`horizontal`).
    var measureLayer: @MainActor (_ horizontal: Bool) -> (minimum: Int32, natural: Int32) = { _ in (0, 0) }
    /// Places the layer's children inside `width` × `height`.
    var allocateLayer: @MainActor (_ width: Int32, _ height: Int32) -> Void = { _, _ in }

    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        measureLayer(horizontal)
    }

    override func allocateChildren(width: Int32, height: Int32) { allocateLayer(width, height) }
}
