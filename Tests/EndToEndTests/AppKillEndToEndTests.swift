import Foundation
import Glibc
import Testing

/// SIGKILL the real app at random moments around its saves, again and again (`FT_APP_KILLS`,
/// 200 by default): every next start reads the session without a warning, and the note typed
/// and saved before the kill — more than a second before it — is there.
extension EndToEnd {
    @Suite struct AppKillEndToEndTests {
        @Test func killingTheAppWhileItSavesLosesNothingThatWasSaved() throws {
            let kills = Int(ProcessInfo.processInfo.environment["FT_APP_KILLS"] ?? "") ?? 200
            let session = try AppSession()
            defer { session.stop() }
            try session.startWindowManager()
            let folder = session.home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs")
            let notes = folder.appendingPathComponent("notes.txt")
            func savedNote() -> String { (try? String(contentsOf: notes, encoding: .utf8)) ?? "" }
            var rng = SystemRandomNumberGenerator()
            var killedDuringSave = 0
            let started = Date()
            for iteration in 0..<kills {
                let logBefore = session.log.count
                try session.launch()
                let startLog = String(session.log.dropFirst(logBefore))
                #expect(!startLog.contains("warning:"), "start \(iteration) after a kill warned:\n\(startLog)")
                if iteration == 0 {
                    session.xdotool("key", "alt+3") // later starts restore Notes
                }
                #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Notes" })
                session.xdotool("mousemove", "400", "300", "click", "1")
                let marker = " saved\(iteration)"
                session.xdotool("type", "--delay", "5", marker)
                #expect(AppSession.poll(timeout: 10) { savedNote().contains(marker) }, "iteration \(iteration): \"\(marker)\" was not saved")
                // More typing, then the kill at a random moment from just before to just after the
                // debounced save (400 ms after the last key) writes it.
                session.xdotool("type", "--delay", "5", " unsaved\(iteration)")
                let savesBefore = session.log.components(separatedBy: "draft saved").count
                usleep(useconds_t.random(in: 330_000...520_000, using: &rng))
                session.kill()
                if session.log.components(separatedBy: "draft saved").count == savesBefore { killedDuringSave += 1 }
                let note = savedNote()
                #expect(note.contains(marker), "iteration \(iteration): the saved note lost \"\(marker)\"")
                let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                #expect(!leftovers.contains { $0.contains(".bad-") || $0.contains(".partial-") }, "a state file was set aside: \(leftovers)")
            }
            try session.launch()
            #expect(session.quit())
            let temporary = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".tmp-") }
            #expect(temporary.isEmpty, "temporary files left after a clean start and quit: \(temporary)")
            print(
                "AppKillEndToEndTests: \(kills) SIGKILLs of the app, \(killedDuringSave) before its last save had reported, "
                    + "every start clean, every saved note kept (\(Int(Date().timeIntervalSince(started))) s)")
        }
    }
}
