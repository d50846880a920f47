extension TabCommand {
    /// The component's commands that are window actions (`win.<name>`), one per action:
    /// `selectTab` stands for `select-tab`, whose parameter is the tab's index. The app's own
    /// commands (quit, shortcuts) and the roving-focus keys (which act only where a tab has
    /// focus) are not among them.
    public static let windowActionCommands: [TabCommand] = [
        .nextTab, .previousTab, .selectTab(0), .selectLastTab, .moveTabBackward, .moveTabForward, .back, .forward, .openSearch,
    ]

    /// The window action's name without prefix or parameter (`"select-tab"`), or nil when the
    /// command is not a window action.
    public var windowActionName: String? {
        switch self {
        case .nextTab: "next-tab"
        case .previousTab: "previous-tab"
        case .selectTab: "select-tab"
        case .selectLastTab: "select-last-tab"
        case .moveTabBackward: "move-tab-backward"
        case .moveTabForward: "move-tab-forward"
        case .back: "back"
        case .forward: "forward"
        case .openSearch: "open-search"
        case .showTabMenu, .focusPrevious, .focusNext, .focusFirst, .focusLast, .showShortcuts, .quit, .closeWindow: nil
        }
    }

    /// The action as accelerators and menus name it, parameter included (`"win.select-tab(2)"`).
    public var detailedWindowAction: String? {
        guard let name = windowActionName else { return nil }
        if case .selectTab(let index) = self { return "win.\(name)(\(index))" }
        return "win.\(name)"
    }

    /// The action an app binds its own commands to, GTK's way (`"app.quit"`, the window's
    /// `"window.close"` and `"win.show-help-overlay"`): their accelerators come from `KeyMap`
    /// like every other shortcut. Nil for the component's commands.
    public var applicationAction: String? {
        switch self {
        case .showShortcuts: "win.show-help-overlay"
        case .closeWindow: "window.close"
        case .quit: "app.quit"
        default: nil
        }
    }

    /// Whether the command acts only while a tab in the bar or rail has focus (roving focus and
    /// the tab menu's key): the bar handles these, the window does not.
    public var actsOnFocusedTab: Bool {
        switch self {
        case .focusPrevious, .focusNext, .focusFirst, .focusLast, .showTabMenu: true
        default: false
        }
    }
}
