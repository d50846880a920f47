import CGtk

/// Text folded for matching as GNOME's searches do: compatibility-decomposed (full-width
/// "Ａ" is "A"), case-folded, without combining marks ("Été" is "ete"), then composed again.
/// GLib's Unicode tables do the work, so the app needs no ICU. Pure computation: callable from
/// any thread, e.g. the one that lists a folder.
public enum TextFolding {
    /// `text` folded; compare folded texts byte by byte.
    public static func fold(_ text: String) -> String {
        // ASCII folds to its lower case (nothing to decompose or strip): most file names, and
        // a search folds every name it walks past.
        var ascii = text
        if ascii.utf8.allSatisfy({ $0 < 0x80 }) {
            ascii.makeContiguousUTF8()
            return String(decoding: ascii.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        // Each GLib call allocates its result; each is copied or freed before this returns.
        guard let decomposed = g_utf8_normalize(text, -1, G_NORMALIZE_ALL) else { return text }
        defer { g_free(decomposed) }
        guard let folded = g_utf8_casefold(decomposed, -1) else { return text }
        defer { g_free(folded) }
        var scalars = String.UnicodeScalarView()
        for scalar in String(cString: folded).unicodeScalars where g_unichar_type(gunichar(scalar.value)) != G_UNICODE_NON_SPACING_MARK {
            scalars.append(scalar)
        }
        let bare = String(scalars)
        guard let composed = g_utf8_normalize(bare, -1, G_NORMALIZE_DEFAULT_COMPOSE) else { return bare }
        defer { g_free(composed) }
        return String(cString: composed)
    }
}
