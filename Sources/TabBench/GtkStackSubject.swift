import FloatingTabs
import Gtk

/// Baseline 1: a plain GtkStack with a GtkStackSwitcher, every page built up front (the stock way).
@MainActor
final class GtkStackSubject: BenchSubject {
    let window = Window()
    let count: Int
    let stack = Stack()
    var tabView: TabView<BenchTab>? { nil }

    init(count: Int) {
        self.count = count
        for index in 0..<count { stack.addTitled(BenchPage.make(index), name: "\(index)", title: "Tab \(index)") }
        let switcher = StackSwitcher(stack: stack)
        switcher.align(horizontal: .center)
        assembleBaseline(stack: stack, switcher: switcher)
        addSwitchingShortcuts { [weak self] in Int(self?.stack.visibleChildName ?? "0") ?? 0 }
    }

    func select(_ index: Int) { stack.visibleChildName = "\(index)" }
}
