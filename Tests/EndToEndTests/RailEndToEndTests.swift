import Foundation
import Testing

/// The real app on a wide window: the tabs move into a rail at the leading edge when the window
/// is made wide, AT-SPI reads them top to bottom in the order on screen, a hidden tab is absent,
/// a pointer drag down the rail reorders, and the wide window comes back as a rail after a restart.
extension EndToEnd {
    @Suite struct RailEndToEndTests {
        /// The tabs once AT-SPI lists `count` of them stacked in one column (same x, top to bottom).
        static func railTabs(_ session: AppSession, count: Int) -> [AccessibleTab] {
            var tabs: [AccessibleTab] = []
            _ = AppSession.poll(timeout: 10) {
                tabs = session.tabs()
                return tabs.count == count && Set(tabs.map(\.x)).count == 1 && tabs.map(\.y) == tabs.map(\.y).sorted()
                    && Set(tabs.map(\.y)).count == count
            }
            return tabs
        }

        @Test func aWideWindowGetsARailThatReadsAndReordersLikeTheBar() throws {
            let session = try AppSession(width: 1600, height: 900)
            defer { session.stop() }
            try session.startWindowManager()
            try session.launch()
            #expect(TabArrangementEndToEndTests.tabNames(session, count: 4) == ["Files", "Recent", "Notes", "Settings"])
            #expect(Set(session.tabs().map(\.y)).count == 1, "the default window is a bar")

            session.xdotool("search", "--name", "FloatingTabs", "windowsize", "--sync", "1400", "800")
            var tabs = Self.railTabs(session, count: 4)
            #expect(tabs.map(\.name) == ["Files", "Recent", "Notes", "Settings"], "\(session.tabs())")
            #expect((tabs.first?.x ?? 999) < 40, "the rail floats at the leading edge")
            #expect(session.selectedTabName() == "Files")

            // Hide Notes from its context menu: the rail closes up, Notes is absent for AT-SPI.
            let notes = try #require(tabs.first { $0.name == "Notes" })
            session.click(inWindowAtX: notes.center.0, y: notes.center.1, button: 3)
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Hide Tab") != nil }, "the tab menu did not open")
            session.xdotool("key", "Down", "Down", "Return")
            tabs = Self.railTabs(session, count: 3)
            #expect(tabs.map(\.name) == ["Files", "Recent", "Settings"], "\(session.tabs())")

            // Drag Settings up the rail to the top.
            let settings = try #require(tabs.first { $0.name == "Settings" })
            let files = try #require(tabs.first { $0.name == "Files" })
            session.drag(
                fromX: settings.center.0, y: settings.center.1, via: (files.center.0, files.y + 4), hold: 0.1,
                toX: files.center.0, y: files.y + 4)
            #expect(
                AppSession.poll(timeout: 10) { Self.railTabs(session, count: 3).map(\.name) == ["Settings", "Files", "Recent"] },
                "\(session.tabs().map(\.name))")
            _ = try session.screenshot("rail")
            #expect(session.quit())

            try session.launch()
            #expect(Self.railTabs(session, count: 3).map(\.name) == ["Settings", "Files", "Recent"], "\(session.tabs())")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL"), "\(session.log)")
            #expect(!session.log.contains("WARNING"), "\(session.log)")
        }
    }
}
