import CGtk
import Gtk
import GtkTestSupport
@testable import FloatingTabs
import TabModel
import Testing

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
        init() {
            GtkHarness.start()
            window = Window()
            let rootEntry = Entry()
            final class Link { weak var fixture: Fixture? }
            let link = Link()
            view = NavigationStackView(tab: "t", store: store, root: NavigationPage(title: "Root", widget: rootEntry)) { route in
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

    @Test func poppedPagesAreReleasedOnceTheirSlideEnds() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t")
        weak let owner = fixture.owners["a"]
        let probe = FinalizationProbe(fixture.owners["a"]!.entry)
        fixture.owners["a"] = nil
        fixture.store.pop("t")
        #expect(owner != nil) // GTK still shows it sliding out, so its Swift state lives
        #expect(MainLoop.spin(until: { fixture.view.pagesLeaving == 0 && probe.isFinalized }, timeout: 5))
        #expect(owner == nil) // the page's Swift state goes with its widget
    }

    @Test func withoutAnimationsPagesAreReleasedAtOnce() {
        Runtime.setSetting("gtk-enable-animations", false)
        defer { Runtime.setSetting("gtk-enable-animations", true) }
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t")
        fixture.store.pop("t")
        #expect(fixture.view.pagesLeaving == 0)
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
