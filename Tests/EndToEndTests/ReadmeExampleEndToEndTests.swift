import Foundation
import Testing

/// The README's example (`Sources/TabViewExample`, its source verbatim) as its own process: an
/// app that keeps no reference to its tab view once `onActivate` returns.
extension EndToEnd {
    @Suite struct ReadmeExampleEndToEndTests {
        @Test func theReadmeExampleWorksAndExitsCleanly() throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.startWindowManager()
            try session.launch(product: "TabViewExample")
            var tabs: [AccessibleTab] = []
            _ = AppSession.poll(timeout: 10) {
                tabs = session.tabs()
                return tabs.count == 3
            }
            #expect(tabs.map(\.name) == ["Inbox", "Starred", "Archive"])
            #expect(tabs.filter(\.selected).map(\.name) == ["Inbox"])
            #expect(tabs.allSatisfy { $0.width > 0 && $0.height > 0 }, "\(tabs)")
            #expect(
                AppSession.poll(timeout: 10) { session.showingExtents(of: "Inbox page").map { $0.width > 0 && $0.height > 0 } ?? false },
                "the first page is not on screen")
            // The page's text (a label centred in the page) is not hidden under the floating bar.
            let page = try #require(session.showingExtents(of: "Inbox page"))
            #expect(page.y + page.height / 2 < tabs.map(\.y).min() ?? 0, "the page's text (\(page)) is under the bar (\(tabs))")

            // Pointer motion over the window, then a real click (motion crashed the process before).
            let starred = try #require(tabs.first { $0.name == "Starred" })
            session.xdotool("mousemove", "10", "10", "mousemove", "600", "400")
            session.click(inWindowAtX: starred.center.0, y: starred.center.1)
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Starred" }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Starred page") != nil })

            session.xdotool("key", "ctrl+Page_Down")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Archive" }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Archive page") != nil })
            #expect(session.showingExtents(of: "Inbox page") == nil, "a hidden page is still visible to a screen reader")

            // Closing the window (the window manager's Alt+F4) ends the app with status 0.
            session.xdotool("key", "alt+F4")
            #expect(AppSession.poll(timeout: 10) { session.exitStatus != nil }, "the app did not exit when its window closed")
            #expect(session.exitStatus == 0, "\(session.log)")
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
            #expect(!session.log.contains("Fatal error"), "\(session.log)")
        }
    }
}
