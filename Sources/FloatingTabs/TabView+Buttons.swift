import Gtk
import TabModel

/// The bar's buttons: one per shown tab, made once and kept while the tab is shown; a button
/// shows its tab's title, icon, badge, selected state and shortcut, and is the tab's only
/// focusable stop when selected (roving focus).
extension TabView {
    func rebuildButtons() {
        var next: [Tab.ID: TabButton] = [:]
        var ordered: [TabButton] = []
        for tab in selection.tabs {
            let button = buttons[tab.id] ?? makeButton(for: tab)
            next[tab.id] = button
            ordered.append(button)
        }
        buttons = next
        bar.setButtons(ordered)
        for tab in selection.tabs { updateButton(for: tab) }
    }

    func makeButton(for tab: Tab) -> TabButton {
        let button = TabButton(iconName: tab.iconName)
        let id = tab.id
        button.button.onClicked { [weak self] in try? self?.selection.select(id, reason: .click) }
        button.onMenuRequested = { [weak self] in self?.tabMenu?.open(for: id) }
        button.onSpring = { [weak self] in
            // Over the tab already shown nothing happens (a reselect would pop its navigation).
            guard let self, self.selection.selectedID != id else { return }
            try? self.selection.select(id, reason: .dragHover)
        }
        return button
    }

    func updateButton(for tab: Tab) {
        guard let button = buttons[tab.id], let index = selection.index(of: tab.id) else { return }
        let selected = tab.id == selection.selectedID
        let shortcut = KeyMap.numberCommand(forTabAt: index, of: selection.tabs.count).flatMap(shortcutLabel)
        let labelMode = selected && minimizer.isMinimized ? .iconsOnly : options.labelMode
        button.update(title: tab.title, iconName: tab.iconName, selected: selected, labelMode: labelMode,
                      badgeText: selection.badgeText(for: tab.id), needsAttention: selection.needsAttention(tab.id), shortcut: shortcut)
        button.button.isFocusable = selected
        if let host = pager.builtHost(at: index) { button.button.setAccessibleControls(host) }
    }

    /// The label of a command's first chord ("Alt+1"), worked out once per command.
    func shortcutLabel(_ command: TabCommand) -> String? {
        if let known = shortcutLabels[command] { return known }
        let label = KeyMap.primaryAccelerator(of: command, rightToLeft: isRightToLeft).flatMap(Accelerator.label)
        shortcutLabels[command] = label
        return label
    }
}
