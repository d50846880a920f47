import Gtk
import TabModel

/// Where the bar's shapes put the tabs and the indicator: the strip the tabs make along the bar
/// or down the rail, each tab's rectangle, and each shape's `TabPlacement` (how tabs travel between
/// shapes is `TabPlacement.morphed`).
extension TabBar {
    /// The tabs as `kind` makes them in a row of `width` × `height`: along the bar, or down the
    /// rail (each as tall as the tallest tab).
    func tabStrip(_ kind: TabBarLayout.Kind, width: Double, height: Double) -> TabStrip {
        let metrics = measuredMetrics
        return kind == .rail
            ? TabStrip(count: buttons.count, widestMinimum: metrics.tabNaturalHeight, widestNatural: metrics.tabNaturalHeight, viewportWidth: height)
            : TabStrip(
                count: buttons.count, widestMinimum: metrics.tabMinimumWidth, widestNatural: metrics.tabNaturalWidth, viewportWidth: width,
                widths: metrics.tabWidths, selected: buttons.firstIndex(where: \.showsTitleBold))
    }

    /// Tab `index`'s rectangle in a row of `width` × `height` whose `strip` is scrolled by `offset`.
    func tabRect(_ index: Int, in strip: TabStrip, _ kind: TabBarLayout.Kind, offset: Double, width: Double, height: Double) -> TabRect {
        let vertical = kind == .rail
        return strip.frame(of: index, offset: offset, rightToLeft: !vertical && isRightToLeft).rect(vertical: vertical, across: vertical ? width : height)
    }

    /// The indicator's rectangle at `indicatorPosition` over the same strip.
    func indicatorRect(in strip: TabStrip, _ kind: TabBarLayout.Kind, offset: Double, width: Double, height: Double) -> TabRect? {
        let vertical = kind == .rail
        let mirrored = !vertical && isRightToLeft
        return IndicatorGeometry.frame(at: indicatorPosition, count: strip.count) {
            strip.frame(of: $0, offset: offset, rightToLeft: mirrored)
        }?.rect(vertical: vertical, across: vertical ? width : height)
    }

    /// Where `shape` puts the tabs in a row of `width` × `height`, its strip scrolled to show the
    /// indicator: the tabs in view (the compact pill holds one tab) and the indicator.
    func placement(_ shape: TabBarShape, width: Double, height: Double) -> TabPlacement {
        let kind: TabBarLayout.Kind
        switch shape {
        case .compact(let index):
            let whole = TabRect(x: 0, y: 0, width: width, height: height)
            return TabPlacement(shown: buttons.indices.contains(index) ? [index: whole] : [:], indicator: whole)
        case .bar: kind = .bar
        case .rail: kind = .rail
        }
        let strip = tabStrip(kind, width: width, height: height)
        let offset = strip.offset(revealing: indicatorPosition, from: 0)
        var shown: [Int: TabRect] = [:]
        for index in strip.visibleRange(offset: offset) { shown[index] = tabRect(index, in: strip, kind, offset: offset, width: width, height: height) }
        return TabPlacement(shown: shown, indicator: indicatorRect(in: strip, kind, offset: offset, width: width, height: height))
    }

    /// The tabs and the indicator `morph.progress` of the way between its shapes.
    func morphPlacement(_ morph: Morph) -> (tabs: [Int: TabPlacement.Moving], indicator: TabRect?) {
        placement(morph.from, width: morph.fromSize.width, height: morph.fromSize.height)
            .morphed(to: placement(morph.to, width: morph.toSize.width, height: morph.toSize.height), progress: morph.progress)
    }

    /// The buttons' metrics at the last measure, without chrome (widths and heights of the
    /// widest and tallest tab); measured now when there was none.
    var measuredMetrics: TabBarMetrics { cachedMetrics ?? measureButtons() }

    /// Measures every button both ways.
    func measureButtons() -> TabBarMetrics {
        var metrics = TabBarMetrics(tabMinimumWidth: 0, tabNaturalWidth: 0, tabMinimumHeight: 0, tabNaturalHeight: 0)
        measureButtons(horizontal: true, into: &metrics)
        measureButtons(horizontal: false, into: &metrics)
        return metrics
    }

    /// Measures every button along one orientation into `metrics`: each tab's widths and the
    /// widest's, or the tallest tab's heights.
    func measureButtons(horizontal: Bool, into metrics: inout TabBarMetrics) {
        if horizontal {
            metrics.setTabWidths(buttons.map { $0.widths() })
        } else {
            let sizes = buttons.map { $0.measure(horizontal: false) }
            metrics.tabMinimumHeight = Double(sizes.map(\.minimum).max() ?? 0)
            metrics.tabNaturalHeight = max(Double(sizes.map(\.natural).max() ?? 0), metrics.tabMinimumHeight)
        }
    }
}
