import Foundation
import Testing

/// Drives the real app from outside, as a user and a screen reader would.
extension EndToEnd {
    @Suite struct TabBarEndToEndTests {
        @Test func pointerClicksKeyChordsAndScreenReaderActionsSwitchTabs() throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.launch()
            // The accessible tree settles while the window restores its pages: read it until complete.
            var tabs: [AccessibleTab] = []
            _ = AppSession.poll(timeout: 10) {
                tabs = session.tabs()
                return tabs.count == 4
            }
            #expect(tabs.map(\.name) == ["Files", "Recent", "Notes", "Settings"])
            #expect(tabs.filter(\.selected).map(\.name) == ["Files"])

            // A real pointer click on "Notes".
            let notes = try #require(tabs.first { $0.name == "Notes" })
            session.xdotool("mousemove", "\(notes.center.0)", "\(notes.center.1)", "click", "1")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Notes" }, "\(session.log)")

            // Key chords: next with wrap, previous, direct.
            let chords = [
                ("ctrl+Tab", "Settings"), ("ctrl+Tab", "Search"), ("ctrl+Tab", "Files"), ("ctrl+shift+Tab", "Search"),
                ("ctrl+shift+Tab", "Settings"),
                ("alt+2", "Recent"), ("ctrl+Page_Down", "Notes"), ("ctrl+Page_Up", "Recent"), ("ctrl+1", "Files"),
            ]
            for (chord, expected) in chords {
                session.xdotool("key", chord)
                #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == expected }, "\(chord) should show \(expected)")
            }

            // A screen reader's click action.
            #expect(session.accessibleClick("Recent"))
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Recent" })

            // Exactly one tab is selected, and the app's own model agrees (debug log).
            #expect(session.tabs().filter(\.selected).count == 1)
            #expect(session.log.contains("selected recent (click)"), "\(session.log)")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
            #expect(!session.isAlive)
            #expect(!session.log.contains("CRITICAL"), "\(session.log)")
        }
    }
}
