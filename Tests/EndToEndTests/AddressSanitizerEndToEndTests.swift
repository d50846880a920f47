import Foundation
import GtkTestSupport
import Testing

extension EndToEnd {
    /// The release app built with AddressSanitizer (`scripts/test` builds it) through start-up and a
    /// short session like a user's: tab switches, a folder opened, a note typed, quit. GLib allocates
    /// through malloc with `G_SLICE=always-malloc`, so ASan also sees a GVariant or GObject that Swift
    /// freed and C used afterwards (the start-up crash of a `Variant` released before
    /// `g_variant_new_tuple` took it is reported here as a SEGV inside `Variant.init(tuple:)`).
    @Suite struct AddressSanitizerEndToEndTests {
        @Test func theReleaseAppUnderAddressSanitizerStartsWorksAndQuitsWithoutAReport() throws {
            let binary = try ProcessRunner.addressSanitizedProduct("floating-tabs")
            let session = try AppSession.launched(
                withWindowManager: { home in
                    try FileManager.default.createDirectory(at: home.appendingPathComponent("Documents/inner"), withIntermediateDirectories: true)
                }, executable: binary, adding: ["G_SLICE": "always-malloc", "ASAN_OPTIONS": "detect_leaks=0"])
            defer { session.stop() }
            let home = session.home.path
            #expect(AppSession.poll(timeout: 30) { session.log.contains("listed \(home): ") }, "\(session.log)")

            for (key, tab) in [("ctrl+Page_Down", "Recent"), ("ctrl+Page_Down", "Notes"), ("alt+4", "Settings"), ("alt+1", "Files")] {
                session.xdotool("key", key)
                #expect(AppSession.poll(timeout: 15) { session.selectedTabName() == tab }, "\(key) did not select \(tab)")
            }
            session.click(inWindowAtX: 300, y: 116) // the list
            session.xdotool("key", "Home", "Return")
            #expect(AppSession.poll(timeout: 15) { session.log.contains("path files: folder \(home)/Documents\n") }, "\(session.log)")
            #expect(AppSession.poll(timeout: 15) { session.log.contains("listed \(home)/Documents: ") }, "\(session.log)")

            session.xdotool("key", "alt+3")
            #expect(AppSession.poll(timeout: 15) { session.selectedTabName() == "Notes" })
            session.xdotool("mousemove", "400", "300", "click", "1")
            session.xdotool("type", "--delay", "10", "checked by ASan")
            let notes = session.home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs/notes.txt")
            #expect(AppSession.poll(timeout: 15) { (try? String(contentsOf: notes, encoding: .utf8)) == "checked by ASan" }, "\(session.log)")

            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
            #expect(session.exitStatus == 0, "exit status \(String(describing: session.exitStatus))")
            #expect(!session.log.contains("AddressSanitizer"), "AddressSanitizer reported:\n\(session.log)")
        }
    }
}
