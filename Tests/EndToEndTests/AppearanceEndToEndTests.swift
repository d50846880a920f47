import Foundation
import Testing

extension EndToEnd {
/// The app follows the desktop's colour scheme from the XDG settings portal, live.
@Suite struct AppearanceEndToEndTests {
    static let fakePortal = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("fake_portal.py").path

    @Test func followsTheDesktopColourSchemeFromTheSettingsPortal() throws {
        let session = try AppSession()
        defer { session.stop() }
        let scheme = session.home.appendingPathComponent("color-scheme")
        try "1".write(to: scheme, atomically: true, encoding: .utf8) // prefer dark
        _ = try session.startHelper("/usr/bin/python3", [Self.fakePortal, scheme.path])
        try session.launch()
        #expect(AppSession.poll(timeout: 10) { session.log.contains("appearance: dark (choice system, settings portal: preferDark)") }, "\(session.log)")
        // The page background under the list (the temporary HOME has few files), away from the bar.
        let area = (x: 300, y: 400, width: 300, height: 120)
        let dark = try session.luminance(of: session.screenshot("portal-dark"), x: area.x, y: area.y, width: area.width, height: area.height)
        #expect(dark < 0.3, "background luminance \(dark) in dark mode")

        try "2".write(to: scheme, atomically: true, encoding: .utf8) // the desktop switches to light
        #expect(AppSession.poll(timeout: 10) { session.log.contains("appearance: light (choice system, settings portal: preferLight)") }, "\(session.log)")
        #expect(AppSession.poll(timeout: 10) {
            (try? session.luminance(of: session.screenshot("portal-light"), x: area.x, y: area.y, width: area.width, height: area.height)) ?? 0 > 0.8
        }, "the window did not turn light")
        session.quit()
    }

    /// Replies and signals of the wrong shape are ignored quietly; the next valid signal applies.
    @Test func ignoresMalformedPortalRepliesAndSignals() throws {
        let session = try AppSession()
        defer { session.stop() }
        let scheme = session.home.appendingPathComponent("color-scheme")
        try "malformed".write(to: scheme, atomically: true, encoding: .utf8)
        _ = try session.startHelper("/usr/bin/python3", [Self.fakePortal, scheme.path])
        try session.launch()
        #expect(AppSession.poll(timeout: 10) { session.log.contains("settings portal: ignored malformed Read (v)") }, "\(session.log)")
        try "2".write(to: scheme, atomically: true, encoding: .utf8)
        #expect(AppSession.poll(timeout: 10) { session.log.contains("settings portal: preferLight") }, "\(session.log)")
        try "malformed".write(to: scheme, atomically: true, encoding: .utf8)
        #expect(AppSession.poll(timeout: 10) { session.log.contains("ignored SettingChanged (su)") }, "\(session.log)")
        #expect(AppSession.poll(timeout: 10) {
            session.log.components(separatedBy: "ignored malformed SettingChanged").count == 3 // a string, then 7
        }, "\(session.log)")
        #expect(!session.log.contains("preferDark"))
        try "1".write(to: scheme, atomically: true, encoding: .utf8)
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
        let scheme = session.home.appendingPathComponent("color-scheme")
        try "silent".write(to: scheme, atomically: true, encoding: .utf8)
        _ = try session.startHelper("/usr/bin/python3", [Self.fakePortal, scheme.path])
        let clock = ContinuousClock()
        let start = clock.now
        try session.launch()
        let seconds = (clock.now - start) / .seconds(1)
        #expect(seconds < 15, "start-up took \(seconds) s with a silent portal")
        #expect(session.log.contains("appearance: light (choice system, no settings portal)"), "\(session.log)")
        try "1".write(to: scheme, atomically: true, encoding: .utf8)
        #expect(AppSession.poll(timeout: 10) { session.log.contains("appearance: dark (choice system, settings portal: preferDark)") }, "\(session.log)")
        #expect(session.quit())
    }
}
}