import FloatingTabs
import Gtk
import TabModel

/// A window showing `count` tabs with the same pages (`BenchPage`): ours, or one of the two
/// stock ways a GTK app shows tabs (`GtkStackSubject`, `AdwaitaSubject`).
@MainActor
protocol BenchSubject: AnyObject {
    var window: Window { get }
    var count: Int { get }
    func select(_ index: Int)
    /// The tab view (ours only), for the swipe scenario.
    var tabView: TabView<BenchTab>? { get }
}

/// The subjects TabBench compares, by the name the driver passes to its child processes.
enum BenchImplementation: String, CaseIterable, Codable {
    case ours, gtkstack, adwaita

    /// Column heading in the report.
    var title: String {
        switch self {
        case .ours: "ours"
        case .gtkstack: "GtkStack"
        case .adwaita: "AdwViewStack"
        }
    }

    @MainActor
    func makeSubject(tabs: Int) -> BenchSubject {
        switch self {
        case .ours: OursSubject(count: tabs)
        case .gtkstack: GtkStackSubject(count: tabs)
        case .adwaita: AdwaitaSubject(count: tabs)
        }
    }
}

extension BenchSubject {
    /// Lays a baseline out as an app would: the page stack above its switcher, the switcher in a
    /// horizontal scrolled window (a row of 100 buttons would otherwise widen the window), at the
    /// bench's window size.
    func assembleBaseline(stack: Widget, switcher: Widget) {
        let column = Box(horizontal: false)
        stack.expand(horizontal: true, vertical: true)
        let strip = ScrolledWindow()
        strip.scrollHorizontallyOnly()
        strip.setChild(switcher)
        column.append(stack)
        column.append(strip)
        window.setChild(column)
        window.setDefaultSize(width: BenchWindow.width, height: BenchWindow.height)
    }

    /// The baselines have no keyboard switching of their own: Ctrl+Page Down / Ctrl+Page Up go to
    /// the next / previous page, window-wide, as they do in ours (the outside harness presses them).
    func addSwitchingShortcuts(current: @escaping @MainActor () -> Int) {
        let shortcuts = ShortcutController(windowWide: true)
        let control = KeyModifiers.control.rawValue
        shortcuts.add(keyval: Keyval.pageDown, modifiers: control) { [weak self] in
            guard let self else { return false }
            select(min(current() + 1, count - 1))
            return true
        }
        shortcuts.add(keyval: Keyval.pageUp, modifiers: control) { [weak self] in
            guard let self else { return false }
            select(max(current() - 1, 0))
            return true
        }
        window.addController(shortcuts)
    }
}
