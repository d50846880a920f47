import Gtk

/// The layer under a pill that draws its shadow (`BoxShadow`), beyond its own bounds (the pill's
/// border box). A widget of its own so that GTK keeps its frame while the pill's tabs and
/// indicator redraw: its image is recorded again only when the pill's size changes.
///
/// GTK type `FloatingTabsPillShadow`, CSS node `pillshadow`; left out of the accessibility tree.
@MainActor
final class PillShadowLayer: CustomWidget {
    /// `0 6px 18px alpha(black, 0.18), 0 1px 4px alpha(black, 0.12)` under a 26 px radius, as
    /// `pillsurface`'s border-radius in floating-tabs.css.
    let shadow = BoxShadow(
        layers: [.init(offsetY: 6, blurRadius: 18, opacity: 0.18), .init(offsetY: 1, blurRadius: 4, opacity: 0.12)],
        cornerRadius: 26)

    init() {
        super.init(type: pillShadowType)
        canTarget = false
    }

    override func snapshotChildren(_ snapshot: Snapshot) {
        let size = allocatedSize
        shadow.draw(into: snapshot, width: Double(size.width), height: Double(size.height), scale: scaleFactor)
    }
}

/// The pill shadow layer's GTK type.
@MainActor let pillShadowType = WidgetType(name: "FloatingTabsPillShadow", cssName: "pillshadow", role: .presentation, drawsItself: true)
