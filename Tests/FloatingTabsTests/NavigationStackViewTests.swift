import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

@Suite(.serialized) @MainActor struct NavigationStackViewTests {
    /// A page whose Swift state is its widget (GTK type `FloatingTabsTestEntryPage`).
    @MainActor final class PageOwner: CustomWidget {
        static let type = WidgetType(name: "FloatingTabsTestEntryPage", cssName: "entrypage", layout: .bin)
        let entry = Entry()
        let route: String
        init(_ route: String) {
            self.route = route
            super.init(type: Self.type)
            addChild(entry)
        }
    }

    @MainActor final class Fixture {
        let window: Window
        let store = NavigationStore<String, String>()
        let view: NavigationStackView<String, String>
        var owners: [String: PageOwner] = [:]
        private(set) var rootScroller: ScrolledWindow?
        init(scrollingRoot: Bool = false) {
            GtkHarness.start()
            window = Window()
            var rootWidget: Widget = Entry()
            if scrollingRoot {
                let rows = Box(horizontal: false, spacing: 4)
                for row in 0..<200 { rows.append(Label("Row \(row)")) }
                let scroller = ScrolledWindow()
                scroller.setChild(rows)
                scroller.expand(horizontal: true, vertical: true)
                rootScroller = scroller
                rootWidget = scroller
            }
            final class Link { weak var fixture: Fixture? }
            let link = Link()
            view = NavigationStackView(tab: "t", store: store, root: NavigationPage(title: "Root", widget: rootWidget)) { route in
                let owner = PageOwner(route)
                link.fixture?.owners[route] = owner
                return NavigationPage(title: "Page \(route)", widget: owner)
            }
            link.fixture = self
            window.setChild(view)
            window.setDefaultSize(width: 400, height: 300)
            window.present()
            MainLoop.spin(until: { self.view.isMapped }, timeout: 5)
        }
        func close() {
            window.destroy()
            MainLoop.drain()
        }
    }

    /// A tab whose page is a navigation stack, shown with no focus remembered in it, gives the
    /// focus to its top level, not to the Back button before it (as GNOME Files focuses its
    /// file view).
    @Test func aStackShownWithNoFocusRememberedFocusesItsTopLevelNotBack() throws {
        try withWindow { window in try stackShownWithNoFocusRemembered(in: window) }
    }

    private func stackShownWithNoFocusRemembered(in window: Window) throws {
        let store = NavigationStore<String, String>()
        store.push("a", on: "1")
        final class Owners { var pages: [String: PageOwner] = [:] }
        let owners = Owners()
        let firstEntry = Entry()
        let selection = try TabSelection(tabs: [DemoTab(id: "0"), DemoTab(id: "1")], selected: "1")
        let view = TabView(selection: selection) { tab -> Widget in
            guard tab.id == "1" else { return firstEntry }
            return NavigationStackView(tab: "1", store: store, root: NavigationPage(title: "Root", widget: Entry())) { route in
                let owner = PageOwner(route)
                owners.pages[route] = owner
                return NavigationPage(title: "Page \(route)", widget: owner)
            }
        }
        window.setChild(view)
        window.setDefaultSize(width: 600, height: 400)
        window.present()
        // The stack's tab is shown first and laid out, with the focus in the bar; then the other
        // tab, whose entry the user focuses; then the stack's again.
        #expect(MainLoop.spin(until: { view.isMapped && (owners.pages["a"]?.allocatedSize.width ?? 0) > 0 }, timeout: 5))
        #expect(view.bar.buttons[1].button.grabFocus())
        try selection.select("0", reason: .click)
        #expect(MainLoop.spin(until: { view.pager.builtHost(at: 0)?.isMapped ?? false }, timeout: 5))
        #expect(firstEntry.grabFocus())
        try selection.select("1", reason: .click)
        #expect(MainLoop.spin(until: { owners.pages["a"]?.entry.containsFocus ?? false }, timeout: 5), "the focus is not in the top level's page")
    }

    /// A page's focus target takes the focus when the page comes on top with none remembered in
    /// it, not the first focusable widget before it (a path bar's button before the list).
    @Test func aPushedPageGivesTheFocusToItsFocusTarget() {
        withWindow { window in pushedPageFocusesItsTarget(in: window) }
    }

    private func pushedPageFocusesItsTarget(in window: Window) {
        let store = NavigationStore<String, String>()
        let rootEntry = Entry()
        let before = Button(label: "Home")
        let target = Entry()
        let view = NavigationStackView(tab: "t", store: store, root: NavigationPage(title: "Root", widget: rootEntry)) { _ in
            let column = Box(horizontal: false)
            column.append(before)
            column.append(target)
            return NavigationPage(title: "Level", widget: column, focusTarget: target)
        }
        window.setChild(view)
        window.present()
        #expect(MainLoop.spin(until: { view.isMapped }, timeout: 5))
        #expect(rootEntry.grabFocus())
        store.push("a", on: "t")
        #expect(MainLoop.spin(until: { target.containsFocus }, timeout: 5), "the focus went to the first focusable widget, not the page's target")
    }

    /// Runs `body` with a new window, destroyed after it.
    private func withWindow(_ body: (Window) throws -> Void) rethrows {
        GtkHarness.start()
        let window = Window()
        defer {
            window.destroy()
            MainLoop.drain()
        }
        try body(window)
    }

    @Test func headerShowsTheTopTitleAndBackOnlyAboveTheRoot() {
        let fixture = Fixture()
        defer { fixture.close() }
        #expect(fixture.view.title == "Root")
        #expect(!fixture.view.canGoBack)
        fixture.store.push("a", on: "t")
        fixture.store.push("b", on: "t")
        #expect(fixture.view.title == "Page b")
        #expect(fixture.view.canGoBack)
        #expect(fixture.view.depth == 2)
        fixture.store.popToRoot("t")
        #expect(fixture.view.title == "Root")
        #expect(!fixture.view.canGoBack)
    }

    @Test func pagesBelowTheTopKeepTheirState() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t")
        fixture.owners["a"]!.entry.text = "typed on a"
        fixture.store.push("b", on: "t")
        fixture.store.pop("t")
        #expect(fixture.view.topPage.widget === fixture.owners["a"]!)
        #expect(fixture.owners["a"]!.entry.text == "typed on a")
    }

    @Test func poppedPagesStayHiddenForForwardAndANewPushReleasesThem() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t")
        weak let owner = fixture.owners["a"]
        owner?.entry.text = "typed on a"
        let probe = FinalizationProbe(fixture.owners["a"]!.entry)
        fixture.owners["a"] = nil
        fixture.store.pop("t")
        #expect(fixture.view.pagesLeaving == 1) // sliding off
        #expect(MainLoop.spin(until: { fixture.view.pagesLeaving == 0 }, timeout: 5))
        #expect(owner != nil && owner?.isVisible == true && owner?.isMapped == false) // hidden with its level
        #expect(fixture.view.canGoForward)
        fixture.store.forward("t")
        #expect(fixture.view.topPage.widget === owner) // the same page, as it was left
        #expect(owner?.entry.text == "typed on a")
        fixture.store.pop("t")
        fixture.store.push("b", on: "t") // a new push clears the forward history and its pages
        #expect(!fixture.view.canGoForward)
        #expect(MainLoop.spin(until: { probe.isFinalized }, timeout: 5))
        #expect(owner == nil) // the page's Swift state goes with its widget
    }

    @Test func withoutAnimationsLevelsChangeAtOnce() {
        Runtime.setSetting("gtk-enable-animations", false)
        defer { Runtime.setSetting("gtk-enable-animations", true) }
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t")
        #expect(!fixture.view.isAnimating)
        fixture.store.pop("t")
        #expect(fixture.view.pagesLeaving == 0)
        #expect(fixture.owners["a"]?.isMapped == false)
    }

    @Test func onlyTheTopLevelIsShownOnceTheSlideEnds() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t")
        fixture.store.push("b", on: "t")
        #expect(fixture.view.isAnimating) // b slides in over a
        #expect(MainLoop.spin(until: { !fixture.view.isAnimating }, timeout: 5))
        MainLoop.drain()
        #expect(fixture.owners["b"]?.isMapped == true)
        #expect(fixture.owners["a"]?.isMapped == false) // covered: not drawn, not in the accessibility tree
        #expect(fixture.owners["a"]?.handle.parent?.isVisible == false) // hidden, unlike a covered GtkStack page
        fixture.store.pop("t")
        #expect(MainLoop.spin(until: { !fixture.view.isAnimating }, timeout: 5))
        #expect(fixture.owners["b"]?.isMapped == false) // slid off: hidden, kept for Forward
        #expect(fixture.owners["a"]?.isMapped == true)
    }

    @Test func reselectingPopsToTheRootThenScrollsItToTheTop() {
        let fixture = Fixture(scrollingRoot: true)
        defer { fixture.close() }
        let scroller = fixture.rootScroller!
        MainLoop.spin(until: { scroller.maximumVerticalOffset > 500 }, timeout: 5)
        scroller.verticalOffset = 500
        fixture.store.push("a", on: "t")
        fixture.store.push("b", on: "t")
        fixture.view.reselect()
        #expect(fixture.view.depth == 0) // first step: back to the root, which kept its scroll position
        #expect(scroller.verticalOffset == 500)
        fixture.view.reselect()
        #expect(MainLoop.spin(until: { scroller.verticalOffset == 0 }, timeout: 5)) // second step: to the top
        var steps: [ReselectStep] = []
        fixture.view.onReselectStep = { step in
            steps.append(step)
            return true
        }
        scroller.verticalOffset = 300
        fixture.view.reselect()
        #expect(steps == [.scrollToTop]) // the app took the step over
        #expect(scroller.verticalOffset == 300)
    }

    @Test func otherTabsPathsDoNotTouchThisStack() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("x", on: "other")
        #expect(fixture.view.depth == 0)
        #expect(fixture.owners.isEmpty)
    }

    @Test func replacingThePathRebuildsFromTheFirstDifference() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t") // built while on top
        fixture.store.push("b", on: "t")
        let a = fixture.owners["a"]
        #expect(a != nil)
        fixture.store.replace("t", with: ["a", "c"])
        #expect(fixture.owners["a"] === a) // shared prefix kept
        #expect(fixture.view.title == "Page c")
    }

    @Test func aRestoredDeepPathBuildsOnlyItsTopUntilTheUserGoesBack() {
        let fixture = Fixture()
        defer { fixture.close() }
        let path = (0..<20).map { "level\($0)" }
        fixture.store.replace("t", with: path)
        #expect(fixture.view.depth == 20)
        #expect(fixture.view.builtPageCount == 1)
        #expect(Set(fixture.owners.keys) == ["level19"])
        #expect(fixture.view.title == "Page level19")
        fixture.store.pop("t")
        #expect(fixture.view.title == "Page level18") // built when it came back on top
        #expect(fixture.owners["level18"] != nil)
        #expect(fixture.owners["level0"] == nil)
    }
}
