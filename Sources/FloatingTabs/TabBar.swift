import CGtk
import Gtk
import TabModel

/// The floating pill: tab buttons over a sliding selection indicator (role TAB_LIST).
///
/// Tabs get equal widths (the widest tab's natural width when there is room, an equal share of
/// the available width otherwise). The indicator lives in its own layer, drawn first so it sits
/// behind the buttons, and placed by `IndicatorGeometry` at the fractional `indicatorPosition`:
/// moving it reallocates only that layer, never the row of buttons, so an animation frame costs
/// the same with 3 or 100 tabs.
@MainActor
final class TabBar: LayoutContainer {
    private(set) var buttons: [TabButton] = []
    let indicator = Box(horizontal: true)
    // Layout-only layers (generic role: GTK 4.8 drops the whole subtree of a presentation node).
    private let indicatorLayer = LayoutContainer()
    private let row = LayoutContainer()
    let keys = KeyController()
    /// The bar's key controller (tests emit key presses on it).
    var keyController: KeyController { keys }

    /// Fractional tab index under the indicator (follows swipes continuously).
    var indicatorPosition: Double = 0 { didSet { if indicatorPosition != oldValue { indicatorLayer.queueAllocate() } } }
    /// Called with a bar-local key command (arrows, Home, End while a tab has focus).
    var onCommand: (@MainActor (TabCommand) -> Bool)?

    init() {
        super.init(role: GTK_ACCESSIBLE_ROLE_TAB_LIST)
        setStyleClass("floating-tab-bar")
        setAccessibleLabel("Tabs")
        indicator.setStyleClass("floating-tab-indicator")
        indicator.isSensitive = false
        indicator.setProperty("can-target", false)
        indicatorLayer.setProperty("can-target", false)
        indicatorLayer.addChild(indicator)
        addChild(indicatorLayer)
        addChild(row)
        row.measure = { [unowned self] horizontal, _ in self.measureTabs(horizontal: horizontal) }
        row.allocate = { [unowned self] width, height in self.layoutTabs(width: width, height: height) }
        indicatorLayer.measure = { [unowned self] horizontal, _ in
            let size = self.indicator.measure(horizontal: horizontal) // measured so it may be allocated; its size is ours to choose
            return (size.minimum, size.minimum)
        }
        indicatorLayer.allocate = { [unowned self] _, height in self.placeIndicator(height: height) }
        measure = { [unowned self] horizontal, forSize in
            _ = self.indicatorLayer.measure(horizontal: horizontal, forSize: forSize)
            let size = self.row.measure(horizontal: horizontal, forSize: forSize)
            return (size.minimum, size.natural)
        }
        allocate = { [unowned self] width, height in
            self.row.allocate(x: 0, y: 0, width: width, height: height) // first: it computes the tab frames
            self.indicatorLayer.allocate(x: 0, y: 0, width: width, height: height)
        }
        keys.onKeyPressed { [weak self] keyval, _, modifiers in
            guard let self, let command = KeyMap.command(keyval: keyval, modifiers: modifiers, context: .tabBar, rightToLeft: self.isRightToLeft) else { return false }
            switch command {
            case .focusFirst, .focusLast, .focusNext, .focusPrevious: return self.onCommand?(command) ?? false
            default: return false
            }
        }
        addController(keys)
    }

    /// Replaces the buttons (one per tab).
    func setButtons(_ newButtons: [TabButton]) {
        for old in buttons where !newButtons.contains(where: { $0 === old }) { row.removeChild(old.button) }
        for button in newButtons where !buttons.contains(where: { $0 === button }) { row.addChild(button.button) }
        buttons = newButtons
        queueResize()
    }

    private func measureTabs(horizontal: Bool) -> (Int32, Int32) {
        let sizes = buttons.filter { $0.button.isVisible }.map { $0.button.measure(horizontal: horizontal) }
        guard !sizes.isEmpty else { return (0, 0) }
        let widestMinimum = sizes.map(\.minimum).max()!, widestNatural = sizes.map(\.natural).max()!
        if horizontal {
            return (widestMinimum * Int32(sizes.count), widestNatural * Int32(sizes.count))
        }
        return (widestMinimum, widestNatural)
    }

    /// The tabs' frames in bar coordinates, in tab order (mirrored in RTL).
    private(set) var tabFrames: [TabFrame] = []

    private func layoutTabs(width: Int32, height: Int32) {
        let count = Int32(buttons.count)
        guard count > 0 else { return }
        var frames: [TabFrame] = []
        var x: Int32 = 0
        for (index, tab) in buttons.enumerated() {
            let share = (width - x) / (count - Int32(index))
            let left = isRightToLeft ? width - x - share : x
            tab.button.allocate(x: left, y: 0, width: share, height: height)
            frames.append(TabFrame(x: Double(left), width: Double(share)))
            x += share
        }
        tabFrames = frames
    }

    private func placeIndicator(height: Int32) {
        guard let frame = IndicatorGeometry.frame(at: indicatorPosition, in: tabFrames) else { return }
        indicator.allocate(x: Int32(frame.x.rounded()), y: 0, width: Int32(frame.width.rounded()), height: height)
    }

    /// The indicator's frame after the last layout, in bar coordinates (tests).
    var indicatorFrame: TabFrame? {
        guard let bounds = indicator.bounds(in: self) else { return nil }
        return TabFrame(x: bounds.x, width: bounds.width)
    }
}
