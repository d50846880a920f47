import CIntl

/// User-visible text through gettext, in the `floating-tabs` domain.
///
/// Strings are marked `localized("…")` where they are written (xgettext collects them into
/// po/floating-tabs.pot with `--keyword=localized`). Placeholders are named, `{name}`, and filled
/// after translation, so translators can move them and nothing is ever used as a format string.
public enum Localization {
    /// The gettext domain of the app and its component.
    public static let domain = "floating-tabs"

    /// Points the domain at `directory` (e.g. `<prefix>/share/locale`) and asks for UTF-8.
    /// Call once at start-up, after GTK set the locale from the environment.
    public static func bind(localeDirectory directory: String) {
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
    }
}

/// The translation of `message` for the user's language, or `message` itself.
public func localized(_ message: String) -> String {
    // Without a translation dgettext returns its argument, which only lives during this call.
    message.withCString { original in
        guard let translated = dgettext(Localization.domain, original), translated != UnsafeMutablePointer(mutating: original) else {
            return message
        }
        return String(cString: translated)
    }
}

/// The translation of `message` with each `{key}` replaced by its value (values are inserted
/// literally, after translation).
public func localized(_ message: String, _ values: KeyValuePairs<String, String>) -> String {
    filling(localized(message), values)
}

/// `template` with each `{key}` of `values` replaced, in one pass: an inserted value is never
/// searched again, so a file named `{reason}` cannot rewrite the rest of a message. Unknown
/// `{…}` stay as they are.
public func filling(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
    // Scanned as UTF-8 bytes: braces are ASCII, so every index found is a character boundary, and
    // finding them needs no grapheme breaking.
    let bytes = template.utf8
    var result = ""
    var copiedUpTo = bytes.startIndex
    var searchFrom = copiedUpTo
    while let open = bytes[searchFrom...].firstIndex(of: UInt8(ascii: "{")) {
        let afterOpen = bytes.index(after: open)
        guard let close = bytes[afterOpen...].firstIndex(of: UInt8(ascii: "}")),
            let value = values.first(where: { $0.key.utf8.elementsEqual(bytes[afterOpen..<close]) })?.value
        else {
            searchFrom = afterOpen
            continue
        }
        result += template[copiedUpTo..<open]
        result += value
        copiedUpTo = bytes.index(after: close)
        searchFrom = copiedUpTo
    }
    return result + template[copiedUpTo...]
}
