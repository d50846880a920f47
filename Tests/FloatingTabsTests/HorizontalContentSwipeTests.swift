import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// Content that scrolls horizontally itself (a wide table) keeps horizontal gestures until it
/// reaches its edge; the next gesture from the edge switches tabs.
@Suite(.serialized) @MainActor struct HorizontalContentSwipeTests {
    @MainActor final class WideTabs {
        let window: Window
        let selection: TabSelection<DemoTab>
        let view: TabView<DemoTab>
        final class Scrollers { var byTab: [String: ScrolledWindow] = [:] }
        let scrollers = Scrollers()
        init() {
            GtkHarness.start()
            window = Window()
            selection = try! TabSelection(tabs: (0..<3).map { DemoTab(id: "\($0)") })
            let scrollers = self.scrollers
            view = TabView(selection: selection) { tab in
                let wide = Label("A row far wider than the window")
                wide.setSizeRequest(width: 3000, height: 200)
                let scroller = ScrolledWindow()
                scroller.setChild(wide)
                scroller.expand(horizontal: true, vertical: true)
                scrollers.byTab[tab.id] = scroller
                return scroller
            }
            window.setDefaultSize(width: 800, height: 600)
            window.setChild(view)
            window.present()
            MainLoop.spin(until: { self.view.isMapped && (self.scrollers.byTab["0"]?.maximumHorizontalOffset ?? 0) > 0 }, timeout: 5)
        }
        func swipe(dx: Double) -> SwipeTracker.State {
            let input = view.swipeInput
            input.pointer = (400, 300) // over the wide row
            input.scrollController.emit("scroll-begin")
            for _ in 0..<6 { input.scrollController.emitScroll(dx: dx, dy: 0) }
            let state = input.state
            input.scrollController.emit("scroll-end")
            return state
        }
    }

    @Test func aWideRowScrollsUntilItsEdgeThenTheNextSwipeSwitchesTabs() throws {
        let tabs = WideTabs()
        defer {
            tabs.window.destroy()
            MainLoop.drain()
        }
        let scroller = try #require(tabs.scrollers.byTab["0"])
        #expect(tabs.swipe(dx: 20) == .rejected, "the row can still scroll right: the gesture is the row's")
        #expect(tabs.selection.selectedIndex == 0 && tabs.view.pager.position == 0)

        scroller.horizontalOffset = scroller.maximumHorizontalOffset // the row is at its right edge
        #expect(tabs.swipe(dx: -20) == .rejected, "back toward the start is still the row's")
        #expect(tabs.swipe(dx: 20) == .tracking, "past the edge the swipe switches tabs")
        #expect(tabs.selection.selectedIndex == 1)
    }
}
