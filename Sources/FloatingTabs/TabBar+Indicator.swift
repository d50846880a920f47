import Gtk
import TabModel

/// The sliding indicator: where it is in a frame, and how its layer draws it. The indicator widget
/// (its CSS node and style) is laid out at its size; its layer draws it moved to the place of the
/// moment, so moving it is a redraw, and only a change of its size needs a layout.
extension TabBar {
    /// Where the indicator is now, in the layer's (and the bar's) coordinates, rounded to pixels.
    func indicatorPlace(width: Int32, height: Int32) -> TabRect? {
        let w = Double(width)
        let h = Double(height)
        let place: TabRect?
        if let morph {
            place = morphPlacement(morph).indicator
        } else if compactButton != nil {
            place = TabRect(x: 0, y: 0, width: w, height: h)
        } else {
            // The row was allocated first (`allocateChildren`): `strip` and `scrollOffset` are this layout's.
            place = indicatorRect(in: strip, kind, offset: scrollOffset, width: w, height: h)
        }
        return place.map { TabRect(x: $0.x.rounded(), y: $0.y.rounded(), width: $0.width.rounded(), height: $0.height.rounded()) }
    }

    /// Gives the indicator widget its place and size; the layer draws it (`drawIndicator`), so it
    /// may move between layouts.
    func placeIndicator(width: Int32, height: Int32) {
        guard let place = indicatorPlace(width: width, height: height) else { return }
        indicator.allocate(x: Int32(place.x), y: Int32(place.y), width: Int32(place.width), height: Int32(place.height))
        allocatedIndicator = place
    }

    /// What moving the indicator to `indicatorPosition` needs: nothing (same pixels), a redraw
    /// (same size elsewhere), or a layout (another size: the widget is laid out at its size).
    func indicatorMoved() {
        let (width, height) = indicatorLayer.allocatedSize
        guard let place = indicatorPlace(width: width, height: height), place != drawnIndicator else { return }
        if let allocated = allocatedIndicator, allocated.width == place.width, allocated.height == place.height {
            indicatorLayer.queueDraw()
        } else {
            indicatorLayer.queueAllocate()
        }
    }

    /// Draws the indicator where it is in this frame (`indicatorPosition`), moved from where it
    /// was laid out.
    func drawIndicator(_ snapshot: Snapshot) {
        let (width, height) = indicatorLayer.allocatedSize
        drawnIndicator = indicatorPlace(width: width, height: height)
        guard let place = drawnIndicator, let allocated = allocatedIndicator else { return }
        snapshot.append(indicator, of: indicatorLayer, movedBy: place.x - allocated.x, place.y - allocated.y)
    }

    /// How far the indicator's edges move, in logical pixels, when `indicatorPosition` changes by
    /// one tab: at most the widest tab's extent along the row (each edge moves by the width of the
    /// tab it passes). Its spring ends once what is left of it is under half a device pixel.
    var indicatorPixelsPerUnit: Double {
        (0..<strip.count).map { strip.frame(of: $0, offset: 0, rightToLeft: false).width }.max() ?? 0
    }

    /// The indicator's frame as drawn in the current frame, in bar coordinates (tests).
    var indicatorFrame: TabFrame? { indicatorRect.map { TabFrame(x: $0.x, width: $0.width) } }

    /// The indicator's rectangle as drawn in the current frame, in bar coordinates (tests).
    var indicatorRect: TabRect? {
        guard indicator.bounds(in: self) != nil else { return nil } // not laid out yet
        let (width, height) = indicatorLayer.allocatedSize
        return indicatorPlace(width: width, height: height)
    }
}
