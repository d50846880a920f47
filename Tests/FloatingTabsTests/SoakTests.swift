import Gtk
import GtkTestSupport
@testable import FloatingTabs
import TabModel
import Testing

/// One process, many operations: nothing may pile up.
@Suite(.serialized) @MainActor struct SoakTests {
    /// A window whose four tabs each host a navigation stack; pushed pages hold an entry and a
    /// scrolled list, like the app's folder pages.
    @MainActor final class NavigatingTabs {
        let window: Window
        let selection: TabSelection<DemoTab>
        let store = NavigationStore<String, Int>()
        let view: TabView<DemoTab>
        init() {
            GtkHarness.start()
            window = Window()
            selection = try! TabSelection(tabs: (0..<4).map { DemoTab(id: "\($0)") })
            let store = self.store
            view = TabView(selection: selection) { tab in
                NavigationStackView(tab: tab.id, store: store, root: NavigationPage(title: tab.title, widget: DemoPage(tab))) { route in
                    let page = DemoPage(DemoTab(id: "\(tab.id)/\(route)"))
                    return NavigationPage(title: "Level \(route)", widget: page)
                }
            }
            window.setDefaultSize(width: 800, height: 600)
            window.setChild(view)
            window.present()
            MainLoop.spin(until: { self.view.isMapped }, timeout: 5)
        }

        func run(switches: Int, pushPops: Int) {
            for step in 0..<max(switches, pushPops) {
                if step < switches { try? selection.select(index: step % 4, reason: .keyboard) }
                if step < pushPops, let tab = selection.selectedID {
                    store.push(step, on: tab)
                    if step % 2 == 0 { MainLoop.drain() } // half the pushes are drawn before the pop
                    _ = store.pop(tab)
                }
                if step % 20 == 0 { MainLoop.drain() }
            }
            waitForFrames()
        }

        func waitForFrames() {
            guard let clock = view.frameClock else { return MainLoop.drain() }
            let target = clock.frameCounter + 3
            MainLoop.spin(until: {
                view.queueDraw()
                return clock.frameCounter >= target
            }, timeout: 10)
            MainLoop.drain()
        }

        func close() {
            window.destroy()
            MainLoop.drain()
        }
    }

    @Test func tenThousandSwitchesAndTwoThousandPushPopsLeakNothing() {
        Runtime.setSetting("gtk-enable-animations", false) // pops release their page at once
        defer { Runtime.setSetting("gtk-enable-animations", true) }
        let tabs = NavigatingTabs()
        defer { tabs.close() }
        tabs.run(switches: 400, pushPops: 100) // warm-up: every page built, caches filled
        let rss = ProcessStats.residentKiB
        let fds = ProcessStats.openFileDescriptors
        let wrappers = Object.liveCount

        tabs.run(switches: 10_000, pushPops: 2_000)

        let growth = ProcessStats.residentKiB - rss
        print("Soak: 10,000 switches + 2,000 push/pop: RSS growth \(growth) KiB, fds \(fds) → \(ProcessStats.openFileDescriptors), wrappers \(wrappers) → \(Object.liveCount)")
        #expect(growth < 2 * 1024, "RSS grew by \(growth) KiB")
        #expect(ProcessStats.openFileDescriptors <= fds, "file descriptors: \(fds) before, \(ProcessStats.openFileDescriptors) after")
        #expect(Object.liveCount == wrappers, "wrappers alive: \(wrappers) before, \(Object.liveCount) after")
        #expect(tabs.store.depth(of: "0") == 0 && tabs.selection.selectedIndex == (10_000 - 1) % 4)
    }
}
