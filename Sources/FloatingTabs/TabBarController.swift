import Gtk
import TabModel

/// The bar's side of the view: one button per shown tab — made once and kept while the tab is
/// shown, showing its title, icon, badge, selected state and shortcut, the selected one the bar's
/// only focus stop (roving focus) — the compact pill while the page scrolls (`BarMinimizer`
/// decides), which edge the bar floats at, and whether it shows at all while navigating.
@MainActor
final class TabBarController<Tab: TabItem> {
    /// The floating bar (or rail).
    let bar: TabBar
    private let selection: TabSelection<Tab>
    /// The pager whose pages the tabs control (accessible relation).
    private let pager: Pager
    private var buttons: [Tab.ID: TabButton] = [:]
    /// The search tab's button, in its own pill beside the bar (not among the bar's buttons).
    private let searchButton: TabButton
    /// Each command's first chord's label ("Alt+1"), worked out once per command.
    private var shortcutLabels: [TabCommand: String?] = [:]
    private var minimizer = BarMinimizer()
    private let motion = MotionController()
    private let focus = FocusController()

    /// The view's options (the view sets them on every change).
    var options = TabViewOptions()
    /// Whether the bar is shown (it hides while navigating when `hidesBarWhenNavigating`).
    private(set) var isRevealed = true
    /// Whether the search field (or the pill growing into it) covers the bar: it takes no input.
    var isCoveredBySearch = false {
        didSet { if isCoveredBySearch != oldValue { bar.canTarget = isRevealed && !isCoveredBySearch } }
    }
    /// How deep a tab is navigated, for `hidesBarWhenNavigating`.
    var currentDepth: @MainActor (Tab) -> Int = { _ in 0 }
    /// Runs when a tab's context menu is asked for (right click, long press, Menu key).
    var onMenuRequested: @MainActor (Tab.ID) -> Void = { _ in }

    /// Drives `bar` for `selection`; the tabs control `pager`'s pages. The view owns this object
    /// and both widgets; the handlers GTK holds reach this object weakly.
    init(selection: TabSelection<Tab>, bar: TabBar, pager: Pager, searchButton: TabButton) {
        self.selection = selection
        self.bar = bar
        self.pager = pager
        self.searchButton = searchButton
        searchButton.button.onClicked { [weak self] in
            guard let self, let id = self.selection.searchTabID else { return }
            try? self.selection.select(id, reason: .click)
        }
        searchButton.onMenuRequested = { [weak self] in
            guard let self, let id = self.selection.searchTabID else { return }
            self.onMenuRequested(id)
        }
        motion.onPointer { [weak self] _, _ in self?.expand() }
        bar.addController(motion)
        focus.onEnter { [weak self] in self?.expand() }
        bar.addController(focus)
    }

    /// The button of the shown tab `id`.
    func button(for id: Tab.ID) -> Button? { buttons[id]?.button }

    // MARK: Buttons

    /// One button per shown tab, in their order: existing buttons are kept. The search tab's is
    /// the pill's, not the bar's.
    func rebuildButtons() {
        var next: [Tab.ID: TabButton] = [:]
        var ordered: [TabButton] = []
        for tab in selection.tabs {
            if selection.isSearchTab(tab.id) {
                next[tab.id] = searchButton
                continue
            }
            let button = buttons[tab.id] ?? makeButton(for: tab)
            next[tab.id] = button
            ordered.append(button)
        }
        buttons = next
        bar.setButtons(ordered)
        for tab in selection.tabs { updateButton(for: tab) }
    }

    private func makeButton(for tab: Tab) -> TabButton {
        let button = TabButton(iconName: tab.iconName)
        let id = tab.id
        button.button.onClicked { [weak self] in try? self?.selection.select(id, reason: .click) }
        button.onMenuRequested = { [weak self] in self?.onMenuRequested(id) }
        button.onSpring = { [weak self] in
            // Over the tab already shown nothing happens (a reselect would pop its navigation).
            guard let self, self.selection.selectedID != id else { return }
            try? self.selection.select(id, reason: .dragHover)
        }
        return button
    }

    /// Shows `tab`'s title, icon, badge, selected state and shortcut on its button.
    func updateButton(for tab: Tab) {
        guard let button = buttons[tab.id], let index = selection.index(of: tab.id) else { return }
        let selected = tab.id == selection.selectedID
        // Alt+9 goes to the bar's last tab; the search tab has a number only among the first eight.
        let isSearch = button === searchButton
        let barCount = selection.tabs.count - (selection.searchTabID.flatMap(selection.index(of:)) != nil ? 1 : 0)
        let command = isSearch ? (index < KeyMap.numberedTabs ? .selectTab(index) : nil) : KeyMap.numberCommand(forTabAt: index, of: barCount)
        let shortcut = command.flatMap(shortcutLabel)
        let labelMode = (selected && minimizer.isMinimized) || isSearch ? .iconsOnly : options.labelMode
        button.update(
            title: tab.title, iconName: tab.iconName, selected: selected, labelMode: labelMode,
            badgeText: selection.badgeText(for: tab.id), needsAttention: selection.needsAttention(tab.id), shortcut: shortcut)
        // The bar decides its stop in the Tab chain when the focus moves (`TabBar.moveFocus`).
        // The search tab's button, in a pill of its own, is the stop while its tab is selected.
        // `can-focus`, not `focusable`: GTK tells assistive technologies of a focusable change,
        // and doing so registers the button on the accessibility bus, so every switch after sent
        // its state changes over D-Bus (4 messages a switch with no screen reader listening).
        if isSearch { button.button.canFocus = selected }
        if let host = pager.builtHost(at: index) { pageBuilt(host, for: tab.id) }
    }

    /// The tab `id` controls its page from the moment the page exists.
    func pageBuilt(_ page: RetainedPage, for id: Tab.ID) { buttons[id]?.controls(page) }

    /// Updates the buttons of the tabs `ids` (nil entries and unknown ids are skipped).
    func updateButtons(_ ids: [Tab.ID?]) {
        for id in ids.compactMap({ $0 }) { if let tab = selection.tab(id) { updateButton(for: tab) } }
    }

    private func shortcutLabel(_ command: TabCommand) -> String? {
        if let known = shortcutLabels[command] { return known }
        let label = KeyMap.primaryAccelerator(of: command, rightToLeft: bar.isRightToLeft).flatMap(Accelerator.label)
        shortcutLabels[command] = label
        return label
    }

    /// Moves keyboard focus to the selected tab (where ← → Home End move along the tabs).
    /// Returns whether the tab took the focus.
    func focusSelectedTab() -> Bool {
        guard let id = selection.selectedID, let button = buttons[id] else { return false }
        expand()
        return button.button.grabFocus()
    }

    // MARK: Compact pill, edge, reveal

    /// Whether the bar is the compact pill (`minimizesOnScroll`).
    var isMinimized: Bool { minimizer.isMinimized }

    /// The page's content scrolled vertically by `dy` px (positive: down).
    func contentScrolled(by dy: Double) {
        // The rail covers no content: it never minimises.
        guard options.minimizesOnScroll, bar.kind == .bar, minimizer.scrolled(by: dy) else { return }
        applyMinimized()
    }

    /// Restores a minimised bar (hover, focus, a swipe, a tab change).
    func expand() {
        guard minimizer.expand() else { return }
        applyMinimized()
    }

    private func applyMinimized() {
        // The search tab's button has a pill of its own: the compact pill shows the bar's.
        bar.compactIndex = minimizer.isMinimized ? selection.selectedIndex.flatMap { $0 < bar.buttons.count ? $0 : nil } : nil
        if let tab = selection.selectedTab { updateButton(for: tab) }
    }

    /// Makes the bar a bar or the rail (the rail never minimises).
    func setKind(_ kind: TabBarLayout.Kind) {
        guard kind != bar.kind else { return }
        expand()
        bar.kind = kind
        updateEdgeClasses()
    }

    /// The bar's style classes for the edge it floats at (its concealed transform slides it off
    /// that edge).
    func updateEdgeClasses() {
        let bottom = options.position == .bottom
        let rail = bar.kind == .rail
        bar.setStyleClass("top", !rail && !bottom)
        bar.setStyleClass("bottom", !rail && bottom)
    }

    /// Shows or conceals the bar for the current tab's depth (`hidesBarWhenNavigating`).
    func updateVisibility() {
        let deep = selection.selectedTab.map { currentDepth($0) > 0 } ?? false
        let reveal = !(options.hidesBarWhenNavigating && deep)
        guard reveal != isRevealed else { return }
        isRevealed = reveal
        bar.setStyleClass("concealed", !reveal)
        bar.canTarget = reveal && !isCoveredBySearch
    }
}
