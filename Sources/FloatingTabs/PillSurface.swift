import Gtk

/// What makes a pill float (the bar, the search tab's pill, the search field): its soft shadow
/// (`PillShadowLayer`, drawn from an image made once per size: a CSS `box-shadow` on the pill
/// would be blurred again on every frame that redraws the page under it, each tab switch) and
/// over it the pill's background and border, drawn by a child of its own. Both cover the pill's
/// border box, under the pill's other children.
///
/// The pill (the host) keeps its CSS class for its padding and its concealing transition, and
/// calls `install` once, and `measure` and `allocate` from its layout. The host owns this object;
/// it keeps no reference to the host.
///
/// GTK type of the surface `FloatingTabsPillSurface`, CSS node `pillsurface`; left out of the
/// accessibility tree.
@MainActor
final class PillSurface {
    private let shadowLayer = PillShadowLayer()
    private let surface = CustomWidget(type: pillSurfaceType)

    init() { surface.canTarget = false }

    /// Adds the shadow and the surface to `host`, under its other children.
    func install(in host: CustomWidget) {
        host.addChild(surface)
        host.lowerChild(surface)
        host.addChild(shadowLayer)
        host.lowerChild(shadowLayer)
    }

    /// How many shadow images were made (tests: one per size, not one per frame).
    var shadowImagesMade: Int { shadowLayer.shadow.imagesMade }

    /// Measures the layers (GTK allocates only what was measured); their size is the host's.
    func measure(horizontal: Bool, forSize: Int32) {
        _ = shadowLayer.measure(horizontal: horizontal, forSize: forSize)
        _ = surface.measure(horizontal: horizontal, forSize: forSize)
    }

    /// Lays the layers over `host`'s border box (its content box, which the host lays out, plus
    /// its padding). Call from the host's `allocateChildren`.
    func allocate(in host: CustomWidget) {
        guard let box = host.bounds(in: host) else { return }
        let x = Int32(box.x.rounded())
        let y = Int32(box.y.rounded())
        let width = Int32(box.width.rounded())
        let height = Int32(box.height.rounded())
        shadowLayer.allocate(x: x, y: y, width: width, height: height)
        surface.allocate(x: x, y: y, width: width, height: height)
    }
}

/// The pill surface's GTK type.
@MainActor let pillSurfaceType = WidgetType(name: "FloatingTabsPillSurface", cssName: "pillsurface", role: .presentation)
