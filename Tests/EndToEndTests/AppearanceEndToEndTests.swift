import Foundation
import Testing

extension EndToEnd {
    /// The app follows the desktop's colour scheme from the XDG settings portal, live.
    @Suite struct AppearanceEndToEndTests {
        /// `fake_portal.py` on the session's bus, serving the colour scheme written with `set`.
        struct FakePortal {
            static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("fake_portal.py").path
            let file: URL

            /// Starts the portal with `value` ("1" dark, "2" light, "malformed", "silent").
            init(_ session: AppSession, serving value: String) throws {
                // Hidden: a file the app lists in the home folder would move the rows a test aims at.
                file = session.home.appendingPathComponent(".color-scheme")
                try value.write(to: file, atomically: true, encoding: .utf8)
                _ = try session.startHelper("/usr/bin/python3", [Self.script, file.path])
            }

            /// The desktop changes its preference (the portal emits SettingChanged).
            func set(_ value: String) throws { try value.write(to: file, atomically: true, encoding: .utf8) }
        }

        @Test func followsTheDesktopColourSchemeFromTheSettingsPortal() throws {
            let session = try AppSession()
            defer { session.stop() }
            let portal = try FakePortal(session, serving: "1") // prefer dark
            try session.launch()
            #expect(AppSession.poll(timeout: 10) { session.log.contains("appearance: dark (choice system, settings portal: preferDark)") }, "\(session.log)")
            // The page background under the list (the temporary HOME has few files), away from the bar.
            let area = (x: 300, y: 400, width: 300, height: 120)
            let dark = try session.luminance(of: session.screenshot("portal-dark"), x: area.x, y: area.y, width: area.width, height: area.height)
            #expect(dark < 0.3, "background luminance \(dark) in dark mode")

            try portal.set("2") // the desktop switches to light
            #expect(AppSession.poll(timeout: 10) { session.log.contains("appearance: light (choice system, settings portal: preferLight)") }, "\(session.log)")
            #expect(
                AppSession.poll(timeout: 10) {
                    (try? session.luminance(of: session.screenshot("portal-light"), x: area.x, y: area.y, width: area.width, height: area.height)) ?? 0 > 0.8
                }, "the window did not turn light")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
        }

        /// Replies and signals of the wrong shape are ignored quietly; the next valid signal applies.
        @Test func ignoresMalformedPortalRepliesAndSignals() throws {
            let session = try AppSession()
            defer { session.stop() }
            let portal = try FakePortal(session, serving: "malformed")
            try session.launch()
            #expect(AppSession.poll(timeout: 10) { session.log.contains("settings portal: ignored malformed Read (v)") }, "\(session.log)")
            try portal.set("2")
            #expect(AppSession.poll(timeout: 10) { session.log.contains("settings portal: preferLight") }, "\(session.log)")
            try portal.set("malformed")
            #expect(AppSession.poll(timeout: 10) { session.log.contains("ignored SettingChanged (su)") }, "\(session.log)")
            #expect(
                AppSession.poll(timeout: 10) {
                    session.log.components(separatedBy: "ignored malformed SettingChanged").count == 3 // a string, then 7
                }, "\(session.log)")
            #expect(!session.log.contains("preferDark"))
            try portal.set("1")
            #expect(AppSession.poll(timeout: 10) { session.log.contains("appearance: dark (choice system, settings portal: preferDark)") }, "\(session.log)")
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
            #expect(session.quit())
        }

        /// A portal that never answers `Read` does not hold up start-up (the call's timeout is 25 s,
        /// so waiting for it would keep the tab bar off AT-SPI far longer than the bound here), and
        /// its later change signal still applies.
        @Test func startsWithoutWaitingForASilentPortal() throws {
            let session = try AppSession()
            defer { session.stop() }
            let portal = try FakePortal(session, serving: "silent")
            let clock = ContinuousClock()
            let start = clock.now
            try session.launch()
            let seconds = (clock.now - start) / .seconds(1)
            #expect(seconds < 15, "start-up took \(seconds) s with a silent portal")
            #expect(session.log.contains("appearance: light (choice system, no settings portal)"), "\(session.log)")
            try portal.set("1")
            #expect(AppSession.poll(timeout: 10) { session.log.contains("appearance: dark (choice system, settings portal: preferDark)") }, "\(session.log)")
            #expect(session.quit())
        }
    }
}
