import Adw
import FloatingTabs
import Gtk

/// Baseline 2: what GNOME apps use — libadwaita's AdwViewStack with an AdwViewSwitcherBar of
/// icon-and-title buttons at the bottom, every page built up front. Needs `Adwaita.initialize()`.
@MainActor
final class AdwaitaSubject: BenchSubject {
    let window = Window()
    let count: Int
    let stack = ViewStack()
    var tabView: TabView<BenchTab>? { nil }

    init(count: Int) {
        self.count = count
        for index in 0..<count {
            stack.addTitled(BenchPage.make(index), name: "\(index)", title: "Tab \(index)", iconName: BenchTab(index: index).iconName)
        }
        assembleBaseline(stack: stack, switcher: ViewSwitcherBar(stack: stack))
        addSwitchingShortcuts { [weak self] in Int(self?.stack.visibleChildName ?? "0") ?? 0 }
    }

    func select(_ index: Int) { stack.visibleChildName = "\(index)" }
}
