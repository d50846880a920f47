import FoundationEssentials
import Gtk
import Localization

/// Human-readable sizes and dates, as GLib writes them.
@MainActor
enum Formatting {
    /// "1.2 MB", "0 bytes": as GNOME Files writes sizes (GLib's `g_format_size`).
    static func size(_ bytes: Int64) -> String { FileSizeText.text(bytes) }

    /// The date format in the user's language, looked up once rather than for every row bound.
    // TRANSLATORS: a file's modification date and time, in g_date_time_format's codes
    // (%-e day, %b abbreviated month, %Y year, %H:%M time); order them as your language does.
    // xgettext:no-c-format
    private static let dateFormat = localized("%-e %b %Y, %H:%M")

    /// "30 Nov 2026, 04:17" in local time and the user's language (the format is translated, as
    /// GNOME Files' is); empty for unknown dates.
    static func date(_ date: Date) -> String {
        guard date != .distantPast else { return "" }
        return DateText.text(secondsSince1970: Int64(date.timeIntervalSince1970.rounded(.down)), format: dateFormat)
    }
}
