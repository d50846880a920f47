import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// The component works in any app: once its widgets are in a window, the app may drop every
/// Swift reference; the Swift state lives exactly as long as the GTK widgets, and goes with them.
@Suite(.serialized) @MainActor struct LifetimeTests {
    /// What the test keeps: weak references only, plus the window.
    final class Watch {
        weak var view: TabView<DemoTab>?
        weak var bar: TabBar?
        weak var pager: Pager?
        weak var selection: TabSelection<DemoTab>?
        weak var stack: NavigationStackView<String, Int>?
        weak var page: Widget?
    }

    /// Builds a window with a TabView whose first tab is a NavigationStackView, keeping no strong
    /// Swift reference to anything but the window (and the navigation store, which is the app's model).
    private func makeWindow(_ watch: Watch, store: NavigationStore<String, Int>) -> Window {
        let window = Window()
        let selection = try! TabSelection(tabs: (0..<3).map { DemoTab(id: "\($0)") })
        let view = TabView(selection: selection) { [weak watch] tab in
            guard tab.id == "0" else { return Label("page \(tab.id)") }
            let stack = NavigationStackView(tab: tab.id, store: store, root: NavigationPage(title: "Root", widget: Label("root"))) { route in
                NavigationPage(title: "Level \(route)", widget: Label("level \(route)"))
            }
            watch?.stack = stack
            return stack
        }
        window.setDefaultSize(width: 800, height: 600)
        window.setChild(view)
        view.attach(to: window, application: nil)
        window.present()
        watch.view = view
        watch.bar = view.bar
        watch.pager = view.pager
        watch.selection = selection
        return window
    }

    /// Clicks, navigation and an emitted swipe, through the widgets GTK keeps (the references
    /// taken here end with this function).
    private func use(window: Window, watch: Watch, store: NavigationStore<String, Int>) throws {
        // The window lays out: the bar has its tabs, the page is on screen.
        let tabs = descendants(of: window, as: Button.self).filter { $0.hasStyleClass("floating-tab") && $0.isMapped }
        #expect(tabs.count == 3) // and no search tab's pill: this view has no search tab
        #expect((watch.stack?.allocatedSize.height ?? 0) > 0)

        // Navigation still follows the store.
        store.push(1, on: "0")
        #expect(watch.stack?.depth == 1 && watch.stack?.title == "Level 1")

        // A click on a tab still switches (the handler's wrapper is alive).
        tabs[2].emitClicked()
        #expect(watch.selection?.selectedIndex == 2)

        // An emitted touchpad swipe toward the previous tab still switches.
        let scroll = try #require(watch.view?.swipeScrollController)
        final class Clock { var now = 1000.0 }
        let clock = Clock()
        watch.view?.swipeInput.clock = { clock.now }
        scroll.emit("scroll-begin")
        for _ in 0..<6 {
            clock.now += 8
            scroll.emitScroll(dx: -40, dy: 0)
        }
        scroll.emit("scroll-end")
        #expect(watch.selection?.selectedIndex == 1)
        #expect(MainLoop.spin(until: { watch.pager?.position == 1 }, timeout: 5))
    }

    @Test func droppedReferencesKeepWorkingUntilTheWindowIsDestroyed() throws {
        GtkHarness.start()
        TabViewFixture(count: 1).close() // the component's style sheet is installed once per process
        MainLoop.drain()
        let wrappersBefore = Object.liveCount
        let watch = Watch()
        let store = NavigationStore<String, Int>()
        var window: Window? = makeWindow(watch, store: store)
        // Nothing but GTK holds the view, its bar, pager, selection model and navigation stack now.
        #expect(MainLoop.spin(until: { (watch.bar?.allocatedSize.width ?? 0) > 0 && watch.stack?.isMapped == true }, timeout: 5))
        #expect(watch.view != nil && watch.pager != nil && watch.selection != nil)
        let probe = FinalizationProbe(try #require(watch.view))

        try use(window: try #require(window), watch: watch, store: store)

        // Destroying the window frees every wrapper and closure box.
        let windowProbe = FinalizationProbe(try #require(window))
        window?.destroy()
        window = nil
        #expect(MainLoop.spin(until: { probe.isFinalized && watch.view == nil }, timeout: 5))
        MainLoop.drain()
        #expect(watch.bar == nil && watch.pager == nil && watch.selection == nil && watch.stack == nil)
        #expect(windowProbe.isFinalized)
        MainLoop.spin(until: { Object.liveCount == wrappersBefore }, timeout: 2)
        #expect(Object.liveCount == wrappersBefore, "wrappers alive: \(Object.liveCount), before: \(wrappersBefore)")
    }

    @Test func aWrapperWithoutParentGoesWithItsLastSwiftReference() {
        GtkHarness.start()
        weak var label: Label?
        var probe: FinalizationProbe?
        do {
            let created = Label("alone")
            label = created
            probe = FinalizationProbe(created)
            #expect(!created.isHeldByGTK)
        }
        #expect(label == nil)
        #expect(probe?.isFinalized == true)
    }

    @Test func aParentKeepsItsChildsWrapperAndTheSameWrapperComesBack() throws {
        GtkHarness.start()
        let box = Box(horizontal: true)
        weak var label: Label?
        do {
            let created = Label("child")
            box.append(created)
            label = created
            #expect(created.isHeldByGTK)
        }
        let kept = try #require(label)
        #expect(box.wrappedDescendants.first === kept) // one wrapper per GObject
        box.remove(kept)
        #expect(!kept.isHeldByGTK)
    }

    @Test func tokensDisconnectAfterTheirWrapperIsGone() {
        GtkHarness.start()
        let box = Box(horizontal: true)
        var calls = 0
        var token: SignalToken?
        do {
            let button = Button(label: "tap")
            box.append(button)
            token = button.onClicked { calls += 1 }
        }
        let button = box.wrappedDescendants.first as? Button
        button?.emitClicked()
        #expect(calls == 1)
        token?.disconnect()
        #expect(token?.isConnected == false)
        button?.emitClicked()
        #expect(calls == 1)
    }

    @Test func gtkSeesTheComponentsOwnTypesAndCssNames() {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        let view = fixture.view
        #expect(view.typeName == "FloatingTabsView" && view.cssName == "floatingtabs")
        #expect(view.bar.typeName == "FloatingTabsBar" && view.bar.cssName == "tabbar")
        #expect(view.pager.typeName == "FloatingTabsPager" && view.pager.cssName == "pager")
        let host = view.pager.builtHost(at: 0)
        #expect(host?.typeName == "FloatingTabsPage" && host?.cssName == "tabpage")
        let stack = NavigationStackView(tab: "t", store: NavigationStore<String, Int>(), root: NavigationPage(title: "Root", widget: Label())) { _ in
            NavigationPage(title: "", widget: Label())
        }
        #expect(stack.typeName == "FloatingTabsNavigationStack" && stack.cssName == "navigationstack")
    }
}
