import Foundation
import Testing

/// What a screen reader meets in the real app (AT-SPI, python3-pyatspi), with a window manager on
/// the X display: only what is on screen, and a name on every button.
extension EndToEnd {
    @Suite struct AccessibilityEndToEndTests {
        /// HOME: Documents/{Reports/summary.txt, readme.txt}, Music.
        static func makeTree(_ home: URL) throws {
            let fm = FileManager.default
            try fm.createDirectory(at: home.appendingPathComponent("Documents/Reports"), withIntermediateDirectories: true)
            try fm.createDirectory(at: home.appendingPathComponent("Music"), withIntermediateDirectories: true)
            try Data("q3\n".utf8).write(to: home.appendingPathComponent("Documents/Reports/summary.txt"))
            try Data("hi\n".utf8).write(to: home.appendingPathComponent("Documents/readme.txt"))
        }

        /// Names a screen reader can reach now.
        static func reachable(_ session: AppSession) -> Set<String> {
            Set(session.accessibleTree().filter(\.isReachable).map(\.name))
        }

        /// Buttons a screen reader reaches whose name is empty or a GTK type name.
        static func unnamedButtons(_ session: AppSession) -> [AccessibleNode] {
            session.accessibleTree().filter { $0.isButton && $0.isReachable && ($0.name.isEmpty || $0.name.hasPrefix("Gtk")) }
        }

        /// Opens the first row of the Files list on top once `folder` is listed; waits for the push.
        static func openFirstRow(_ session: AppSession, in folder: String, expecting fragment: String) -> Bool {
            guard AppSession.poll(timeout: 10, { session.log.contains("listed \(folder): ") }) else { return false }
            session.xdotool("key", "Home", "Return")
            return AppSession.poll(timeout: 10) { session.log.contains(fragment + "\n") }
        }

        @Test func onlyWhatIsOnScreenIsReachableAndEveryButtonHasAName() throws {
            let session = try AppSession.launched(withWindowManager: Self.makeTree)
            defer { session.stop() }
            let home = session.home.path
            #expect(AppSession.poll(timeout: 10) { Self.reachable(session).contains("Music") })
            #expect(AppSession.poll(timeout: 10) { Self.unnamedButtons(session).isEmpty }, "\(Self.unnamedButtons(session))")
            session.click(inWindowAtX: 300, y: 116) // focus the home folder's list
            #expect(Self.openFirstRow(session, in: home, expecting: "folder \(home)/Documents"), "\(session.log)")
            #expect(Self.openFirstRow(session, in: home + "/Documents", expecting: "folder \(home)/Documents/Reports"), "\(session.log)")

            // Two levels deep: the levels below (Home's rows, Documents' rows) are not reachable.
            var names: Set<String> = []
            let onlyTop = AppSession.poll(timeout: 10) {
                names = Self.reachable(session)
                return names.contains("summary.txt") && !names.contains("Music") && !names.contains("readme.txt")
            }
            #expect(onlyTop, "reachable: \(names.sorted())")
            #expect(Self.unnamedButtons(session).isEmpty, "\(Self.unnamedButtons(session))")
            #expect(session.accessibleTree().contains { $0.name == "Back" && $0.isButton && $0.isReachable })

            // Another tab: nothing of the hidden Files tab is reachable.
            session.xdotool("key", "alt+4")
            let hidden = AppSession.poll(timeout: 10) {
                names = Self.reachable(session)
                return session.selectedTabName() == "Settings" && !names.contains("summary.txt") && !names.contains("Back")
            }
            #expect(hidden, "reachable: \(names.sorted())")
            #expect(Self.unnamedButtons(session).isEmpty, "\(Self.unnamedButtons(session))")

            // Back in Files, the levels come back as they were.
            session.xdotool("key", "alt+1")
            #expect(AppSession.poll(timeout: 10) { Self.reachable(session).contains("summary.txt") })
            session.xdotool("key", "alt+Left")
            #expect(
                AppSession.poll(timeout: 10) {
                    names = Self.reachable(session)
                    return names.contains("readme.txt") && !names.contains("summary.txt")
                }, "reachable: \(names.sorted())")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL"), "\(session.log)")
        }
    }
}
