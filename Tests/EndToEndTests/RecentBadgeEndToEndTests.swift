import Foundation
import Testing

/// The Recent tab's badge counts the files under the home folder changed in the last 24 hours:
/// from start-up, with the Recent tab never opened, and again when a file is created; a file
/// last changed two days ago does not count. Read through AT-SPI, as a screen reader says it.
extension EndToEnd {
    @Suite struct RecentBadgeEndToEndTests {
        static func recentDescription(_ session: AppSession) -> String? {
            session.tabs().first { $0.name == "Recent" }?.description
        }

        @Test func creatingAFileShowsInTheRecentBadgeWithoutOpeningRecent() throws {
            let session = try AppSession.launched(withWindowManager: { _ in })
            defer { session.stop() }
            // The first count (the session's own files in HOME, e.g. its log) arrives off the main thread.
            var counted: Int?
            _ = AppSession.poll(timeout: 20) {
                counted = session.log.matches(of: /debug: recent: (\d+) changed/).last.flatMap { Int($0.1) }
                return counted != nil
            }
            let before = try #require(counted, "the app did not count recent files:\n\(session.log)")
            #expect(
                AppSession.poll(timeout: 10) { Self.recentDescription(session) == (before == 0 ? "" : "\(before) new") },
                "badge before: \(Self.recentDescription(session) ?? "no Recent tab")")

            let report = session.home.appendingPathComponent("report.txt")
            let old = session.home.appendingPathComponent("old.txt")
            try Data("new".utf8).write(to: old)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-2 * 86_400)], ofItemAtPath: old.path)
            try Data("new".utf8).write(to: report)
            #expect(
                AppSession.poll(timeout: 10) { Self.recentDescription(session) == "\(before + 1) new" },
                "badge after one new and one old file: \(Self.recentDescription(session) ?? "no Recent tab")")
            #expect(session.selectedTabName() == "Files", "the Recent tab was opened")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
        }
    }
}
