import FileBrowsing
import Gtk

/// Bringing an entry into view: selecting and focusing its row (Show in Folder, Escape out of a
/// filter), and a restored session's scroll offset. Both wait for the list's rows to be laid out.
extension FileListView {
    /// Selects the entry at `path` and scrolls to it, once it is listed (now, if it is). The filter
    /// is cleared so the entry shows. Returns whether it was found.
    @discardableResult
    func select(_ path: RawPath) -> Bool {
        if filterField.isVisible && !filterField.text.isEmpty { closeFilter() }
        guard let index = entries.firstIndex(where: { $0.path == path }) else { return false }
        list.selectedIndex = index
        // A list not on screen yet has no rows to scroll along: it scrolls once it is mapped.
        if list.isMapped { scroll(to: path) } else { scrollWhenMapped = path }
        return true
    }

    /// Scrolls to the entry and gives its row the keyboard focus once the list has rows on screen
    /// (before its first layout it has none). Tried each frame until the row has kept the focus,
    /// whole in view, for three frames, for at most a second: the tab view moves the focus into a
    /// page it shows, and focusing a list scrolls to its first row.
    func scroll(to path: RawPath) {
        var frames = 0
        var steady = 0
        _ = list.addTickCallback { [weak self] _ in
            frames += 1
            guard let self, frames < 60, let index = self.entries.firstIndex(where: { $0.path == path }) else { return false }
            self.list.selectedIndex = index
            guard let row = self.list.liveRows.first(where: { $0.entry?.path == path }), row.widget.isMapped, self.isWhollyInView(row) else {
                steady = 0
                self.list.scroll(toPosition: index)
                return true
            }
            let item = row.widget.handle.parent
            if let item, let focus = self.windowFocus, focus == item {
                steady += 1
            } else {
                steady = 0
                item?.grabFocus()
            }
            if steady < 3 { return true }
            AppLog.debug("scrolled to \(path) (row \(index + 1) of \(self.entries.count))")
            return false
        }
    }

    /// Scrolls to `offset` (a restored session's) once the list is long enough to hold it: tried
    /// each frame after the entries are shown, for at most a second.
    func restoreScroll(to offset: Double) {
        var frames = 0
        _ = list.addTickCallback { [weak self] _ in
            frames += 1
            guard let self, frames < 60, offset > 0 else { return false }
            guard self.scroller.maximumVerticalOffset >= offset || (!self.isLoading && self.scroller.maximumVerticalOffset > 0) else { return true }
            self.scroller.verticalOffset = min(offset, self.scroller.maximumVerticalOffset)
            AppLog.debug("scroll restored to \(Int(self.scroller.verticalOffset))")
            return false
        }
    }

    /// Whether the row is laid out inside the list's view, not cut off at either edge.
    private func isWhollyInView(_ row: FileRow) -> Bool {
        guard let frame = row.widget.bounds(in: scroller), let page = scroller.bounds(in: self)?.height else { return false }
        return frame.y >= 0 && frame.y + frame.height <= page
    }
}
