import FloatingTabs
import Gtk

/// Baseline 1: a plain GtkStack with a GtkStackSwitcher, every page built up front (the stock way).
/// The switcher sits in a horizontal scrolled window, as a real app would put a row of 20 or 100
/// buttons, so the window stays as wide as ours (its size is recorded with the results).
@MainActor
final class GtkStackSubject: BenchSubject {
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
        window.setDefaultSize(width: BenchWindow.width, height: BenchWindow.height)
        addSwitchingShortcuts { [weak self] in Int(self?.stack.visibleChildName ?? "0") ?? 0 }
    }

    func select(_ index: Int) { stack.visibleChildName = "\(index)" }
}
