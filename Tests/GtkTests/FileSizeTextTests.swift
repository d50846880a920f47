import Gtk
import Testing

/// File sizes read as in GNOME Files (GLib's `g_format_size`), not Foundation's "Zero KB".
@Suite struct FileSizeTextTests {
    @Test func sizesReadAsGNOMEWritesThem() {
        #expect(FileSizeText.text(0) == "0 bytes")
        #expect(FileSizeText.text(1) == "1 byte")
        #expect(FileSizeText.text(16) == "16 bytes")
        #expect(FileSizeText.text(1_500) == "1.5\u{00A0}kB") // GLib keeps number and unit together
        #expect(FileSizeText.text(1_234_567) == "1.2\u{00A0}MB")
        #expect(FileSizeText.text(-1) == "0 bytes") // an unknown size never reads as negative
    }
}
