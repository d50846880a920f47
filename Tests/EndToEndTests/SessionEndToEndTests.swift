import Foundation
import Testing

/// The real app with a known HOME: navigate in Files, type in Notes, restart, and corrupt state.
extension EndToEnd {
    @Suite struct SessionEndToEndTests {
        /// Builds the HOME tree: alpha/beta/notes.txt, a 10,000-entry folder, a symlink loop, a binary.
        private func makeTree(_ home: URL) throws {
            let fm = FileManager.default
            let beta = home.appendingPathComponent("alpha/beta")
            try fm.createDirectory(at: beta, withIntermediateDirectories: true)
            try Data("hello from beta\n".utf8).write(to: beta.appendingPathComponent("notes.txt"))
            let big = home.appendingPathComponent("zz-big")
            try fm.createDirectory(at: big, withIntermediateDirectories: true)
            for index in 0..<10_000 { _ = fm.createFile(atPath: big.appendingPathComponent("entry-\(index)").path, contents: nil) }
            try fm.createSymbolicLink(atPath: home.appendingPathComponent("loop").path, withDestinationPath: home.appendingPathComponent("loop").path)
            try Data([0, 1, 2, 255]).write(to: home.appendingPathComponent("blob.bin"))
        }

        private var stateFile: (AppSession) -> URL = { session in
            session.home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs/state.json")
        }
        private var draftFile: (AppSession) -> URL = { session in
            session.home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs/notes.txt")
        }

        /// Opens row `index` of the list on top of the Files tab with the keyboard (Home, Down to the
        /// row, Enter) once the folder is listed, and waits until the log shows the push.
        private func openRow(_ index: Int, _ session: AppSession, in folder: String, expecting fragment: String) -> Bool {
            guard AppSession.poll(timeout: 10, { session.log.contains("listed \(folder): ") }) else { return false }
            session.xdotool("key", "Home")
            for _ in 0..<index { session.xdotool("key", "Down") }
            session.xdotool("key", "Return")
            return AppSession.poll(timeout: 10) { session.log.contains(fragment + "\n") }
        }

        @Test func navigationDraftAndTabSurviveARestart() throws {
            let session = try AppSession()
            defer { session.stop() }
            try makeTree(session.home)
            try session.launch()
            session.xdotool("mousemove", "200", "122", "click", "1") // focus the home folder's list
            #expect(openRow(0, session, in: session.home.path, expecting: "folder \(session.home.path)/alpha"), "\(session.log)")
            #expect(openRow(0, session, in: session.home.path + "/alpha", expecting: "folder \(session.home.path)/alpha/beta"), "\(session.log)")

            session.xdotool("key", "alt+3")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Notes" })
            session.xdotool("mousemove", "400", "300", "click", "1")
            session.xdotool("type", "--delay", "20", "draft typed end to end")
            session.xdotool("key", "alt+1")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })
            #expect(!session.log.hasSuffix("path files: \n")) // switching tabs did not touch the Files path
            session.xdotool("key", "alt+3") // quit on Notes, not on the default tab
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Notes" })
            #expect(session.quit())

            let saved = try String(contentsOf: stateFile(session), encoding: .utf8)
            #expect(try String(contentsOf: draftFile(session), encoding: .utf8) == "draft typed end to end")
            #expect(!saved.contains("draft typed end to end"), "the draft has its own file: \(saved)")
            #expect(saved.contains("beta"), "\(saved)")
            let mode = try FileManager.default.attributesOfItem(atPath: stateFile(session).path)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600)

            // Restart: same tab, same folders, same draft.
            try session.launch()
            #expect(session.selectedTabName() == "Notes")
            #expect(
                session.log.contains("restored notes: files > folder \(session.home.path)/alpha > folder \(session.home.path)/alpha/beta"), "\(session.log)")
            #expect(session.quit())
            let resaved = try String(contentsOf: stateFile(session), encoding: .utf8)
            #expect(try String(contentsOf: draftFile(session), encoding: .utf8) == "draft typed end to end")
            #expect(resaved.contains("beta"))

            // A folder deleted between runs: the path is trimmed to its deepest existing ancestor.
            try FileManager.default.removeItem(at: session.home.appendingPathComponent("alpha/beta"))
            try session.launch()
            #expect(AppSession.poll(timeout: 10) { session.log.contains("Trimmed the saved path of tab “files” to 1 of 2 levels") }, "\(session.log)")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
            let trimmed = try String(contentsOf: stateFile(session), encoding: .utf8)
            #expect(!trimmed.contains("beta"))
            #expect(trimmed.contains("alpha"))
        }

        @Test func corruptStateStartsWithDefaultsAndKeepsTheBadFileAside() throws {
            let session = try AppSession()
            defer { session.stop() }
            let state = stateFile(session)
            try FileManager.default.createDirectory(at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{\"version\": 1, \"paths\": [tru".utf8).write(to: state)
            try session.launch()
            #expect(session.selectedTabName() == "Files")
            #expect(session.log.contains("The saved session was not restored"), "\(session.log)")
            let aside = try FileManager.default.contentsOfDirectory(atPath: state.deletingLastPathComponent().path).filter { $0.hasPrefix("state.json.bad-") }
            #expect(aside.count == 1)
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
            #expect(FileManager.default.fileExists(atPath: state.path)) // a fresh, valid state was written
        }

        @Test func aTenThousandEntryFolderOpensWithoutFreezingTheWindow() throws {
            let session = try AppSession()
            defer { session.stop() }
            try makeTree(session.home)
            try session.launch()
            // Rows: alpha, zz-big, blob.bin, loop — zz-big is the second row.
            session.xdotool("mousemove", "200", "122", "click", "1")
            #expect(openRow(1, session, in: session.home.path, expecting: "zz-big"), "\(session.log)")
            #expect(AppSession.poll(timeout: 20) { session.log.contains("zz-big: 10000 entries") })
            let start = Date()
            #expect(session.tabs().count == 4) // the window still answers while and after listing
            #expect(Date().timeIntervalSince(start) < 5)
            #expect(session.isAlive)
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
        }
    }
}
