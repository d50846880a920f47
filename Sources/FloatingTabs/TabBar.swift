import CGtk
import Gtk
import TabModel

/// The floating pill: tab buttons over a sliding selection indicator (role TAB_LIST).
///
/// Tabs get equal widths (the widest tab's natural width when there is room, an equal share of
/// the available width otherwise); the indicator is drawn first, so it sits behind the buttons,
/// and is placed by `IndicatorGeometry` at the fractional `indicatorPosition`.
@MainActor
final class TabBar: LayoutContainer {
    private(set) var buttons: [TabButton] = []
    let indicator = Box(horizontal: true)
    let keys = KeyController()
    /// The bar's key controller (tests emit key presses on it).
    var keyController: KeyController { keys }

    /// Fractional tab index under the indicator (follows swipes continuously).
    var indicatorPosition: Double = 0 { didSet { if indicatorPosition != oldValue { queueAllocate() } } }
    /// Called with a bar-local key command (arrows, Home, End while a tab has focus).
    var onCommand: (@MainActor (TabCommand) -> Bool)?

    init() {
        super.init(role: GTK_ACCESSIBLE_ROLE_TAB_LIST)
        setStyleClass("floating-tab-bar")
        setAccessibleLabel("Tabs")
        indicator.setStyleClass("floating-tab-indicator")
        indicator.isSensitive = false
        indicator.setProperty("can-target", false)
        addChild(indicator)
        measure = { [unowned self] horizontal, forSize in self.measureTabs(horizontal: horizontal) }
        allocate = { [unowned self] width, height in self.layout(width: width, height: height) }
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
        for old in buttons where !newButtons.contains(where: { $0 === old }) { removeChild(old.button) }
        for button in newButtons where !buttons.contains(where: { $0 === button }) { addChild(button.button) }
        buttons = newButtons
        queueResize()
    }

    private func measureTabs(horizontal: Bool) -> (Int32, Int32) {
        _ = indicator.measure(horizontal: horizontal) // measured so it may be allocated; its size is ours to choose
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

    private func layout(width: Int32, height: Int32) {
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
        if let frame = IndicatorGeometry.frame(at: indicatorPosition, in: frames) {
            indicator.allocate(x: Int32(frame.x.rounded()), y: 0, width: Int32(frame.width.rounded()), height: height)
        }
    }

    /// The indicator's frame after the last layout, in bar coordinates (tests).
    var indicatorFrame: TabFrame? {
        guard let bounds = indicator.bounds(in: self) else { return nil }
        return TabFrame(x: bounds.x, width: bounds.width)
    }
}
