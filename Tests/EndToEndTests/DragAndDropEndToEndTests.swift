import Foundation
import Testing

/// Spring-loaded tabs in the real app: a file row dragged from Files and held over the Notes
/// tab opens Notes (reason `dragHover`), and dropping it in the note inserts the file's path.
extension EndToEnd {
    @Suite struct DragAndDropEndToEndTests {
        @Test func aFileDraggedOntoTheNotesTabOpensNotesAndDropsItsPathIntoTheNote() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                try Data("q3\n".utf8).write(to: home.appendingPathComponent("report.txt"))
            })
            defer { session.stop() }
            let home = session.home.path
            let start = try #require(session.locatedWhenSettled("report.txt"))
            let notes = try #require(session.locatedWhenSettled("Notes", tab: true))
            session.drag(
                fromX: start.x + start.width / 2, y: start.y + start.height / 2, via: (notes.x + notes.width / 2, notes.y + notes.height / 2), hold: 0.9,
                toX: 400, y: 200)
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Notes" })
            #expect(session.log.contains("selected notes (dragHover)"), "\(session.log)")
            let draft = session.home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs/notes.txt")
            #expect(
                AppSession.poll(timeout: 10) {
                    ((try? String(contentsOf: draft, encoding: .utf8)) ?? "").contains("\(home)/report.txt")
                }, "the drop did not reach the note; log:\n\(session.log)")
            #expect(session.quit())
        }
    }
}
