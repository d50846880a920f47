import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// Where the keyboard focus starts when an attached view's window shows: in the shown page's
/// content (a navigation stack's top level, not the Back button before it), as GNOME Files starts
/// in its file view; an app that put the focus somewhere before showing the window keeps it.
@Suite(.serialized) @MainActor struct InitialFocusTests {
    @MainActor final class Shown {
        let window: Window
        let above: Entry
        let level: Entry
        let view: TabView<DemoTab>
        init() throws {
            GtkHarness.start() // before the first widget
            window = Window()
            above = Entry()
            level = Entry()
            let store = NavigationStore<String, String>()
            store.push("a", on: "0") // restored one level deep: Back is shown
            let level = self.level
            let selection = try TabSelection(tabs: [DemoTab(id: "0"), DemoTab(id: "1")])
            view = TabView(selection: selection) { tab -> Widget in
                guard tab.id == "0" else { return Label("other") }
                return NavigationStackView(tab: "0", store: store, root: NavigationPage(title: "Root", widget: Entry())) { _ in
                    NavigationPage(title: "Level", widget: level)
                }
            }
            let box = Box(horizontal: false)
            box.append(above)
            view.expand(horizontal: true, vertical: true)
            box.append(view)
            window.setChild(box)
            window.setDefaultSize(width: 600, height: 400)
            view.attach(to: window, application: nil)
        }

        /// Presents the window and waits until the page is laid out and two frames are painted.
        func present() {
            window.present()
            MainLoop.spin(until: { self.level.allocatedSize.width > 0 }, timeout: 5)
            guard let clock = view.frameClock else { return }
            let start = clock.frameCounter
            MainLoop.spin(
                until: {
                    self.view.queueDraw()
                    return clock.frameCounter >= start + 2
                }, timeout: 5)
        }

        func close() {
            window.destroy()
            MainLoop.drain()
        }
    }

    @Test func theWindowStartsWithTheFocusInTheShownPagesTopLevel() throws {
        let shown = try Shown()
        defer { shown.close() }
        shown.present()
        #expect(shown.level.containsFocus, "the focus is not in the top level's page (GTK gives it to the first Tab stop: Back)")
    }

    @Test func aFocusTheAppSetBeforeShowingTheWindowIsKept() throws {
        let shown = try Shown()
        defer { shown.close() }
        #expect(shown.above.grabFocus(), "GTK did not take the focus before the window showed")
        shown.present()
        #expect(shown.above.containsFocus)
    }
}
