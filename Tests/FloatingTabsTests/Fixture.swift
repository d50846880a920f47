import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// Records GTK's message when an `AccessibleCheck` fails.
func expectAccessible(_ message: String?, sourceLocation: SourceLocation = #_sourceLocation) {
    if let message { Issue.record("accessible check failed: \(message)", sourceLocation: sourceLocation) }
}

/// A tab type for widget tests.
struct DemoTab: TabItem {
    let id: String
    var title: String { "Tab \(id)" }
    var iconName: String { id == "search" ? "system-search-symbolic" : "folder-symbolic" }
    /// The tab with id "search" is the search tab.
    var role: TabRole { id == "search" ? .search : .standard }
}

/// The page every demo tab gets: a scrolled list of 50 rows and an entry, like the benchmark's.
/// GTK type `FloatingTabsTestDemoPage` (its Swift state lives as long as the widget).
@MainActor
final class DemoPage: CustomWidget {
    let entry = Entry()
    let scroller = ScrolledWindow()
    init(_ tab: DemoTab) {
        super.init(type: demoPageType)
        let rows = Box(horizontal: false, spacing: 4)
        for row in 0..<50 { rows.append(Label("\(tab.title) row \(row)")) }
        scroller.setChild(rows)
        scroller.expand(horizontal: true, vertical: true)
        addChild(entry)
        addChild(scroller)
    }
}

@MainActor let demoPageType = WidgetType(name: "FloatingTabsTestDemoPage", cssName: "demopage", layout: .column)

/// A shown window with a TabView of `count` demo tabs.
@MainActor
final class TabViewFixture {
    let window: Window
    let selection: TabSelection<DemoTab>
    let view: TabView<DemoTab>
    /// Pages built so far, and in which order.
    final class PageStore {
        var pages: [String: DemoPage] = [:]
        var built: [String] = []
    }
    let store = PageStore()

    /// `search`: a search tab after the `count` others; `selected`: the tab selected before the
    /// window shows (as a restored session does).
    init(
        count: Int = 4, search: Bool = false, selected: String? = nil, options: TabViewOptions = TabViewOptions(), attach: Bool = false,
        width: Int32 = 800, height: Int32 = 600
    ) {
        GtkHarness.start()
        window = Window()
        selection = try! TabSelection(tabs: (0..<count).map { DemoTab(id: "\($0)") } + (search ? [DemoTab(id: "search")] : []), selected: selected)
        let store = self.store
        view = TabView(selection: selection, options: options) { tab in
            let page = DemoPage(tab)
            store.pages[tab.id] = page
            store.built.append(tab.id)
            return page
        }
        window.setDefaultSize(width: width, height: height)
        window.setChild(view)
        if attach { view.attach(to: window, application: nil) }
        window.present()
        MainLoop.spin(until: { self.view.isMapped && self.view.bar.allocatedSize.width > 0 }, timeout: 5)
    }

    func page(_ id: String) -> DemoPage? { store.pages[id] }
    var builtPages: [String] { store.built }

    /// Spins until animations have settled and layout is done.
    func settle() {
        MainLoop.spin(
            until: {
                abs(self.view.pager.position - Double(self.selection.selectedIndex ?? 0)) < 1e-9
                    && abs(self.view.bar.indicatorPosition - Double(self.selection.selectedIndex ?? 0)) < 1e-9
            }, timeout: 5)
        waitForFrames()
    }

    /// Spins until the window has painted `count` more frames (layout runs before each paint),
    /// so geometry read afterwards is what the user sees.
    func waitForFrames(_ count: Int64 = 2) {
        guard let clock = view.frameClock else { return MainLoop.drain() }
        let start = clock.frameCounter
        view.queueDraw()
        MainLoop.spin(
            until: {
                if clock.frameCounter < start + count { self.view.queueDraw() }
                return clock.frameCounter >= start + count
            }, timeout: 5)
    }

    func close() {
        window.destroy()
        MainLoop.drain()
    }
}
