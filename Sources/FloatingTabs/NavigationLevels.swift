import Gtk

/// Lays out a navigation stack's levels: the level on top, and — only while a push, a pop or a
/// back swipe moves it — the level below, which the top one uncovers as it slides toward the
/// back edge by `fraction` of the width (0: the top covers everything; 1: it has left). The
/// uncovered level moves a little with it (parallax) under a dimming that fades as it comes up.
///
/// Every other level is hidden (`visible = false`): parented, with all its state, but absent from
/// the accessibility tree, the focus chain and layout, so a screen reader meets only what is on
/// screen (GTK 4.8 keeps hidden `GtkStack` pages in the tree with their old extents).
///
/// GTK type `FloatingTabsNavigationLevels`, CSS node `navigationlevels`.
@MainActor
final class NavigationLevels: CustomWidget {
    private let dim = CustomWidget(type: navigationDimType)
    private(set) var top: RetainedPage?
    private(set) var below: RetainedPage?
    /// How far the top level has slid toward the back edge (0…1).
    private(set) var fraction = 0.0
    /// How far the uncovered level sits behind its resting place while `fraction` of it shows,
    /// in px: a quarter of the width at most 40 px, so what starts at its leading edge (a
    /// list's names) stays readable as it comes up.
    static func parallaxShift(width: Double, fraction: Double) -> Double {
        -(1 - fraction) * min(0.25 * width, 40)
    }

    init() {
        super.init(type: navigationLevelsType)
        clipsChildren = true
        expand(horizontal: true, vertical: true)
        dim.setStyleClass("navigation-dim")
        dim.isVisible = false
        dim.canTarget = false
        addChild(dim)
    }

    /// Adds a level, hidden until it is shown.
    func add(_ host: RetainedPage) {
        host.isVisible = false
        addChild(host, below: dim)
    }

    /// Removes a level (its page is released with it unless someone else holds it).
    func remove(_ host: RetainedPage) {
        if top === host { top = nil }
        if below === host { below = nil }
        removeChild(host)
    }

    /// Shows `top`, slid `fraction` toward the back edge over `below` (nil at rest); hides the rest.
    func show(top newTop: RetainedPage, below newBelow: RetainedPage?, fraction newFraction: Double) {
        let uncovering = newBelow != nil && newFraction > 0
        let shownBelow = uncovering ? newBelow : nil
        for old in [top, below] where old != nil && old !== newTop && old !== shownBelow { old?.isVisible = false }
        if top !== newTop || below !== shownBelow {
            if let shownBelow { raiseChild(shownBelow) }
            raiseChild(dim)
            raiseChild(newTop)
        }
        top = newTop
        below = shownBelow
        fraction = min(max(newFraction, 0), 1)
        if !newTop.isVisible { newTop.isVisible = true }
        if let shownBelow, !shownBelow.isVisible { shownBelow.isVisible = true }
        if dim.isVisible != uncovering { dim.isVisible = uncovering }
        dim.opacity = 1 - fraction
        newTop.setStyleClass("sliding", uncovering)
        queueAllocate()
    }

    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var result: (minimum: Int32, natural: Int32) = (0, 0)
        for host in [top, below].compactMap({ $0 }) {
            let size = host.measure(horizontal: horizontal, forSize: forSize)
            result = (max(result.minimum, size.minimum), max(result.natural, size.natural))
        }
        return result
    }

    override func allocateChildren(width: Int32, height: Int32) {
        let mirror = isRightToLeft ? -1.0 : 1.0
        let w = Double(width)
        if let below {
            _ = below.measure(horizontal: false, forSize: width) // GTK requires a measure before allocating
            below.allocate(x: Int32((Self.parallaxShift(width: w, fraction: fraction) * mirror).rounded()), y: 0, width: width, height: height)
        }
        if dim.isVisible {
            _ = dim.measure(horizontal: false, forSize: width)
            dim.allocate(x: 0, y: 0, width: width, height: height)
        }
        if let top {
            _ = top.measure(horizontal: false, forSize: width)
            top.allocate(x: Int32((fraction * w * mirror).rounded()), y: 0, width: width, height: height)
        }
    }

    /// The x offsets of the shown levels (tests): the top's, and the uncovered one's if any.
    var offsets: (top: Double?, below: Double?) {
        (top.flatMap { $0.bounds(in: self)?.x }, below.flatMap { $0.bounds(in: self)?.x })
    }
}

/// The container's GTK type.
@MainActor let navigationLevelsType = WidgetType(name: "FloatingTabsNavigationLevels", cssName: "navigationlevels")
/// The dimming over an uncovered level.
@MainActor let navigationDimType = WidgetType(name: "FloatingTabsNavigationDim", cssName: "navigationdim", layout: .bin)
