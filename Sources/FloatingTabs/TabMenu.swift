import Gtk
import Localization
import TabModel

/// A tab's context menu (right click, long press, Menu or Shift+F10 on the focused tab): move it
/// toward either end of the bar (left or right; up or down the rail), hide it, the app's own items for it, or show a hidden tab again. Every item calls the
/// selection model; the bar follows its events.
///
/// Its actions live in the bar under the `tab.` prefix and act on the tab the menu was opened
/// for. The popover is the bar's child (the bar presents it when it lays out).
@MainActor
final class TabMenu<Tab: TabItem> {
    /// Weak: the view owns this menu; the actions' handlers (held by GTK) capture the menu weakly.
    private weak var view: TabView<Tab>?
    let popover: PopoverMenu
    private let actions = ActionGroup()
    private let moveBackward: SimpleAction
    private let moveForward: SimpleAction
    private let hide: SimpleAction
    /// The tab the menu is open for.
    private(set) var tab: Tab.ID?
    /// The hidden tabs the open menu offers to show again, in its order: `tab.unhide` names one
    /// by its place here.
    private var offeredHidden: [Tab.ID] = []
    /// Where the keyboard focus was when the menu opened (weak: the window owns its widgets).
    private let focusBeforeMenu = WeakWidgetPointer()

    init(view: TabView<Tab>) {
        self.view = view
        popover = PopoverMenu(menu: MenuModel(sections: []), parent: view.bar)
        // The actions' handlers reach the menu weakly (it is not initialised yet when they are made).
        let owner = WeakReference<TabMenu>()
        moveBackward = SimpleAction(name: "move-backward") { owner.object?.move(by: -1) }
        moveForward = SimpleAction(name: "move-forward") { owner.object?.move(by: 1) }
        hide = SimpleAction(name: "hide") { owner.object?.hideTab() }
        owner.object = self
        // Closed, the menu gives the keyboard back to where it was when it opened: GTK 4.8 would
        // move it to the window's first Tab stop (a navigation stack's Back button).
        popover.onClosed { owner.object?.giveFocusBack() }
        for action in [moveBackward, moveForward, hide] { actions.add(action) }
        actions.add(SimpleAction(name: "unhide", stringParameter: { [weak self] place in self?.unhide(place) }))
        actions.insert(into: view.bar, prefix: "tab")
    }

    /// Opens the menu for the shown tab `id`, pointing at its button.
    func open(for id: Tab.ID) {
        guard let view, let button = view.button(for: id) else { return }
        tab = id
        focusBeforeMenu.widget = view.windowFocus
        moveBackward.isEnabled = view.selection.canMove(id, by: -1)
        moveForward.isEnabled = view.selection.canMove(id, by: 1)
        hide.isEnabled = view.selection.canHide(id)
        // Named as the tabs lie: down the rail, or along the bar (whose start is at the right,
        // right to left).
        let moves =
            view.bar.kind == .rail
            ? [(localized("Move Up"), "tab.move-backward"), (localized("Move Down"), "tab.move-forward")]
            : view.isRightToLeft
                ? [(localized("Move Left"), "tab.move-forward"), (localized("Move Right"), "tab.move-backward")]
                : [(localized("Move Left"), "tab.move-backward"), (localized("Move Right"), "tab.move-forward")]
        offeredHidden = view.selection.hiddenTabs.map(\.id)
        let hidden = view.selection.hiddenTabs.enumerated().map { place, hiddenTab in
            (label: localized("Show “{tab}”", ["tab": hiddenTab.title]), action: "tab.unhide::\(place)")
        }
        let extra = view.selection.tab(id).flatMap { view.extraTabMenuItems?($0) } ?? []
        popover.setMenu(
            MenuModel(sections: [
                moves,
                [(localized("Hide Tab"), "tab.hide")],
                extra,
                hidden,
            ]))
        guard let frame = button.bounds(in: view.bar) else { return }
        view.bar.contextMenuTab = button
        popover.popup(pointingAt: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// Back to the widget that had the focus when the menu opened, if it is still on screen (a
    /// hidden tab's button is not), else into the shown page; a focus the menu's action moved
    /// on purpose (to the tab selected after hiding the focused one) stays.
    private func giveFocusBack() {
        if let focus = view?.windowFocus, focus.isMapped, !popover.contains(focus) { return }
        if let widget = focusBeforeMenu.widget, widget.isMapped, focusBeforeMenu.restoreFocus() { return }
        view?.focusShownPage()
    }

    private func move(by offset: Int) {
        guard let view, let tab, view.selection.canMove(tab, by: offset), let index = view.selection.index(of: tab) else { return }
        _ = try? view.selection.move(tab, to: index + offset)
    }

    private func hideTab() {
        guard let view, let tab else { return }
        try? view.selection.hide(tab)
    }

    private func unhide(_ place: String) {
        guard let view, let place = Int(place), offeredHidden.indices.contains(place) else { return }
        try? view.selection.unhide(offeredHidden[place])
    }
}
