import Gtk
import TabModel
import Localization

/// The floating pill: tab buttons over a sliding selection indicator (role TAB_LIST).
///
/// Tabs get equal widths: an equal share of the bar when they all fit, otherwise their natural
/// width in a strip that scrolls inside the bar (`TabStrip` decides) and follows the indicator.
/// Tabs outside the visible part of the strip are not child-visible, so they cost no layout or
/// drawing. The indicator lives in its own layer, drawn first so it sits behind the buttons, and
/// placed by `IndicatorGeometry` at the fractional `indicatorPosition`: moving it reallocates
/// that layer (and the visible tabs when the strip scrolls), so an animation frame costs the
/// same with 3 or 100 tabs.
///
/// GTK type `FloatingTabsBar`, CSS node `tabbar` (children `indicators` and `tabs`).
@MainActor
final class TabBar: CustomWidget {
    private(set) var buttons: [TabButton] = []
    let indicator = Box(horizontal: true)
    // Layout-only layers (generic role: GTK 4.8 drops the whole subtree of a presentation node).
    private let indicatorLayer = BarLayer(type: indicatorLayerType)
    private let row = BarLayer(type: tabRowType)
    let keys = KeyController()
    /// The bar's key controller (tests emit key presses on it).
    var keyController: KeyController { keys }

    /// Fractional tab index under the indicator (follows swipes continuously).
    var indicatorPosition: Double = 0 {
        didSet {
            guard indicatorPosition != oldValue else { return }
            followsIndicator = true
            scroll(to: strip.offset(revealing: indicatorPosition, from: scrollOffset))
            indicatorLayer.queueAllocate()
        }
    }
    /// The widest the bar asks to be; more tabs than fit scroll inside it.
    static let maximumNaturalWidth: Int32 = 960
    /// How the tabs fit after the last layout.
    private(set) var strip = TabStrip(count: 0, widestMinimum: 0, widestNatural: 0, viewportWidth: 0)
    /// How far the strip is scrolled, px (0 while every tab fits).
    private(set) var scrollOffset: Double = 0
    /// False after the user scrolled the bar by hand, until the indicator moves again.
    private var followsIndicator = true
    /// The widest tab's minimum and natural width at the last measure.
    private var widest: (minimum: Int32, natural: Int32) = (0, 0)
    private let wheel = ScrollController(kinetic: false)
    /// When set, the bar is a compact pill showing only this tab (minimised while the page
    /// scrolls); nil shows every tab.
    var compactIndex: Int? {
        didSet {
            guard compactIndex != oldValue else { return }
            setStyleClass("compact", compactIndex != nil)
            row.queueResize()
            indicatorLayer.queueResize()
            queueResize()
        }
    }
    private var compactButton: TabButton? { compactIndex.flatMap { buttons.indices.contains($0) ? buttons[$0] : nil } }
    /// Dragging a tab along the bar (pointer or finger) reorders it.
    let reorderDrag = DragGesture(touchOnly: false)
    private var dragged: (index: Int, startX: Double, claimed: Bool)?
    /// Pixels along the bar before a press on a tab becomes a reorder (a shorter move is a click).
    static let reorderThreshold = 8.0
    /// Called when a dragged tab crosses into another tab's place: move `from` to `to`.
    var onReorder: (@MainActor (_ from: Int, _ to: Int) -> Void)?
    /// A tab's context menu, a child of the bar; positioned when the bar lays out.
    var contextMenu: PopoverMenu?
    /// Called with a bar-local key command (arrows, Home, End while a tab has focus).
    var onCommand: (@MainActor (TabCommand) -> Bool)?

    init() {
        super.init(type: tabBarType)
        setStyleClass("floating-tab-bar")
        setAccessibleLabel(localized("Tabs"))
        indicator.setStyleClass("floating-tab-indicator")
        indicator.isSensitive = false
        indicator.setProperty("can-target", false)
        indicatorLayer.setProperty("can-target", false)
        indicatorLayer.addChild(indicator)
        addChild(indicatorLayer)
        addChild(row)
        row.clipsChildren = true
        indicatorLayer.clipsChildren = true
        row.measureLayer = { [weak self] horizontal in self?.measureTabs(horizontal: horizontal) ?? (0, 0) }
        row.allocateLayer = { [weak self] width, height in self?.layoutTabs(width: width, height: height) }
        indicatorLayer.measureLayer = { [weak self] horizontal in
            // measured so it may be allocated; its size is ours to choose
            let size = self?.indicator.measure(horizontal: horizontal) ?? (minimum: 0, natural: 0)
            return (size.minimum, size.minimum)
        }
        indicatorLayer.allocateLayer = { [weak self] _, height in self?.placeIndicator(height: height) }
        keys.onKeyPressed { [weak self] keyval, _, modifiers in
            guard let self, let command = KeyMap.command(keyval: keyval, modifiers: modifiers, context: .tabBar, rightToLeft: self.isRightToLeft) else { return false }
            switch command {
            case .focusFirst, .focusLast, .focusNext, .focusPrevious, .showTabMenu: return self.onCommand?(command) ?? false
            default: return false
            }
        }
        addController(keys)
        wheel.onScroll { [weak self] dx, dy in self?.scrolledByHand(dx: dx, dy: dy) ?? false }
        addController(wheel)
        reorderDrag.onBegin { [weak self] x, _ in self?.beginReorder(atX: x) }
        reorderDrag.onUpdate { [weak self] dx, dy in self?.reorder(dx: dx, dy: dy) }
        reorderDrag.onEnd { [weak self] _, _ in self?.dragged = nil }
        addController(reorderDrag)
    }

    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        _ = indicatorLayer.measure(horizontal: horizontal, forSize: forSize)
        return row.measure(horizontal: horizontal, forSize: forSize)
    }

    override func allocateChildren(width: Int32, height: Int32) {
        row.allocate(x: 0, y: 0, width: width, height: height) // first: it computes the tab frames
        indicatorLayer.allocate(x: 0, y: 0, width: width, height: height)
        contextMenu?.present()
    }

    /// The bar's scroll controller (tests emit its signals).
    var scrollController: ScrollController { wheel }

    /// Wheel or touchpad scrolling over the bar moves the strip when the tabs overflow.
    private func scrolledByHand(dx: Double, dy: Double) -> Bool {
        guard strip.scrolls else { return false }
        let horizontal = abs(dx) > abs(dy)
        let delta = horizontal ? (isRightToLeft ? -dx : dx) : dy
        let step = wheel.currentUnitIsWheel == false ? 1 : strip.tabWidth
        followsIndicator = false
        scroll(to: strip.clamp(scrollOffset + delta * step))
        return true
    }

    private func scroll(to offset: Double) {
        guard offset != scrollOffset else { return }
        scrollOffset = offset
        row.queueAllocate()
        indicatorLayer.queueAllocate()
    }

    /// Replaces the buttons (one per tab).
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
        row.queueResize() // the row lays the tabs out: its size may not change when they move
        queueResize()
    }

    private func beginReorder(atX x: Double) {
        guard compactIndex == nil else { return }
        dragged = strip.index(atX: x, offset: scrollOffset, rightToLeft: isRightToLeft).map { ($0, x, false) }
    }

    /// Follows a press on a tab: once it moves along the bar past the threshold the gesture is the
    /// bar's (the tab's click is cancelled) and the tab takes the place under the pointer.
    private func reorder(dx: Double, dy: Double) {
        guard var drag = dragged else { return }
        if !drag.claimed {
            guard abs(dx) >= Self.reorderThreshold || abs(dy) >= Self.reorderThreshold else { return }
            guard abs(dx) > abs(dy) else {
                reorderDrag.deny()
                dragged = nil
                return
            }
            reorderDrag.claim()
            drag.claimed = true
        }
        if let target = strip.index(atX: drag.startX + dx, offset: scrollOffset, rightToLeft: isRightToLeft), target != drag.index {
            onReorder?(drag.index, target)
            drag.index = target
        }
        dragged = drag
    }

    private func measureTabs(horizontal: Bool) -> (minimum: Int32, natural: Int32) {
        if let compact = compactButton { return compact.button.measure(horizontal: horizontal) }
        let sizes = buttons.map { $0.button.measure(horizontal: horizontal) }
        guard !sizes.isEmpty else { return (0, 0) }
        let widestMinimum = sizes.map(\.minimum).max()!, widestNatural = sizes.map(\.natural).max()!
        guard horizontal else { return (widestMinimum, widestNatural) }
        widest = (widestMinimum, widestNatural)
        // Narrower than every tab at its minimum, the strip scrolls: one tab is the least.
        let natural = min(widestNatural * Int32(sizes.count), max(Self.maximumNaturalWidth, widestNatural))
        return (widestMinimum, max(natural, widestMinimum))
    }

    private func layoutTabs(width: Int32, height: Int32) {
        if let compact = compactButton {
            for tab in buttons where tab !== compact && tab.button.isChildVisible { tab.button.isChildVisible = false }
            if !compact.button.isChildVisible { compact.button.isChildVisible = true }
            compact.button.allocate(x: 0, y: 0, width: width, height: height)
            return
        }
        strip = TabStrip(count: buttons.count, widestMinimum: Double(widest.minimum), widestNatural: Double(widest.natural), viewportWidth: Double(width))
        scrollOffset = followsIndicator ? strip.offset(revealing: indicatorPosition, from: scrollOffset) : strip.clamp(scrollOffset)
        let shown = strip.visibleRange(offset: scrollOffset)
        for (index, tab) in buttons.enumerated() {
            let inView = shown.contains(index)
            if tab.button.isChildVisible != inView { tab.button.isChildVisible = inView }
            guard inView else { continue }
            let frame = strip.frame(of: index, offset: scrollOffset, rightToLeft: isRightToLeft)
            tab.button.allocate(x: Int32(frame.x), y: 0, width: Int32(frame.width), height: height)
        }
    }

    private func placeIndicator(height: Int32) {
        if compactButton != nil {
            indicator.allocate(x: 0, y: 0, width: indicatorLayer.allocatedSize.width, height: height)
            return
        }
        let rightToLeft = isRightToLeft
        guard let frame = IndicatorGeometry.frame(at: indicatorPosition, count: strip.count, frameOf: {
            strip.frame(of: $0, offset: scrollOffset, rightToLeft: rightToLeft)
        }) else { return }
        indicator.allocate(x: Int32(frame.x.rounded()), y: 0, width: Int32(frame.width.rounded()), height: height)
    }

    /// The indicator's frame after the last layout, in bar coordinates (tests).
    var indicatorFrame: TabFrame? {
        guard let bounds = indicator.bounds(in: self) else { return nil }
        return TabFrame(x: bounds.x, width: bounds.width)
    }
}

/// The bar's GTK type.
@MainActor let tabBarType = WidgetType(name: "FloatingTabsBar", cssName: "tabbar", role: .tabList)
/// The layer that holds the sliding indicator, behind the tabs.
@MainActor let indicatorLayerType = WidgetType(name: "FloatingTabsIndicatorLayer", cssName: "indicators")
/// The layer that holds the tab buttons (clipped: it scrolls when the tabs do not fit).
@MainActor let tabRowType = WidgetType(name: "FloatingTabsTabRow", cssName: "tabs")
