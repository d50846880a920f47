import Localization

/// One row of the shortcut table: the chords that trigger a command, and how to describe it.
public struct ShortcutEntry: Hashable, Sendable {
    /// Section in the shortcuts window.
    public enum Group: String, Sendable, CaseIterable {
        /// Switching, moving and focusing tabs.
        case tabs
        /// Back and Forward inside a tab.
        case navigation
        /// The app's own commands (shortcuts, quit, close).
        case application

        /// The group's heading, translated.
        public var title: String {
            switch self {
            case .tabs: localized("Tabs")
            case .navigation: localized("Navigation")
            case .application: localized("Application")
            }
        }
    }
    /// The command.
    public let command: TabCommand
    /// Every chord that triggers it (LTR layout).
    public let chords: [KeyChord]
    /// Human-readable description.
    public let title: String
    /// Section.
    public let group: Group
    /// Where it acts (roving focus keys only while a tab has focus).
    public let scope: ShortcutScope
    /// Only while a tab in the bar or rail has focus (roving focus keys).
    public var tabBarOnly: Bool { scope != .everywhere }

    init(command: TabCommand, chords: [KeyChord], title: String, group: Group, scope: ShortcutScope = .everywhere) {
        self.command = command
        self.chords = chords
        self.title = title
        self.group = group
        self.scope = scope
    }
}

/// The one table of keyboard shortcuts: key handling, window actions' accelerators and the
/// shortcuts window are all generated from it. Pure: testable without a display.
public enum KeyMap {
    /// Every shortcut, in the order the shortcuts window lists them.
    public static func entries(rightToLeft: Bool = false) -> [ShortcutEntry] {
        let backArrow = rightToLeft ? Keyval.right : Keyval.left
        let forwardArrow = rightToLeft ? Keyval.left : Keyval.right
        var rows: [ShortcutEntry] = [
            ShortcutEntry(
                command: .nextTab, chords: [KeyChord(Keyval.tab, .control), KeyChord(Keyval.pageDown, .control)],
                title: localized("Next tab"), group: .tabs),
            ShortcutEntry(
                command: .previousTab,
                chords: [KeyChord(Keyval.isoLeftTab, [.control, .shift]), KeyChord(Keyval.tab, [.control, .shift]), KeyChord(Keyval.pageUp, .control)],
                title: localized("Previous tab"), group: .tabs),
        ]
        func digitChords(_ n: Int) -> [KeyChord] {
            [KeyChord(Keyval.digit(n), .alt), KeyChord(Keyval.digit(n), .control), KeyChord(Keyval.keypadDigit(n), .alt)]
        }
        for n in 1...numberedTabs {
            rows.append(
                ShortcutEntry(
                    command: .selectTab(n - 1), chords: digitChords(n),
                    title: localized("Go to tab {number}", ["number": "\(n)"]), group: .tabs))
        }
        rows += [
            ShortcutEntry(command: .selectLastTab, chords: digitChords(9), title: localized("Go to the last tab"), group: .tabs),
            ShortcutEntry(
                command: .moveTabBackward, chords: [KeyChord(Keyval.pageUp, [.control, .shift])],
                title: localized("Move tab toward the start"), group: .tabs),
            ShortcutEntry(
                command: .moveTabForward, chords: [KeyChord(Keyval.pageDown, [.control, .shift])],
                title: localized("Move tab toward the end"), group: .tabs),
        ]
        rows += [
            ShortcutEntry(
                command: rightToLeft ? .focusNext : .focusPrevious, chords: [KeyChord(Keyval.left)],
                title: rightToLeft ? localized("Next tab in the bar") : localized("Previous tab in the bar"), group: .tabs, scope: .tabBar),
            ShortcutEntry(
                command: rightToLeft ? .focusPrevious : .focusNext, chords: [KeyChord(Keyval.right)],
                title: rightToLeft ? localized("Previous tab in the bar") : localized("Next tab in the bar"), group: .tabs, scope: .tabBar),
            ShortcutEntry(command: .focusPrevious, chords: [KeyChord(Keyval.up)], title: localized("Previous tab in the rail"), group: .tabs, scope: .tabRail),
            ShortcutEntry(command: .focusNext, chords: [KeyChord(Keyval.down)], title: localized("Next tab in the rail"), group: .tabs, scope: .tabRail),
            ShortcutEntry(command: .focusFirst, chords: [KeyChord(Keyval.home)], title: localized("First tab"), group: .tabs, scope: .tabs),
            ShortcutEntry(command: .focusLast, chords: [KeyChord(Keyval.end)], title: localized("Last tab"), group: .tabs, scope: .tabs),
            ShortcutEntry(
                command: .showTabMenu, chords: [KeyChord(Keyval.menu), KeyChord(Keyval.f10, .shift)],
                title: localized("Tab menu"), group: .tabs, scope: .tabs),
            ShortcutEntry(
                command: .back, chords: [KeyChord(backArrow, .alt), KeyChord(Keyval.back), KeyChord(Keyval.escape)],
                title: localized("Back"), group: .navigation),
            ShortcutEntry(
                command: .forward, chords: [KeyChord(forwardArrow, .alt), KeyChord(Keyval.forward)],
                title: localized("Forward"), group: .navigation),
            ShortcutEntry(
                command: .showShortcuts, chords: [KeyChord(Keyval.question, [.control, .shift]), KeyChord(Keyval.question, .control)],
                title: localized("Keyboard shortcuts"), group: .application),
            ShortcutEntry(command: .closeWindow, chords: [KeyChord(Keyval.w, .control)], title: localized("Close window"), group: .application),
            ShortcutEntry(command: .quit, chords: [KeyChord(Keyval.q, .control)], title: localized("Quit"), group: .application),
        ]
        return rows
    }

    /// How many tabs have a number key of their own (Alt/Ctrl+1…8); 9 goes to the last tab.
    public static let numberedTabs = 8

    /// The command that selects the tab at `index` of `count` shown tabs with a number key
    /// (its tooltip's shortcut), or nil when no number key reaches it.
    public static func numberCommand(forTabAt index: Int, of count: Int) -> TabCommand? {
        guard (0..<count).contains(index) else { return nil }
        if index < numberedTabs { return .selectTab(index) }
        return index == count - 1 ? .selectLastTab : nil
    }

    /// The first chord of `command`, as GTK writes accelerators (e.g. `"<Alt>1"`), for tooltips.
    public static func primaryAccelerator(of command: TabCommand, rightToLeft: Bool = false) -> String? {
        entries(rightToLeft: rightToLeft).first { $0.command == command }?.chords.first?.accelerator
    }

    /// The chords of `entry` that a window-wide shortcut may take wherever the focus is: all
    /// but Escape, which means Back only outside text fields, so it is decided where the focus
    /// is known (`command(for:context:)`).
    public static func windowWideChords(of entry: ShortcutEntry) -> [KeyChord] {
        entry.chords.filter { $0 != KeyChord(Keyval.escape) }
    }

    /// The command for a key press in `context`, or nil when the key is not a shortcut there.
    /// Plain arrows, Home and End only act while a tab has focus (← → in the bar, ↑ ↓ in the
    /// rail); Escape never leaves a text field.
    public static func command(for chord: KeyChord, context: KeyContext, rightToLeft: Bool = false) -> TabCommand? {
        for entry in entries(rightToLeft: rightToLeft) where entry.chords.contains(chord) {
            if !entry.scope.applies(in: context) { continue }
            if chord == KeyChord(Keyval.escape) && context == .textInput { continue }
            return entry.command
        }
        return nil
    }

    /// Convenience for raw GDK values.
    public static func command(keyval: UInt32, modifiers: UInt32, context: KeyContext, rightToLeft: Bool = false) -> TabCommand? {
        command(for: KeyChord(keyval, KeyModifiers(rawValue: modifiers)), context: context, rightToLeft: rightToLeft)
    }
}
