import Foundation
import Testing

/// Forward history and the reselect ladder in the real app, driven with real keys, mouse buttons
/// and clicks (openbox on the X display), read through AT-SPI and the app's debug log.
extension EndToEnd {
    @Suite struct NavigationEndToEndTests {
        /// HOME: a folder `aaa` (listed first) and 300 files, so the home list scrolls.
        static func makeTree(_ home: URL) throws {
            let fm = FileManager.default
            try fm.createDirectory(at: home.appendingPathComponent("aaa/inner"), withIntermediateDirectories: true)
            for index in 0..<300 { _ = fm.createFile(atPath: home.appendingPathComponent(String(format: "entry-%03d", index)).path, contents: nil) }
        }

        static func reachable(_ session: AppSession, _ name: String) -> Bool {
            session.accessibleTree().contains { $0.name == name && $0.isReachable }
        }

        /// Whether a node named `name` lies inside the window's content (a list keeps the focused
        /// row's node while it is scrolled out of view, with extents outside the window).
        static func onScreen(_ session: AppSession, _ name: String) -> Bool {
            session.accessibleTree().contains { $0.name == name && $0.isReachable && $0.y >= 0 && $0.y + $0.height <= 680 }
        }

        /// The Files tab's path as the app last logged it.
        static func filesPath(_ session: AppSession) -> String? {
            session.log.split(separator: "\n").last { $0.contains("debug: path files:") }.map { line in
                String(line[line.range(of: "debug: path files:")!.upperBound...]).trimmingCharacters(in: .whitespaces)
            }
        }

        /// The app on `makeTree`'s HOME with the home folder listed and its list focused.
        static func launchedInFiles() throws -> AppSession {
            let session = try AppSession.launched(withWindowManager: makeTree)
            _ = AppSession.poll(timeout: 10) { session.log.contains("listed \(session.home.path): ") }
            session.click(inWindowAtX: 300, y: 116) // focus the list
            return session
        }

        @Test func reselectingFilesPopsToTheRootThenScrollsItToTheTop() throws {
            let session = try Self.launchedInFiles()
            defer { session.stop() }
            let home = session.home.path
            // To the last row: the list scrolls down (End again until the focus has reached the list).
            #expect(
                AppSession.poll(timeout: 15) {
                    session.xdotool("key", "End")
                    return Self.onScreen(session, "entry-299") && !Self.onScreen(session, "aaa")
                }, "\(session.accessibleTree().filter { ["aaa", "entry-299"].contains($0.name) })")
            var tabs: [AccessibleTab] = []
            #expect(
                AppSession.poll(timeout: 10) {
                    tabs = session.tabs()
                    return tabs.count == 4
                })
            let files = try #require(tabs.first { $0.name == "Files" })

            // At the root, activating the selected tab scrolls its content back to the top.
            session.click(inWindowAtX: files.center.0, y: files.center.1)
            // (GTK 4.8's list keeps the focused row's node, with its old extents, once scrolled away.)
            #expect(
                AppSession.poll(timeout: 10) { Self.onScreen(session, "aaa") },
                "\(session.accessibleTree().filter { ["aaa", "entry-299"].contains($0.name) })")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })

            // Navigated in, the first activation pops to the root.
            session.click(inWindowAtX: 300, y: 116)
            session.xdotool("key", "Home", "Return")
            #expect(AppSession.poll(timeout: 10) { Self.filesPath(session) == "folder \(home)/aaa" }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { session.log.contains("listed \(home)/aaa: ") })
            session.xdotool("key", "Home", "Return")
            #expect(AppSession.poll(timeout: 10) { Self.filesPath(session) == "folder \(home)/aaa > folder \(home)/aaa/inner" })
            session.click(inWindowAtX: files.center.0, y: files.center.1)
            #expect(AppSession.poll(timeout: 10) { Self.filesPath(session) == "" }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { Self.reachable(session, "aaa") })
            #expect(session.quit())
        }

        @Test func forwardReopensTheLevelsBackLeftByKeyAndMouseButton() throws {
            let session = try Self.launchedInFiles()
            defer { session.stop() }
            let home = session.home.path
            session.xdotool("key", "Home", "Return")
            #expect(AppSession.poll(timeout: 10) { Self.filesPath(session) == "folder \(home)/aaa" }, "\(session.log)")
            #expect(!Self.reachable(session, "Forward")) // nothing to go forward to yet
            session.xdotool("key", "alt+Left")
            #expect(AppSession.poll(timeout: 10) { Self.filesPath(session) == "" })
            #expect(
                AppSession.poll(timeout: 10) { Self.reachable(session, "Forward") }, // the header offers it
                "\(session.accessibleTree().filter { $0.isButton })")
            session.xdotool("key", "alt+Right")
            #expect(AppSession.poll(timeout: 10) { Self.filesPath(session) == "folder \(home)/aaa" }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { Self.reachable(session, "inner") }) // the page is shown again
            session.xdotool("key", "alt+Left")
            #expect(AppSession.poll(timeout: 10) { Self.filesPath(session) == "" })
            session.click(inWindowAtX: 300, y: 300, button: 9) // a mouse's forward button
            #expect(AppSession.poll(timeout: 10) { Self.filesPath(session) == "folder \(home)/aaa" }, "\(session.log)")
            session.click(inWindowAtX: 300, y: 300, button: 8) // and its back button
            #expect(AppSession.poll(timeout: 10) { Self.filesPath(session) == "" })
            // A new push clears the forward history.
            // A click on the list, then Home, Down and Space: a file's preview. Tried again while
            // no preview opens: a click that lands while the popped level still slides away
            // focuses that level's list, which is gone a moment later.
            #expect(
                AppSession.poll(timeout: 20) {
                    session.click(inWindowAtX: 300, y: 116)
                    session.xdotool("key", "Home", "Down", "space")
                    return AppSession.poll(timeout: 3) { Self.filesPath(session)?.hasPrefix("file ") == true }
                }, "\(session.log)")
            session.xdotool("key", "alt+Right")
            #expect(AppSession.poll(timeout: 10) { !Self.reachable(session, "Forward") })
            #expect(Self.filesPath(session)?.hasPrefix("file ") == true)
            #expect(session.quit())
        }
    }
}
