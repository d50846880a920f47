import Adw
import FloatingTabs
import Gtk

/// Baseline 2: what GNOME apps use — libadwaita's AdwViewStack with an AdwViewSwitcherBar of
/// icon-and-title buttons at the bottom, every page built up front. The bar sits in a horizontal
/// scrolled window for the same reason as GtkStackSubject's switcher. Needs `Adwaita.initialize()`.
@MainActor
final class AdwaitaSubject: BenchSubject {
    let window = Window()
    let count: Int
    let stack = ViewStack()
    var tabView: TabView<BenchTab>? { nil }

    init(count: Int) {
        self.count = count
        let column = Box(horizontal: false)
        for index in 0..<count {
            stack.addTitled(BenchPage.make(index), name: "\(index)", title: "Tab \(index)", iconName: BenchTab(index: index).iconName)
        }
        stack.expand(horizontal: true, vertical: true)
        let strip = ScrolledWindow()
        strip.scrollHorizontallyOnly()
        strip.setChild(ViewSwitcherBar(stack: stack))
        column.append(stack)
        column.append(strip)
        window.setChild(column)
        window.setDefaultSize(width: BenchWindow.width, height: BenchWindow.height)
        addSwitchingShortcuts { [weak self] in Int(self?.stack.visibleChildName ?? "0") ?? 0 }
    }

    func select(_ index: Int) { stack.visibleChildName = "\(index)" }
}
