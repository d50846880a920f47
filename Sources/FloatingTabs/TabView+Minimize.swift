import Gtk
import TabModel

/// The bar minimises to a compact pill while the page scrolls down (`minimizesOnScroll`);
/// `BarMinimizer` decides, the bar shows only the selected tab's icon.
extension TabView {
    /// Whether the bar is the compact pill (`minimizesOnScroll`).
    package var isBarMinimized: Bool { minimizer.isMinimized }

    /// The page's content scrolled vertically by `dy` px (positive: down).
    func contentScrolled(by dy: Double) {
        // The rail covers no content: it never minimises.
        guard options.minimizesOnScroll, bar.kind == .bar, minimizer.scrolled(by: dy) else { return }
        applyMinimized()
    }

    /// Restores a minimised bar (hover, focus, a swipe, a tab change).
    func expandBar() {
        guard minimizer.expand() else { return }
        applyMinimized()
    }

    private func applyMinimized() {
        bar.compactIndex = minimizer.isMinimized ? selection.selectedIndex : nil
        if let tab = selection.selectedTab { updateButton(for: tab) }
    }
}
