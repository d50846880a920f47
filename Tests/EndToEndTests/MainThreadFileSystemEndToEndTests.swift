import Foundation
import Testing

/// The main thread never waits on the disk after the first frame: the real app runs with a small
/// `LD_PRELOAD` shim (fs_recorder.c, built here with cc) that records every `open*`, `stat*`,
/// `statx`, `opendir`, `fsync`, `fdatasync` and `rename*` made on the main thread once the test
/// signals it (SIGUSR2, after the first frame). A scripted session switches tabs, opens two
/// folders, previews a file, pastes 2 MiB into Notes (saved as you type) and quits.
///
/// A call is the app's own when a frame of the app's binary comes before any GTK frame on its
/// stack (the app called GLib or libc directly): there must be none. Calls GTK makes while it
/// draws are the toolkit's: it loads an icon's texture the first time the icon is drawn
/// (`gdk_texture_new_from_filename` from the icon theme, a few small files from
/// /usr/share/icons). Those are counted and printed, and must come from icon themes only.
/// Two caches in the toolkit check their folders again on use once five seconds have passed since
/// they last did: GtkIconTheme stats its search folders (`rescan_themes`, to notice a newly
/// installed theme), and GIO's MIME database, asked while an icon's image is decoded, stats its
/// `mime` folders. Whether that happens during the session depends on the machine's speed (the
/// session pauses to make it happen every time); those folders count as the toolkit's.
extension EndToEnd {
    @Suite struct MainThreadFileSystemEndToEndTests {
        struct Call {
            let name: String, path: String, frames: [String]
            /// Whether the app's own code (not GTK drawing) made it.
            func isTheApps(binary: String) -> Bool {
                for frame in frames.dropFirst() { // the shim's own frame first
                    if frame.hasPrefix("libgtk-4") { return false }
                    if frame.hasPrefix(binary + "!") { return true }
                }
                return false
            }
        }

        static func calls(in log: String) -> [Call] {
            log.split(separator: "\n").map { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return Call(name: fields.first ?? "", path: fields.count > 1 ? fields[1] : "", frames: Array(fields.dropFirst(2)))
            }
        }

        /// The folders the toolkit's caches look in, in `XDG_DATA_HOME`, then in ~/.icons, then in
        /// every `XDG_DATA_DIRS` folder: GtkIconTheme's icons and pixmaps (each with its themes in
        /// it) and GIO's MIME database.
        static func toolkitCacheFolders(home: String, environment: [String: String]) -> [String] {
            let dataHome = environment["XDG_DATA_HOME"] ?? home + "/.local/share"
            let dataDirs = (environment["XDG_DATA_DIRS"] ?? "/usr/local/share:/usr/share").split(separator: ":").map {
                $0.hasSuffix("/") ? String($0.dropLast()) : String($0)
            }
            return [dataHome + "/icons", dataHome + "/mime", home + "/.icons"] + dataDirs.flatMap { [$0 + "/icons", $0 + "/pixmaps", $0 + "/mime"] }
        }

        @Test func noFileSystemCallOnTheMainThreadAfterTheFirstFrame() throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.startWindowManager()
            let documents = session.home.appendingPathComponent("Documents")
            try FileManager.default.createDirectory(at: documents.appendingPathComponent("Letters"), withIntermediateDirectories: true)
            try "Dear reader,\n".write(to: documents.appendingPathComponent("Letters/letter.txt"), atomically: true, encoding: .utf8)
            let shim = session.home.appendingPathComponent("fs_recorder.so").path
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("fs_recorder.c").path
            let built = try session.run("/usr/bin/cc", ["-shared", "-fPIC", "-O1", "-Wall", "-Werror", "-o", shim, source, "-ldl"])
            try #require(built.status == 0, "\(built.output)")
            let record = session.home.appendingPathComponent("main-thread-fs.log")
            try session.launch(adding: ["LD_PRELOAD": shim, "FT_FS_RECORD": record.path])
            let pid = try #require(session.appPID)
            _ = TabArrangementEndToEndTests.tabNames(session, count: 4) // the first frame is long done
            let maps = try session.run("/bin/cat", ["/proc/\(pid)/maps"]).output // /proc files read in full
            try #require(maps.contains("fs_recorder.so"), "the recorder is not loaded in the app")
            kill(pid, SIGUSR2)
            // The user pauses before going on, as users do: the toolkit's caches then check their
            // folders on next use (more than five seconds since they last did), in every run.
            Thread.sleep(forTimeInterval: 6)

            // Tabs by keyboard, then Files → Documents → Letters → the letter's preview.
            for chord in ["alt+2", "alt+3", "alt+4", "alt+1"] { session.xdotool("key", chord) }
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })
            for name in ["Documents", "Letters", "letter.txt"] {
                var row: (x: Int, y: Int, width: Int, height: Int)?
                var previous: (x: Int, y: Int, width: Int, height: Int)?
                #expect(
                    AppSession.poll(timeout: 10) { // shown, and no longer sliding in
                        previous = row
                        row = session.locatedWhenSettled(name)
                        guard let row, let previous else { return false }
                        return row == previous
                    }, "\(name) is not shown")
                // Folders open with a double click; the file is selected and previewed with Space.
                if let row { session.click(inWindowAtX: row.x + row.width / 2, y: row.y + row.height / 2, count: name == "letter.txt" ? 1 : 2) }
                if name == "letter.txt" { session.xdotool("key", "space") }
                if name != "letter.txt" { // a folder: wait until it is listed and its push has settled
                    #expect(AppSession.poll(timeout: 10) { session.log.contains("listed \(documents.path)" + (name == "Letters" ? "/Letters" : "") + ":") })
                }
            }
            #expect(
                AppSession.poll(timeout: 10) {
                    session.log.split(separator: "\n").contains { $0.contains("path files:") && $0.contains("letter.txt") }
                }, "the preview did not open")

            // 2 MiB pasted into Notes; it is saved as you type (the debug log says when).
            let text = session.home.appendingPathComponent("two-mib.txt")
            try String(repeating: "All work and no play. ", count: 2 * 1024 * 1024 / 22).write(to: text, atomically: true, encoding: .utf8)
            let clipboard = Process() // serves the clipboard until it is stopped
            clipboard.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
            clipboard.arguments = ["-selection", "clipboard", "-quiet", "-i", text.path]
            clipboard.environment = session.environment
            clipboard.standardOutput = FileHandle.nullDevice
            clipboard.standardError = FileHandle.nullDevice
            try clipboard.runWithDefaultSignals()
            defer {
                AppSession.terminate([clipboard.processIdentifier])
                clipboard.waitUntilExit()
            }
            session.xdotool("key", "alt+3")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Notes" })
            session.xdotool("mousemove", "400", "300", "click", "1") // into the note
            session.xdotool("key", "ctrl+v")
            let notes = session.home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs/notes.txt")
            #expect(
                AppSession.poll(timeout: 30) {
                    ((try? FileManager.default.attributesOfItem(atPath: notes.path)[.size] as? Int) ?? 0) >= 2 * 1024 * 1024 - 64
                }, "the 2 MiB note was not saved")
            #expect(session.quit())

            let calls = Self.calls(in: try String(contentsOf: record, encoding: .utf8))
            let own = calls.filter { $0.isTheApps(binary: "floating-tabs") }
            let toolkit = calls.filter { !$0.isTheApps(binary: "floating-tabs") }
            let home = session.home.path
            func described(_ call: Call) -> String {
                "\(call.name) \(call.path.replacingOccurrences(of: home, with: "~")) (\(call.frames.dropFirst().first { !$0.hasPrefix("libc.so") } ?? "?"))"
            }
            print(
                "Main-thread file-system calls after the first frame: \(own.count) by the app, \(toolkit.count) by GTK: "
                    + Dictionary(grouping: toolkit.map(described), by: { $0 }).map { "\($0.value.count) × \($0.key)" }.sorted().joined(separator: "; "))
            let report = own.map { "\($0.name) \($0.path) \($0.frames.prefix(8))" }.joined(separator: "\n")
            #expect(own.isEmpty, "the app touched the disk on the main thread:\n\(report)")
            // What GTK itself reads on first use: icon textures (the icon theme), a font file the first
            // time a face is used (fontconfig/FreeType through Pango), and X resources (libX11 reads
            // ~/.Xdefaults when a cursor is loaded), and the caches' checks of their folders. statx
            // without a path is on an open descriptor.
            let caches = Self.toolkitCacheFolders(home: home, environment: session.environment)
            let toolkitReads = ["/usr/share/fonts/", home + "/.Xdefaults"] + caches.map { $0 + "/" }
            let unexpected = toolkit.filter { call in
                // GIO names the MIME files with doubled slashes ("/usr/share//mime//globs").
                let path = call.path.replacingOccurrences(of: "//", with: "/")
                return !path.isEmpty && !path.hasPrefix("(fd)") && !caches.contains(path) && !toolkitReads.contains { path.hasPrefix($0) }
            }
            #expect(unexpected.isEmpty, "\(unexpected.map(described))")
        }
    }
}
