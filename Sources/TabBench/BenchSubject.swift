import CGtk
import FloatingTabs
import Gtk
import TabModel

/// A window showing `count` tabs, either our `TabView` or the stock GtkStack + GtkStackSwitcher.
@MainActor
protocol BenchSubject: AnyObject {
    var window: Window { get }
    var count: Int { get }
    func select(_ index: Int)
    /// The tab view (ours only), for the swipe scenario.
    var tabView: TabView<BenchTab>? { get }
}

/// Ours: the floating bar over the lazy, retained pager.
@MainActor
final class OursSubject: BenchSubject {
    let window = Window()
    let count: Int
    let selection: TabSelection<BenchTab>
    let view: TabView<BenchTab>
    var tabView: TabView<BenchTab>? { view }

    init(count: Int) {
        self.count = count
        selection = try! TabSelection(tabs: (0..<count).map(BenchTab.init))
        view = TabView(selection: selection) { tab in BenchPage.make(tab.index) }
        window.setChild(view)
        window.setDefaultSize(width: 800, height: 600)
    }

    func select(_ index: Int) { try? selection.select(index: index, reason: .programmatic) }
}

/// Baseline: a plain GtkStack with a GtkStackSwitcher, every page built up front (the stock way).
/// The switcher sits in a horizontal scrolled window, as a real app would put a row of 20 or 100
/// buttons, so the window stays as wide as ours (its size is recorded with the results).
@MainActor
final class BaselineSubject: BenchSubject {
    let window = Window()
    let count: Int
    let stack = Stack()
    var tabView: TabView<BenchTab>? { nil }

    init(count: Int) {
        self.count = count
        let column = Box(horizontal: false)
        let switcher = StackSwitcher(stack: stack)
        switcher.align(horizontal: .center)
        let strip = ScrolledWindow()
        strip.scrollHorizontallyOnly()
        strip.setChild(switcher)
        for index in 0..<count { stack.addTitled(BenchPage.make(index), name: "\(index)", title: "Tab \(index)") }
        stack.expand(horizontal: true, vertical: true)
        column.append(stack)
        column.append(strip)
        window.setChild(column)
        window.setDefaultSize(width: 800, height: 600)
    }

    func select(_ index: Int) { stack.visibleChildName = "\(index)" }
}
