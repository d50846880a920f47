import Gtk
import TabModel

/// A tab's context menu is a child of the bar, placed when the bar lays out: it keeps pointing at
/// its tab while the window shrinks or the strip scrolls.
extension TabBar {
    /// Places the open tab menu (if any) at its tab; called from the bar's layout.
    func placeOpenMenu() {
        guard let menu = contextMenu, menu.isOpen else { return }
        if let anchor = menuAnchor() {
            menu.present(pointingAt: anchor.x, y: anchor.y, width: anchor.width, height: anchor.height)
        } else {
            menu.present()
        }
    }

    /// Where the open tab menu points, in the bar's coordinates: its tab where the bar shows it
    /// now, held inside the tabs' row. Pointing where the tab was when the menu opened left the
    /// menu outside the window once the window shrank (or the strip scrolled) and the tab with it.
    private func menuAnchor() -> TabRect? {
        guard let tab = contextMenuTab, let index = buttons.firstIndex(where: { $0.button === tab }),
            let row = row.bounds(in: self)
        else { return nil }
        let rowRect = TabRect(x: row.x, y: row.y, width: row.width, height: row.height)
        let place: TabRect
        if morph == nil && compactIndex == nil {
            let local = tabRect(index, in: strip, kind, offset: scrollOffset, width: row.width, height: row.height)
            place = TabRect(x: row.x + local.x, y: row.y + local.y, width: local.width, height: local.height)
        } else if let frame = tab.bounds(in: self) {
            place = TabRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        } else {
            place = rowRect
        }
        return place.clamped(into: rowRect)
    }
}
