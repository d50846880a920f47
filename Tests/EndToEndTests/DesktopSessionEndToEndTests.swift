import Foundation
import Testing

extension EndToEnd {
    /// The app users run (`scripts/run`'s release build) in a session like a desktop's: a session bus
    /// that answers, a window manager, and GTK's default renderer (GL on GTK 4.8; the other tests use
    /// cairo). The release app once aborted here within a second — a GVariant freed before GLib took
    /// it, in the settings-portal call every start-up makes — while the debug build passed every test.
    @Suite struct DesktopSessionEndToEndTests {
        /// With a settings portal on the bus (as GNOME has) and without one (a bare session bus: the
        /// call fails at once with "no such name").
        @Test(arguments: [true, false])
        func theShippedAppStartsAndWorksOnADesktopSession(withSettingsPortal: Bool) throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.startWindowManager()
            if withSettingsPortal { _ = try AppearanceEndToEndTests.FakePortal(session, serving: "1") }
            try session.launch(removing: ["GSK_RENDERER"])
            let answer = withSettingsPortal ? "settings portal: preferDark" : "settings portal: no answer to Read"
            #expect(AppSession.poll(timeout: 30) { session.log.contains(answer) }, "the portal's answer never arrived:\n\(session.log)")
            #expect(session.log.contains("debug: renderer GskGLRenderer"), "not GTK's default renderer:\n\(session.log)")

            var tabs: [AccessibleTab] = []
            _ = AppSession.poll(timeout: 10) {
                tabs = session.tabs()
                return tabs.count == 4
            }
            #expect(tabs.map(\.name) == ["Files", "Recent", "Notes", "Settings"])
            #expect(session.selectedTabName() == "Files")
            // By pointer…
            let notes = try #require(tabs.first { $0.name == "Notes" })
            session.click(inWindowAtX: notes.center.0, y: notes.center.1)
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Notes" }, "a click did not select Notes:\n\(session.log)")
            // …and by keys.
            session.xdotool("key", "ctrl+Page_Down")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Settings" }, "Ctrl+Page Down did not select Settings")
            session.xdotool("key", "alt+1")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" }, "Alt+1 did not select Files")

            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
            #expect(session.exitStatus == 0, "exit status \(String(describing: session.exitStatus)):\n\(session.log)")
            let problems = session.log.split(separator: "\n").filter { $0.contains("CRITICAL") || $0.contains("WARNING") || $0.contains("crashed") }
            #expect(problems.isEmpty, "the log has criticals or warnings:\n\(session.log)")
        }
    }
}
