import Foundation
import GtkTestSupport
import Testing

/// Opening files in other applications, in the real app under openbox. The test's
/// `XDG_DATA_HOME` registers a MIME type for `*.fttest` and a desktop entry that handles it (the
/// "application" is a script that writes what it was given to a file), made the type's default in
/// `XDG_CONFIG_HOME/mimeapps.list`; `*.ftorphan` is a type no application handles.
extension EndToEnd {
    @Suite struct OpenFileEndToEndTests {
        static func registerTestApplication(in home: URL) throws {
            let share = home.appendingPathComponent(".local/share")
            let config = home.appendingPathComponent(".config")
            let fm = FileManager.default
            for folder in ["mime/packages", "applications"] {
                try fm.createDirectory(at: share.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try fm.createDirectory(at: config, withIntermediateDirectories: true)
            try Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
                  <mime-type type="application/x-floatingtabs-test"><comment>FloatingTabs test file</comment><glob pattern="*.fttest"/></mime-type>
                  <mime-type type="application/x-floatingtabs-orphan"><comment>Orphan file</comment><glob pattern="*.ftorphan"/></mime-type>
                </mime-info>
                """.utf8
            ).write(to: share.appendingPathComponent("mime/packages/floatingtabs-test.xml"))
            let script = home.appendingPathComponent("opener.sh")
            try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" >> \"\(home.path)/.opened\"\n".utf8).write(to: script)
            try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            try Data(
                """
                [Desktop Entry]
                Type=Application
                Name=Fake Opener
                Exec=\(script.path) %u
                MimeType=application/x-floatingtabs-test;
                """.utf8
            ).write(to: share.appendingPathComponent("applications/fake-opener.desktop"))
            try Data("[Default Applications]\napplication/x-floatingtabs-test=fake-opener.desktop\n".utf8).write(
                to: config.appendingPathComponent("mimeapps.list"))
            for (tool, folder) in [("/usr/bin/update-mime-database", "mime"), ("/usr/bin/update-desktop-database", "applications")] {
                let result = try ProcessRunner.run(tool, [share.appendingPathComponent(folder).path], timeout: 30)
                #expect(result.status == 0, "\(tool): \(result.output)")
            }
        }

        /// What the fake application was asked to open, a line per launch.
        static func opened(_ session: AppSession) -> [String] {
            ((try? String(contentsOf: session.home.appendingPathComponent(".opened"), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// Selects the row named `name` with a click, then opens its context menu with the Menu key.
        static func openMenu(_ session: AppSession, onRow name: String) -> Bool {
            guard let row = session.locatedWhenSettled(name) else { return false }
            session.click(inWindowAtX: row.x + row.width / 2, y: row.y + row.height / 2)
            session.xdotool("key", "Menu")
            return AppSession.poll(timeout: 10) { session.showingExtents(of: "Copy Location") != nil }
        }

        @Test func aFileOpensInItsDefaultApplicationOrWithAChosenOneAndItsLocationCanBeCopied() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                try Self.registerTestApplication(in: home)
                try Data("q3\n".utf8).write(to: home.appendingPathComponent("report.fttest"))
            })
            defer { session.stop() }
            let report = session.home.appendingPathComponent("report.fttest").path
            let start = try #require(session.locatedWhenSettled("report.fttest"))

            // A double click opens it in the default application, and the app stays where it was.
            session.click(inWindowAtX: start.x + start.width / 2, y: start.y + start.height / 2, count: 2)
            #expect(AppSession.poll(timeout: 10) { Self.opened(session) == [report] }, "\(Self.opened(session)) \(session.log)")
            #expect(!session.log.contains("path files: file"), "a double click previewed instead of opening")

            // Open With… (context menu from the keyboard): the dialog offers the application.
            #expect(Self.openMenu(session, onRow: "report.fttest"), "the row's menu did not open")
            session.xdotool("key", "Down", "Return")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Open “report.fttest” with:") != nil }, "no Open With dialog")
            session.xdotool("key", "Return") // the recommended application is selected (GTK 4.8 does not expose the dialog's rows)
            #expect(AppSession.poll(timeout: 10) { Self.opened(session) == [report, report] }, "\(Self.opened(session)) \(session.log)")

            // Copy Location puts the path on the clipboard.
            #expect(Self.openMenu(session, onRow: "report.fttest"), "the row's menu did not open again")
            session.xdotool("key", "Down", "Down", "Down", "Return")
            #expect(
                AppSession.poll(timeout: 10) {
                    (try? session.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"]))?.output == report
                }, "\(session.log)")

            // The closed menu gave the row the keyboard back: Space previews it in the tab.
            session.xdotool("key", "space")
            #expect(AppSession.poll(timeout: 10) { session.log.contains("path files: file \(report)") }, "\(session.log)")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("Gtk-WARNING"), "\(session.log)")
        }

        /// On a desktop with a portal (GNOME, KDE, sandboxed apps), Open With… asks through the
        /// portal's OpenURI where GTK can (4.12 and later: `GtkFileLauncher` asking always), as the
        /// desktop's own chooser; GTK 4.8 has no such call and keeps its application chooser dialog.
        @Test func openWithAsksThroughTheDesktopPortalWhereGTKCan() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                try Self.registerTestApplication(in: home)
                try Data("q3\n".utf8).write(to: home.appendingPathComponent("report.fttest"))
            })
            defer { session.stop() }
            _ = try AppearanceEndToEndTests.FakePortal(session, serving: "0")
            let portalLog = try #require(session.helperLogs.last)
            let version = try session.run("/usr/bin/pkg-config", ["--modversion", "gtk4"]).output.split(separator: ".").compactMap {
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            let asksThroughPortal = version.count >= 2 && (version[0], version[1]) >= (4, 12)

            #expect(Self.openMenu(session, onRow: "report.fttest"), "the row's menu did not open")
            session.xdotool("key", "Down", "Return") // Open With…
            if asksThroughPortal {
                #expect(
                    AppSession.poll(timeout: 10) {
                        ((try? String(contentsOf: portalLog, encoding: .utf8)) ?? "").contains("OpenFile ask=True")
                    }, "the portal was not asked; log:\n\(session.log)")
                #expect(AppSession.poll(timeout: 10) { session.log.contains("with a chosen application") }, "\(session.log)")
                #expect(session.showingExtents(of: "Open “report.fttest” with:") == nil, "GTK's dialog opened as well")
            } else {
                #expect(
                    AppSession.poll(timeout: 10) { session.showingExtents(of: "Open “report.fttest” with:") != nil },
                    "no Open With dialog; log:\n\(session.log)")
                #expect(!((try? String(contentsOf: portalLog, encoding: .utf8)) ?? "").contains("OpenFile"))
                session.xdotool("key", "Escape")
            }
            #expect(Self.opened(session).isEmpty, "the default application was started instead of asking")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("Gtk-WARNING"), "\(session.log)")
        }

        @Test func aFileNoApplicationOpensSaysSoInTheWindowAndOffersOpenWith() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                try Self.registerTestApplication(in: home)
                try Data([0, 1, 2]).write(to: home.appendingPathComponent("blob.ftorphan"))
            })
            defer { session.stop() }
            let start = try #require(session.locatedWhenSettled("blob.ftorphan"))
            session.click(inWindowAtX: start.x + start.width / 2, y: start.y + start.height / 2)
            session.xdotool("key", "Return")
            var banner: (x: Int, y: Int, width: Int, height: Int)?
            #expect(
                AppSession.poll(timeout: 10) {
                    banner = session.showingExtents(of: "“blob.ftorphan” could not be opened:", prefix: true)
                    return banner != nil
                }, "no message in the window; log:\n\(session.log)")
            let openWith = try #require(session.locatedWhenSettled("Open With…"))
            session.click(inWindowAtX: openWith.x + openWith.width / 2, y: openWith.y + openWith.height / 2)
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Open “blob.ftorphan” with:") != nil }, "no Open With dialog")
            #expect(session.showingExtents(of: "“blob.ftorphan” could not be opened:", prefix: true) == nil, "the message stayed")
            session.xdotool("key", "Escape")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Open “blob.ftorphan” with:") == nil }, "the dialog did not close")
            #expect(Self.opened(session).isEmpty)
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("Gtk-WARNING"), "\(session.log)")
        }
    }
}
