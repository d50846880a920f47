import Gtk
import Localization
import TabModel

/// The floating pill: tab buttons over a sliding selection indicator (role TAB_LIST).
///
/// As a bar (`kind == .bar`) the tabs sit side by side with equal widths: an equal share of the
/// bar when they all fit, otherwise their natural width in a strip that scrolls inside the bar
/// (`TabStrip` decides) and follows the indicator. As a rail they are stacked, each as tall as
/// the tallest tab, and the strip (and the indicator) run down the rail instead. While the view
/// turns one into the other (`morph`) every tab moves from its place in one to its place in the
/// other.
/// Tabs outside the visible part of the strip are not child-visible, so they cost no layout or
/// drawing. The indicator lives in its own layer, drawn first so it sits behind the buttons, and
/// placed by `IndicatorGeometry` at the fractional `indicatorPosition`: moving it redraws that
/// layer (and reallocates the visible tabs when the strip scrolls), so an animation frame costs
/// the same with 3 or 100 tabs and needs no layout.
///
/// GTK type `FloatingTabsBar`, CSS node `tabbar` (children `indicators` and `tabs`).
@MainActor
final class TabBar: CustomWidget {
    private(set) var buttons: [TabButton] = []
    let indicator = Box(horizontal: true)
    /// Fades over the strip's ends while tabs lie beyond them, in a layer of their own over the
    /// tabs (see `TabBar+Fades.swift`).
    let fades = (start: Box(horizontal: true), end: Box(horizontal: true))
    let fadeLayer = BarLayer(type: fadeLayerType)
    // Layout-only layers (generic role: GTK 4.8 drops the whole subtree of a presentation node).
    let indicatorLayer = BarLayer(type: indicatorLayerType)
    /// The tabs' layer (internal for the bar's extensions, which place things against it).
    let row = BarLayer(type: tabRowType)
    let keys = KeyController()
    /// The pill's background, border and shadow, under the layers.
    let surface = PillSurface()
    /// The bar's key controller (tests emit key presses on it).
    var keyController: KeyController { keys }

    /// Fractional tab index under the indicator (follows swipes continuously).
    var indicatorPosition: Double = 0 {
        didSet {
            guard indicatorPosition != oldValue else { return }
            followIndicator()
            // A redraw, not a layout, while its size stays: a layout of the window costs a round
            // trip to the X server for its work area on every frame (GTK 4.8 recomputes the
            // toplevel's size). And only when the indicator lands on other pixels: a spring's last
            // sub-pixel steps draw nothing.
            indicatorMoved()
        }
    }
    /// Side by side (bar) or stacked (rail). The view decides (`TabBarLayout`).
    var kind: TabBarLayout.Kind = .bar {
        didSet {
            guard kind != oldValue else { return }
            setStyleClass("rail", kind == .rail)
            setAccessibleVertical(kind == .rail)
            for tab in buttons { tab.contentAlignedToStart = kind == .rail }
            followsIndicator = true
            scrollOffset = 0
            row.queueResize()
            indicatorLayer.queueResize()
            fadeLayer.queueAllocate()
            queueResize()
        }
    }
    /// While the view animates between shapes (bar, rail, compact pill): how far, and the tabs'
    /// room (the row's size) at either end; nil when settled.
    var morph: Morph? {
        didSet {
            guard morph != oldValue else { return }
            row.queueAllocate()
            indicatorLayer.queueAllocate()
            fadeLayer.queueAllocate()
        }
    }
    /// How the tabs fit after the last layout (along the bar, or down the rail).
    private(set) var strip = TabStrip(count: 0, widestMinimum: 0, widestNatural: 0, viewportWidth: 0)
    /// How far the strip is scrolled, px (0 while every tab fits).
    private(set) var scrollOffset: Double = 0
    /// False after the user scrolled the bar by hand, until the indicator moves again.
    var followsIndicator = true
    /// Where the indicator was drawn last (nil: not drawn); see `TabBar+Indicator.swift`.
    var drawnIndicator: TabRect?
    /// Where the indicator widget was laid out last (nil: not yet).
    var allocatedIndicator: TabRect?
    let wheel = ScrollController(kinetic: false)
    /// The buttons' sizes from the last measure (see `measureTabs`).
    private(set) var cachedMetrics: TabBarMetrics?
    /// When set, the bar is a compact pill showing only this tab (minimised while the page
    /// scrolls); nil shows every tab.
    var compactIndex: Int? {
        didSet {
            guard compactIndex != oldValue else { return }
            setStyleClass("compact", compactIndex != nil)
            row.queueResize()
            indicatorLayer.queueResize()
            fadeLayer.queueAllocate()
            queueResize()
        }
    }
    var compactButton: TabButton? { compactIndex.flatMap { buttons.indices.contains($0) ? buttons[$0] : nil } }
    /// Dragging a tab along the bar (pointer or finger) reorders it.
    let reorderDrag = DragGesture(touchOnly: false)
    var dragged: (index: Int, startX: Double, claimed: Bool)?
    /// Pixels along the bar before a press on a tab becomes a reorder (a shorter move is a click).
    static let reorderThreshold = 8.0
    /// Called when a dragged tab crosses into another tab's place: move `from` to `to`.
    var onReorder: (@MainActor (_ from: Int, _ to: Int) -> Void)?
    /// A tab's context menu, a child of the bar; positioned when the bar lays out.
    var contextMenu: PopoverMenu?
    /// The tab the open menu is for (weak: the bar's buttons own it); it points at the tab where
    /// the bar shows it now (`menuAnchor`).
    weak var contextMenuTab: Button?
    /// Called with a bar-local key command (arrows, Home, End while a tab has focus).
    var onCommand: (@MainActor (TabCommand) -> Bool)?

    init() {
        super.init(type: tabBarType)
        setStyleClass("floating-tab-bar")
        setAccessibleLabel(localized("Tabs"))
        setAccessibleVertical(false)
        indicator.setStyleClass("floating-tab-indicator")
        indicator.isSensitive = false
        indicator.canTarget = false
        indicatorLayer.canTarget = false
        indicatorLayer.addChild(indicator)
        addChild(indicatorLayer)
        addChild(row)
        setUpFades()
        surface.install(in: self)
        row.clipsChildren = true
        indicatorLayer.clipsChildren = true
        row.measureLayer = { [weak self] horizontal in self?.measureTabs(horizontal: horizontal) ?? (0, 0) }
        row.allocateLayer = { [weak self] width, height in self?.layoutTabs(width: width, height: height) }
        indicatorLayer.measureLayer = { [weak self] horizontal in
            // measured so it may be allocated; its size is ours to choose
            let size = self?.indicator.measure(horizontal: horizontal) ?? (minimum: 0, natural: 0)
            return (size.minimum, size.minimum)
        }
        indicatorLayer.allocateLayer = { [weak self] width, height in self?.placeIndicator(width: width, height: height) }
        indicatorLayer.snapshotLayer = { [weak self] snapshot in self?.drawIndicator(snapshot) }
        keys.onKeyPressed { [weak self] keyval, _, modifiers in
            guard let self,
                let command = KeyMap.command(
                    keyval: keyval, modifiers: modifiers, context: self.kind == .rail ? .tabRail : .tabBar,
                    rightToLeft: self.isRightToLeft),
                command.actsOnFocusedTab
            else { return false } // the rest are the window's shortcuts
            return self.onCommand?(command) ?? false
        }
        addController(keys)
        wheel.onScroll { [weak self] dx, dy in self?.scrolledByHand(dx: dx, dy: dy) ?? false }
        addController(wheel)
        reorderDrag.onBegin { [weak self] x, y in self?.beginReorder(atX: x, y: y) }
        reorderDrag.onUpdate { [weak self] dx, dy in self?.reorder(dx: dx, dy: dy) }
        reorderDrag.onEnd { [weak self] _, _ in self?.dragged = nil }
        addController(reorderDrag)
    }

    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        _ = indicatorLayer.measure(horizontal: horizontal, forSize: forSize)
        _ = fadeLayer.measure(horizontal: horizontal, forSize: forSize)
        surface.measure(horizontal: horizontal, forSize: forSize)
        return row.measure(horizontal: horizontal, forSize: forSize)
    }

    override func allocateChildren(width: Int32, height: Int32) {
        row.allocate(x: 0, y: 0, width: width, height: height) // first: it computes the tab frames
        indicatorLayer.allocate(x: 0, y: 0, width: width, height: height)
        fadeLayer.allocate(x: 0, y: 0, width: width, height: height)
        surface.allocate(in: self)
        placeOpenMenu()
    }

    /// Roving focus: the bar is one stop in the Tab chain, its selected tab; ← → Home End move
    /// along the others (`onCommand`). Tab, Shift+Tab or an arrow key reaching the bar from
    /// outside lands on the selected tab, and from a tab leaves the bar. Every tab stays
    /// `can-focus` — the stop is decided here when the focus moves, so a switch changes no focus
    /// property of its tabs and needs no layout for it. With the search tab selected the bar has
    /// no stop (the search pill's button is the tabs' stop).
    override func moveFocus(_ direction: FocusDirection) -> Bool {
        guard let inside = focusChild else {
            guard let selected = buttons.first(where: \.isSelected), selected.button.grabFocus() else { return false }
            revealIndicator() // the strip scrolled away by hand comes back to the focused tab
            return true
        }
        // Inside the tab menu (a child of the bar) the focus moves as in any popover.
        return inside == row.handle ? false : super.moveFocus(direction)
    }

    func scroll(to offset: Double) {
        guard offset != scrollOffset else { return }
        scrollOffset = offset
        row.queueAllocate()
        indicatorLayer.queueAllocate()
        fadeLayer.queueAllocate()
    }

    /// Shows `newButtons` in this order: the widgets are reordered too, so keyboard focus and
    /// screen readers (which follow the widget order) meet the tabs in the order on screen.
    func setButtons(_ newButtons: [TabButton]) {
        let kept = Set(newButtons.map(ObjectIdentifier.init))
        for old in buttons where !kept.contains(ObjectIdentifier(old)) { row.removeChild(old.button) }
        let existing = Set(buttons.map(ObjectIdentifier.init))
        if buttons.map(ObjectIdentifier.init) != newButtons.map(ObjectIdentifier.init) {
            // Each in turn goes to the end: the children end up in the new order.
            for button in newButtons {
                if existing.contains(ObjectIdentifier(button)) { row.raiseChild(button.button) } else { row.addChild(button.button) }
            }
        }
        buttons = newButtons
        for tab in buttons { tab.contentAlignedToStart = kind == .rail }
        row.queueResize() // the row lays the tabs out: its size may not change when they move
        queueResize()
    }

    /// The tabs' sizes (GTK caches the buttons' measurements), with the room the bar's border,
    /// padding and margins take around them.
    func metrics() -> TabBarMetrics {
        var metrics = measuredMetrics
        metrics.chromeWidth = Double(measure(horizontal: true).minimum - row.measure(horizontal: true).minimum)
        metrics.chromeHeight = Double(measure(horizontal: false).minimum - row.measure(horizontal: false).minimum)
        return metrics
    }

    private func measureTabs(horizontal: Bool) -> (minimum: Int32, natural: Int32) {
        // GTK measures again only after a resize was queued (tabs, titles or style changed):
        // layout and animation frames reuse what this found, at any number of tabs. Each call
        // measures the buttons along its own orientation only; the first measures both once.
        var metrics: TabBarMetrics
        if let cached = cachedMetrics {
            metrics = cached
            measureButtons(horizontal: horizontal, into: &metrics)
        } else {
            metrics = measureButtons()
        }
        cachedMetrics = metrics
        if let compact = compactButton { return compact.measure(horizontal: horizontal) }
        let size = TabBarLayout.contentSize(kind, count: buttons.count, metrics: metrics)
        return horizontal ? (Int32(size.minimumWidth), Int32(size.naturalWidth)) : (Int32(size.minimumHeight), Int32(size.naturalHeight))
    }

    private func layoutTabs(width: Int32, height: Int32) {
        let w = Double(width)
        let h = Double(height)
        var tabs: [Int: TabPlacement.Moving] = [:]
        if let morph {
            tabs = morphPlacement(morph).tabs
        } else if let compact = compactIndex, buttons.indices.contains(compact) {
            tabs[compact] = .init(rect: TabRect(x: 0, y: 0, width: w, height: h), opacity: 1)
        } else {
            strip = tabStrip(kind, width: w, height: h)
            scrollOffset = followsIndicator ? strip.offset(revealing: indicatorPosition, from: scrollOffset) : strip.clamp(scrollOffset)
            for index in strip.visibleRange(offset: scrollOffset) {
                tabs[index] = .init(rect: tabRect(index, in: strip, kind, offset: scrollOffset, width: w, height: h), opacity: 1)
            }
        }
        for (index, tab) in buttons.enumerated() {
            let place = tabs[index]
            // Off-screen tabs are neither laid out nor drawn, but a screen reader still lists them.
            if tab.button.isChildVisible != (place != nil) { tab.button.setChildVisibleKeepingAccessible(place != nil) }
            guard let place else { continue }
            if tab.button.opacity != place.opacity { tab.button.opacity = place.opacity }
            let rect = place.rect
            tab.button.allocate(
                x: Int32(rect.x.rounded()), y: Int32(rect.y.rounded()), width: Int32(rect.width.rounded()), height: Int32(rect.height.rounded()))
        }
    }
}

/// The bar's GTK type.
@MainActor let tabBarType = WidgetType(name: "FloatingTabsBar", cssName: "tabbar", role: .tabList)
/// The layer that holds the sliding indicator, behind the tabs.
@MainActor let indicatorLayerType = WidgetType(name: "FloatingTabsIndicatorLayer", cssName: "indicators", drawsItself: true)
/// The layer that holds the tab buttons (clipped: it scrolls when the tabs do not fit).
@MainActor let tabRowType = WidgetType(name: "FloatingTabsTabRow", cssName: "tabs")
