import Gtk
import TabModel

/// When the tabs overflow, the strip's ends fade into the pill where more tabs lie beyond them
/// (`TabStrip.hiddenTabs` decides): a tab cut off at the edge reads as more to scroll to, not as
/// a title cut short. The fades are drawn over the tabs and take no clicks.
extension TabBar {
    /// How far a fade reaches into the strip, px.
    static let fadeLength: Int32 = 28

    /// Puts the fades in a layer of their own over the tabs (the row's children are the tabs, in
    /// their order): a scroll reallocates that layer, as it does the row, never the whole bar.
    func setUpFades() {
        fadeLayer.canTarget = false
        fadeLayer.allocateLayer = { [weak self] width, height in self?.placeFades(width: width, height: height) }
        for (fade, end) in [(fades.start, "start"), (fades.end, "end")] {
            fade.setStyleClass("floating-tab-fade")
            fade.setStyleClass(end)
            fade.canTarget = false
            fade.isChildVisible = false
            fadeLayer.addChild(fade)
        }
        addChild(fadeLayer)
    }

    /// Puts each fade at its end of the strip (the leading end first: the right right-to-left;
    /// the top in the rail), shown only while tabs lie beyond that end.
    func placeFades(width: Int32, height: Int32) {
        let settled = morph == nil && compactIndex == nil
        let hidden = settled ? strip.hiddenTabs(offset: scrollOffset) : (beforeStart: false, afterEnd: false)
        let length = Self.fadeLength
        let rail = kind == .rail
        for (fade, shown, leading) in [(fades.start, hidden.beforeStart, true), (fades.end, hidden.afterEnd, false)] {
            if fade.isChildVisible != shown { fade.isChildVisible = shown }
            guard shown else { continue }
            _ = fade.measure(horizontal: true)
            if rail {
                fade.allocate(x: 0, y: leading ? Int32(0) : height - length, width: width, height: length)
            } else {
                let atLeft = leading != isRightToLeft
                fade.allocate(x: atLeft ? Int32(0) : width - length, y: 0, width: length, height: height)
            }
        }
    }
}

/// The layer that holds the strip's fades, over the tabs.
@MainActor let fadeLayerType = WidgetType(name: "FloatingTabsFadeLayer", cssName: "fades")
