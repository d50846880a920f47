import Foundation
import Testing

/// What the user typed survives a failing disk, and a hung folder never freezes the window.
extension EndToEnd {
    @Suite struct DataSafetyEndToEndTests {
        private func stateFolder(_ session: AppSession) -> URL {
            session.home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs")
        }

        @Test func aFailedSaveIsShownTheTextIsKeptAndSavingIsRetried() throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.startWindowManager()
            try session.launch()
            session.xdotool("key", "alt+3")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Notes" })
            session.xdotool("mousemove", "400", "300", "click", "1")
            session.xdotool("type", "--delay", "10", "first")
            let notes = stateFolder(session).appendingPathComponent("notes.txt")
            #expect(AppSession.poll(timeout: 10) { (try? String(contentsOf: notes, encoding: .utf8)) == "first" }, "\(session.log)")

            // The draft's file becomes a folder: the rename over it fails (EISDIR), even for root.
            try FileManager.default.removeItem(at: notes)
            try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: false)
            session.xdotool("type", "--delay", "10", " second")
            let banner = "Your notes could not be saved"
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: banner, prefix: true) != nil }, "\(session.log)")
            #expect(session.log.contains("Saving the draft failed"))
            _ = try session.screenshot("save-failed-banner")

            // The disk comes back: the retry saves the text typed meanwhile, and the banner goes.
            try FileManager.default.removeItem(at: notes)
            let retry = try #require(session.locatedWhenSettled("Try Again"))
            session.click(inWindowAtX: retry.x + retry.width / 2, y: retry.y + retry.height / 2)
            #expect(AppSession.poll(timeout: 15) { (try? String(contentsOf: notes, encoding: .utf8)) == "first second" }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: banner, prefix: true) == nil })
            #expect(session.quit())
        }

        @Test func aListingThatHangsLeavesTheWindowResponsive() throws {
            let session = try AppSession()
            defer { session.stop() }
            for name in ["a-slow", "b-fast"] {
                try FileManager.default.createDirectory(at: session.home.appendingPathComponent(name), withIntermediateDirectories: true)
            }
            try Data().write(to: session.home.appendingPathComponent("b-fast/inside.txt"))
            try session.startWindowManager()
            try session.launch(adding: ["FLOATINGTABS_TEST_SLOW_FOLDER": "a-slow"])
            #expect(AppSession.poll(timeout: 10) { session.log.contains("listed \(session.home.path): ") }, "\(session.log)")
            let fastRow = try #require(session.locatedWhenSettled("b-fast"))
            session.xdotool("mousemove", "200", "122", "click", "1")
            session.xdotool("key", "Home", "Return") // opens a-slow, whose listing now waits 10 s
            #expect(AppSession.poll(timeout: 5) { session.log.contains("path files: folder \(session.home.path)/a-slow\n") }, "\(session.log)")
            let clock = ContinuousClock()
            let start = clock.now
            // AT-SPI answers, tabs switch, and another folder lists while the first still hangs.
            #expect(session.tabs().count == 4)
            session.xdotool("key", "alt+3")
            #expect(AppSession.poll(timeout: 5) { session.selectedTabName() == "Notes" })
            session.xdotool("key", "alt+1")
            #expect(AppSession.poll(timeout: 5) { session.selectedTabName() == "Files" })
            session.xdotool("key", "alt+Left")
            #expect(AppSession.poll(timeout: 5) { session.log.hasSuffix("path files: \n") || session.log.contains("path files: \n") })
            // Once the pop's slide has ended the row is back where it was.
            #expect(AppSession.poll(timeout: 5) { session.locatedWhenSettled("b-fast").map { $0 == fastRow } ?? false })
            session.click(inWindowAtX: fastRow.x + fastRow.width / 2, y: fastRow.y + fastRow.height / 2, count: 2)
            #expect(AppSession.poll(timeout: 5) { session.log.contains("listed \(session.home.path)/b-fast: 1 entries") }, "\(session.log)")
            let seconds = (clock.now - start) / .seconds(1)
            #expect(seconds < 9, "the window answered only after \(seconds) s")
            #expect(!session.log.contains("listed \(session.home.path)/a-slow")) // still hanging, never shown late
            #expect(session.quit())
        }
    }
}
