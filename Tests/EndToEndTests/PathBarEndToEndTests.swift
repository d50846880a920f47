import Foundation
import Testing

/// Files' path bar in the real app: two folders deep it reads Home › Documents › Reports, and a
/// crumb takes the tab back to its level; read and clicked through AT-SPI extents.
extension EndToEnd {
    @Suite struct PathBarEndToEndTests {
        @Test func aCrumbPopsTheStackToItsLevel() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                try FileManager.default.createDirectory(at: home.appendingPathComponent("Documents/Reports"), withIntermediateDirectories: true)
                try Data("q3".utf8).write(to: home.appendingPathComponent("Documents/Reports/summary.txt"))
                let state = home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs")
                try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
                let documents = home.appendingPathComponent("Documents").path
                let reports = home.appendingPathComponent("Documents/Reports").path
                try Data(
                    """
                    {"version": 1, "selectedTab": "files", "extras": {},
                     "paths": [{"tab": "files", "routes": [{"folder": {"_0": "\(documents)"}}, {"folder": {"_0": "\(reports)"}}]}]}
                    """.utf8
                ).write(to: state.appendingPathComponent("state.json"))
            })
            defer { session.stop() }
            #expect(AppSession.poll(timeout: 10) { session.log.contains("listed \(session.home.path)/Documents/Reports: ") })
            // The crumbs a screen reader meets: Home and Documents as buttons, Reports as the current level.
            var crumbs: [AccessibleNode] = []
            #expect(
                AppSession.poll(timeout: 10) {
                    crumbs = session.accessibleTree().filter { $0.isReachable && ["Home", "Documents", "Reports"].contains($0.name) && $0.y < 150 }
                    return crumbs.filter(\.isButton).map(\.name) == ["Home", "Documents"] && crumbs.contains { $0.name == "Reports" && !$0.isButton }
                }, "\(crumbs)")
            let documents = try #require(crumbs.first { $0.name == "Documents" && $0.isButton })
            _ = try? session.screenshot("path-bar")
            session.click(inWindowAtX: documents.x + documents.width / 2, y: documents.y + documents.height / 2)
            #expect(
                AppSession.poll(timeout: 10) { NavigationEndToEndTests.filesPath(session) == "folder \(session.home.path)/Documents" },
                "\(NavigationEndToEndTests.filesPath(session) ?? "no path logged")")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
        }
    }
}
