import FloatingTabs
import Gtk
import TabModel

/// Ours: the floating bar over the lazy, retained pager (its own Ctrl+Page Down / Up).
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
        view.attach(to: window, application: nil) // its shortcuts, as the README's example does
        window.setDefaultSize(width: BenchWindow.width, height: BenchWindow.height)
    }

    func select(_ index: Int) { try? selection.select(index: index, reason: .programmatic) }
}
