import Foundation
import GtkTestSupport
import Testing

/// `meson setup -Dprofile=development && meson install --destdir` installs the app and its data
/// files, and the installed files pass the freedesktop validators.
@Suite struct InstallTests {
    @Test func mesonInstallsValidFilesForTheDevelopmentProfile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ft-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let build = work.appendingPathComponent("build").path, destdir = work.appendingPathComponent("dest").path

        let setup = try ProcessRunner.run("/usr/bin/meson", ["setup", build, root.path, "-Dprofile=development", "--prefix=/usr"], timeout: 120)
        #expect(setup.status == 0, "\(setup.output)")
        let install = try ProcessRunner.run("/usr/bin/meson", ["install", "-C", build, "--destdir", destdir], timeout: 900)
        try #require(install.status == 0, "\(install.output)")

        let appID = "io.github.floatingtabs.FloatingTabs.Devel"
        let share = destdir + "/usr/share"
        let expected = [
            destdir + "/usr/bin/floating-tabs",
            share + "/applications/\(appID).desktop",
            share + "/metainfo/\(appID).metainfo.xml",
            share + "/icons/hicolor/scalable/apps/\(appID).svg",
            share + "/icons/hicolor/symbolic/apps/\(appID)-symbolic.svg",
        ]
        for path in expected { #expect(FileManager.default.fileExists(atPath: path), "missing \(path)") }
        #expect(FileManager.default.isExecutableFile(atPath: expected[0]))

        let desktop = try ProcessRunner.run("/usr/bin/desktop-file-validate", [expected[1]], timeout: 30)
        #expect(desktop.status == 0, "\(desktop.output)")
        let metainfo = try ProcessRunner.run("/usr/bin/appstreamcli", ["validate", "--no-net", expected[2]], timeout: 60)
        #expect(metainfo.status == 0, "\(metainfo.output)")
        let desktopText = try String(contentsOfFile: expected[1], encoding: .utf8)
        #expect(desktopText.contains("Icon=\(appID)"))
        let binary = try Data(contentsOf: URL(fileURLWithPath: expected[0]))
        #expect(binary.range(of: Data(appID.utf8)) != nil, "the installed binary does not carry the Devel app id")
    }
}
