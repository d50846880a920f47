import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// Back swipes through the tab view's own swipe input (its scroll controller's and drag
/// gesture's signals emitted with recorded timestamps): in a tab navigated in, a swipe toward
/// back pulls the top level off; at the root it switches tabs; toward forward it always does.
@Suite(.serialized) @MainActor struct BackSwipeViewTests {
    final class Clock { var now = 1000.0 }

    @MainActor final class Fixture {
        let window: Window
        let selection: TabSelection<DemoTab>
        let store = NavigationStore<String, String>()
        let view: TabView<DemoTab>
        var stacks: [String: NavigationStackView<String, String>] = [:]
        let clock = Clock()

        init() {
            GtkHarness.start()
            window = Window()
            selection = try! TabSelection(tabs: (0..<3).map { DemoTab(id: "\($0)") })
            final class Link { weak var fixture: Fixture? }
            let link = Link()
            let store = self.store
            view = TabView(selection: selection) { tab in
                let stack = NavigationStackView(tab: tab.id, store: store, root: NavigationPage(title: "Root", widget: Label("root \(tab.id)"))) { route in
                    NavigationPage(title: route, widget: Label("page \(route)"))
                }
                link.fixture?.stacks[tab.id] = stack
                return stack
            }
            link.fixture = self
            view.backSwipeTarget = { [weak self] tab in self?.stacks[tab.id] }
            let clock = self.clock
            view.swipeInput.clock = { clock.now }
            window.setDefaultSize(width: 800, height: 600)
            window.setChild(view)
            window.present()
            MainLoop.spin(until: { self.view.isMapped }, timeout: 5)
            try? selection.select("1", reason: .programmatic)
            view.jumpToSelection()
            // On screen: mapped (at once, the pager shows a page it jumps to) and laid out.
            MainLoop.spin(until: { self.stacks["1"]?.isMapped == true && (self.stacks["1"]?.allocatedSize.width ?? 0) > 0 }, timeout: 5)
        }

        var stack: NavigationStackView<String, String> { stacks["1"]! }

        /// Emits a touchpad gesture: scroll-begin, `steps` deltas of `dx` px 16 ms apart, and
        /// scroll-end unless `lifting` is false (the fingers stay, or the stop was dropped).
        func touchpad(dx: Double, steps: Int, lifting: Bool = true) {
            let scroll = view.swipeInput.scrollController
            scroll.emit("scroll-begin")
            for _ in 0..<steps {
                clock.now += 16
                scroll.emitScroll(dx: dx, dy: 0)
            }
            if lifting { scroll.emit("scroll-end") }
        }

        func settle() {
            MainLoop.spin(
                until: {
                    !self.stack.isAnimating && !self.view.isSwipeSettling
                        && self.view.pager.position == Double(self.selection.selectedIndex ?? 0)
                }, timeout: 5)
        }

        func close() {
            window.destroy()
            MainLoop.drain()
        }
    }

    @Test func aSlowFullSwipeTowardBackPopsOneLevelAndKeepsTheTab() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.replace("1", with: ["a", "b"])
        var selections = 0
        let token = fixture.selection.observe { _ in selections += 1 }
        fixture.touchpad(dx: -5, steps: 60) // 300 px of 400 toward back, slowly
        fixture.settle()
        #expect(fixture.store.path(for: "1") == ["a"])
        #expect(fixture.selection.selectedID == "1")
        #expect(selections == 0)
        #expect(fixture.view.pager.position == 1) // the pages never moved
        token.cancel()
    }

    @Test func theTopLevelFollowsTheFingersMidGesture() throws {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.replace("1", with: ["a"])
        fixture.touchpad(dx: -4, steps: 40, lifting: false) // 160 px of 400
        let width = Double(fixture.stack.allocatedSize.width)
        #expect(MainLoop.spin(until: { abs((fixture.stack.levelOffsets.top ?? 0) - 0.4 * width) <= 1 }, timeout: 5))
        #expect(fixture.stack.levelOffsets.below != nil) // the root is uncovered under it
        #expect(fixture.view.pager.position == 1)
        fixture.view.swipeInput.scrollController.emit("scroll-end")
        fixture.settle()
        #expect(fixture.store.path(for: "1") == ["a"]) // slow and short of half way: springs back
        #expect(fixture.stack.levelOffsets.below == nil)
    }

    @Test func atTheRootTheSameSwipeSwitchesToThePreviousTab() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.touchpad(dx: -5, steps: 60)
        fixture.settle()
        #expect(fixture.selection.selectedID == "0")
    }

    @Test func towardForwardSwitchesToTheNextTabEvenWhenNavigatedIn() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.replace("1", with: ["a", "b"])
        fixture.touchpad(dx: 5, steps: 60)
        fixture.settle()
        #expect(fixture.selection.selectedID == "2")
        #expect(fixture.store.path(for: "1") == ["a", "b"])
    }

    @Test func aTouchDragRightwardPopsAndAFlingIsEnough() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.replace("1", with: ["a", "b"])
        let drag = fixture.view.swipeInput.dragGesture
        drag.emit("drag-begin", 100, 300)
        var x = 0.0
        for _ in 0..<6 {
            fixture.clock.now += 8
            x += 20 // 120 px in 48 ms: a fling
            drag.emit("drag-update", x, 1)
        }
        drag.emit("drag-end", x, 1)
        fixture.settle()
        #expect(fixture.store.path(for: "1") == ["a"])
        #expect(fixture.selection.selectedID == "1")
    }

    @Test func rightToLeftPopsWithLeftwardFingers() {
        let fixture = Fixture()
        defer { fixture.close() }
        gtk_widget_set_direction(fixture.view.widget, GTK_TEXT_DIR_RTL)
        gtk_widget_set_direction(fixture.view.pager.widget, GTK_TEXT_DIR_RTL)
        fixture.store.replace("1", with: ["a"])
        fixture.touchpad(dx: 5, steps: 60) // touchpad dx > 0 is toward back in RTL
        fixture.settle()
        #expect(fixture.store.path(for: "1") == [])
        #expect(fixture.selection.selectedID == "1")
    }

    @Test func fingersThatLiftWithoutAStopSettleAfterASilence() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.replace("1", with: ["a"])
        fixture.touchpad(dx: -4, steps: 20, lifting: false) // 80 px, then nothing: the stop was dropped
        // The release by silence ends the gesture; the top level springs back into place.
        #expect(MainLoop.spin(until: { !fixture.stack.isAnimating && fixture.stack.levelOffsets.below == nil }, timeout: 5))
        #expect(fixture.stack.levelOffsets.top == 0)
        #expect(fixture.store.path(for: "1") == ["a"])
    }
}
