import Gtk
import Testing

/// Names fold as GNOME's searches fold them (GLib's Unicode tables, no ICU): what a user types
/// without accents, capitals or full-width forms still finds the name.
@Suite struct TextFoldingTests {
    @Test func caseAccentsAndWidthFoldAway() {
        #expect(TextFolding.fold("Été") == "ete")
        #expect(TextFolding.fold("RÉSUMÉ.pdf") == "resume.pdf")
        #expect(TextFolding.fold("cafe\u{301}") == TextFolding.fold("café")) // decomposed and composed alike
        #expect(TextFolding.fold("ＦＵＬＬ") == "full") // full-width letters
        #expect(TextFolding.fold("Straße") == "strasse") // case folding, not just lowercasing
    }

    @Test func scriptsWithoutCaseOrAccentsStayWhole() {
        #expect(TextFolding.fold("한글 문서") == "한글 문서") // Hangul decomposes, then composes again
        #expect(TextFolding.fold("ملف") == "ملف")
        #expect(TextFolding.fold("") == "")
    }
}
