import Foundation
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabsApp

/// Two instances on one state folder (no shared D-Bus): neither loses its notes, and the second
/// never touches the first one's files.
@Suite(.serialized) @MainActor struct TwoInstancesTests {
    init() { GtkHarness.start() }

    @Test func theSecondInstanceSavesItsNotesElsewhereAndTouchesNothingOfTheFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ft-two-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = SessionController(folder: folder)
        #expect(first.ownsState)
        var firstText = "typed in the first window"
        first.captureDraft = { firstText }
        first.capture = { SessionController.Snapshot(selectedTab: "notes") }
        _ = first.load()
        first.scheduleSave(draftChanged: true)
        first.saveAndWait()
        // A temporary file of a save the first instance is making right now.
        let pending = folder.appendingPathComponent("notes.txt.tmp-\(getpid())-1")
        try Data("in flight".utf8).write(to: pending)

        let second = SessionController(folder: folder)
        #expect(!second.ownsState)
        var notice: String?
        second.onProblem = { notice = $0 }
        let loaded = second.load()
        #expect(loaded.draft == firstText) // it starts from the saved notes
        #expect(FileManager.default.fileExists(atPath: pending.path)) // not cleaned by the second
        #expect(notice?.contains(second.draftStore.fileURL.path) == true, "\(notice ?? "no notice")")
        second.captureDraft = { "typed in the second window" }
        second.capture = { SessionController.Snapshot(selectedTab: "files") }
        second.scheduleSave(draftChanged: true)
        second.saveAndWait()

        firstText = "typed in the first window, later"
        first.scheduleSave(draftChanged: true)
        first.saveAndWait()
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == firstText)
        #expect(try String(contentsOf: second.draftStore.fileURL, encoding: .utf8) == "typed in the second window")
        let state = try String(contentsOf: folder.appendingPathComponent("state.json"), encoding: .utf8)
        #expect(state.contains(#""selectedTab":"notes""#)) // the second never wrote the session
    }
}
