import Gtk
import Localization
import TabModel

/// One tab in the bar: a button with accessible role TAB holding an icon, a title, a count badge
/// and a needs-attention dot. All text is plain (never markup).
@MainActor
final class TabButton {
    let button = Button(role: .tab)
    private let icon: Image
    private let title = Label()
    /// Whether the title is laid out bold (the selected tab's).
    private var titleIsBold: Bool?
    /// Whether the tab is shown selected (the bar's focus stop).
    private(set) var isSelected = false
    /// The count badge and the needs-attention dot, made the first time the tab shows one: most
    /// tabs never do, and with 100 tabs two widgets fewer each are 200 widgets less to build,
    /// style and lay out at start-up.
    private var badge: Label?
    private var dot: Box?
    private let content = Box(horizontal: true, spacing: 6)
    /// Right click and long press: they ask for the tab's menu (`onMenuRequested`).
    let secondaryClick = ClickGesture(button: 3)
    let longPress = LongPressGesture()
    /// Runs when the user asks for the tab's context menu with the pointer or a finger.
    var onMenuRequested: (@MainActor () -> Void)?
    /// A drag-and-drop over the tab: held for `springDelay` it runs `onSpring` (the tab opens, so
    /// the drop lands on its page), as GtkStackSwitcher and libadwaita's switchers do.
    let dropMotion = DropMotionController()
    var onSpring: (@MainActor () -> Void)?
    /// The room, in characters, a title cut short keeps: its first letters and "…".
    static let leastTitleCharacters = 5
    /// How long a drag must stay over a tab before it opens, ms.
    static let springDelay: UInt32 = 500
    private var springTimer: UInt32 = 0
    /// In the rail the icon and title start at the leading edge, so the icons line up.
    var contentAlignedToStart = false {
        didSet { if contentAlignedToStart != oldValue { content.align(horizontal: contentAlignedToStart ? .start : .center) } }
    }

    init(iconName: String) {
        icon = Image(iconName: iconName)
        button.hasFrame = false
        button.setStyleClass("floating-tab")
        button.focusOnClick = false
        title.setStyleClass("floating-tab-title")
        title.xalign = 0 // cut short, the title stays by its icon (centred, it left a gap on each side)
        content.align(horizontal: .center)
        content.append(icon)
        content.append(title)
        button.setChild(content)
        // The gestures live in the button (GTK holds them); they capture this object weakly.
        // The menu opens when the right button comes up, not down: GTK 4.8 draws the pressed
        // widget :active until it sees the release, and a popover opened by the press takes the
        // release, so the tab stayed drawn pressed for good.
        secondaryClick.onReleased { [weak self] _, _, _ in self?.onMenuRequested?() }
        longPress.onPressed { [weak self] _, _ in self?.onMenuRequested?() }
        button.addController(secondaryClick)
        button.addController(longPress)
        dropMotion.onEnter { [weak self] _, _ in self?.armSpring() }
        dropMotion.onLeave { [weak self] in self?.disarmSpring() }
        button.addController(dropMotion)
    }

    private func armSpring() {
        disarmSpring()
        springTimer = MainLoop.timeout(milliseconds: Self.springDelay) { [weak self] in
            self?.springTimer = 0
            self?.onSpring?()
            return false
        }
    }

    private func disarmSpring() {
        if springTimer != 0 { MainLoop.remove(springTimer) }
        springTimer = 0
    }

    isolated deinit { disarmSpring() }

    /// Shows the tab's state; the tooltip gives the title and the `shortcut` that selects it
    /// ("Files — Alt+1").
    func update(
        title text: String, iconName: String, selected: Bool, labelMode: TabLabelMode, badgeText: String?, needsAttention: Bool,
        shortcut: String? = nil
    ) {
        if title.text != text {
            title.text = text
            // Cut short, a title keeps room for five average characters, its first letters and
            // "…" ("Sett…"): "R…" or "…" alone did not say which tab. A title that short is never
            // cut (it would save a letter).
            if text.count > Self.leastTitleCharacters {
                title.ellipsizeEnd()
                title.widthChars = Int32(Self.leastTitleCharacters)
            } else {
                title.neverEllipsize()
                title.widthChars = -1
            }
        }
        if icon.iconName != iconName { icon.iconName = iconName }
        let showsTitle =
            switch labelMode {
            case .all: true
            case .selectedOnly: selected
            case .iconsOnly: false
            }
        title.isVisible = showsTitle
        // A switch updates two buttons: their texts are made again only when what they say
        // changed, not a translated template filled in on every switch.
        let tooltipSource = TooltipSource(title: text, shortcut: shortcut)
        if tooltipSource != shownTooltipSource {
            button.tooltip = shortcut.map { localized("{tab} — {shortcut}", ["tab": text, "shortcut": $0]) } ?? text
            shownTooltipSource = tooltipSource
        }
        if let badgeText {
            shownBadgeLabel().text = badgeText
        }
        badge?.isVisible = badgeText != nil
        if needsAttention && badgeText == nil { _ = shownDot() }
        dot?.isVisible = needsAttention && badgeText == nil
        button.setStyleClass("selected", selected)
        isSelected = selected
        // Bold by attribute, not by CSS: GTK 4.8 kept a title bold that was first measured while
        // selected if the selection moved before the window was shown (a restored session
        // selecting a pinned folder's tab).
        if selected != titleIsBold {
            title.setWeight(selected ? 700 : 400)
            titleIsBold = selected
        }
        button.setAccessibleSelected(selected)
        let accessibleSource = AccessibleSource(title: text, badgeText: badgeText, needsAttention: needsAttention)
        if accessibleSource != shownAccessibleSource {
            button.setAccessibleLabel(text)
            var description: [String] = []
            if let badgeText { description.append(localized("{count} new", ["count": badgeText])) }
            if needsAttention { description.append(localized("needs attention")) }
            button.setAccessibleDescription(description.joined(separator: ", "))
            shownAccessibleSource = accessibleSource
        }
    }

    /// What the tooltip was last made from.
    private struct TooltipSource: Equatable {
        let title: String, shortcut: String?
    }
    private var shownTooltipSource: TooltipSource?

    /// What the accessible label and description were last made from.
    private struct AccessibleSource: Equatable {
        let title: String, badgeText: String?, needsAttention: Bool
    }
    private var shownAccessibleSource: AccessibleSource?

    /// The page this tab controls, told to assistive technologies once per page (every update
    /// asked for it again).
    private weak var controlledPage: Widget?

    /// Tells assistive technologies that this tab controls `page`.
    func controls(_ page: Widget) {
        guard page !== controlledPage else { return }
        button.setAccessibleControls(page)
        controlledPage = page
    }

    /// The badge, made and put after the title the first time it is needed.
    private func shownBadgeLabel() -> Label {
        if let badge { return badge }
        let made = Label()
        made.setStyleClass("floating-tab-badge")
        made.align(vertical: .center)
        content.append(made) // after the title; the dot, if made first, is never shown beside it
        badge = made
        return made
    }

    /// The needs-attention dot, made and put at the end the first time it is needed.
    private func shownDot() -> Box {
        if let dot { return dot }
        let made = Box(horizontal: true)
        made.setStyleClass("floating-tab-attention")
        made.align(horizontal: .center, vertical: .center)
        content.append(made)
        dot = made
        return made
    }

    /// The button's size, with room kept for its title in bold while it is not: a tab is as wide
    /// selected as not, so the bar (whose tabs are as wide as the widest) keeps its size when the
    /// selection moves.
    func measure(horizontal: Bool) -> (minimum: Int32, natural: Int32) {
        guard horizontal else { return button.measure(horizontal: false) }
        let widths = widths()
        return (Int32(widths.minimum), Int32(widths.natural))
    }

    /// The button's least and natural width, and the room its natural width keeps for the title
    /// in bold (a tab that is not selected can give that up without cutting its title).
    func widths() -> TabWidth {
        let size = button.measure(horizontal: true)
        let room = title.isVisible ? boldRoom() : 0
        let natural = titleIsBold == false ? size.natural + room : size.natural
        return TabWidth(minimum: Double(size.minimum), natural: Double(natural), boldRoom: Double(room))
    }

    /// Whether the title is laid out bold: the tab is shown selected.
    var showsTitleBold: Bool { titleIsBold == true }

    /// What the title's bold weight adds to its width, kept until its text or font changes
    /// (laying the title out twice for every measure would cost every switch at 100 tabs).
    private func boldRoom() -> Int32 {
        let text = title.text
        let font = title.fontIdentity
        if let cached = boldRoomCache, cached.text == text, cached.font == font { return cached.room }
        let room = title.extraWidth(inWeight: 700, over: 400)
        boldRoomCache = (text, font, room)
        return room
    }

    private var boldRoomCache: (text: String, font: UInt32, room: Int32)?

    /// The weight of the font the title is laid out in (tests: 700 bold when selected).
    var titleWeight: Int32 { title.fontWeight }
    /// The title label's current text (tests).
    var titleText: String { title.text }
    /// Whether the title is cut short with "…" (tests).
    var titleIsCut: Bool { title.isEllipsized }
    /// The width the title is laid out in, px (tests).
    var titleWidth: Int32 { title.allocatedSize.width }
    /// Whether the title is shown (tests).
    var showsTitle: Bool { title.isVisible }
    /// The badge text shown, or nil (tests).
    var shownBadge: String? { badge.flatMap { $0.isVisible ? $0.text : nil } }
    /// Whether the attention dot is shown (tests).
    var showsAttentionDot: Bool { dot?.isVisible ?? false }
}
