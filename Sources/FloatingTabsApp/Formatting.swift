import FileBrowsing
import FoundationEssentials
import Gtk
import Localization

/// Human-readable sizes and dates, as GLib writes them.
@MainActor
enum Formatting {
    /// "1.2 MB", "0 bytes": as GNOME Files writes sizes (GLib's `g_format_size`).
    static func size(_ bytes: Int64) -> String { FileSizeText.text(bytes) }

    // The date formats in the user's language, looked up once rather than for every row bound.

    // TRANSLATORS: a file's modification date and time, in g_date_time_format's codes
    // (%-e day, %b abbreviated month, %Y year, %H:%M time); order them as your language does.
    // xgettext:no-c-format
    private static let dateFormat = localized("%-e %b %Y, %H:%M")
    // TRANSLATORS: in a list, the time a file changed today, in g_date_time_format's codes.
    // xgettext:no-c-format
    private static let todayFormat = localized("%H:%M")
    // TRANSLATORS: in a list, when a file changed yesterday, in g_date_time_format's codes.
    // xgettext:no-c-format
    private static let yesterdayFormat = localized("Yesterday, %H:%M")
    // TRANSLATORS: in a list, when a file changed 2 to 6 days ago: the weekday (%A) and the time.
    // xgettext:no-c-format
    private static let weekFormat = localized("%A, %H:%M")
    // TRANSLATORS: in a list, the day a file changed earlier this year: day (%-e) and month (%b).
    // xgettext:no-c-format
    private static let thisYearFormat = localized("%-e %b")
    // TRANSLATORS: in a list, the day a file changed in another year: day, month and year.
    // xgettext:no-c-format
    private static let otherYearFormat = localized("%-e %b %Y")

    /// "30 Nov 2026, 04:17" in local time and the user's language (the format is translated, as
    /// GNOME Files' is); empty for unknown dates. For a file's details, where the whole date counts.
    static func date(_ date: Date) -> String {
        guard date != .distantPast else { return "" }
        return DateText.text(secondsSince1970: seconds(date), format: dateFormat)
    }

    /// A date in a list row, as short as its recency allows (as GNOME Files writes it): "14:05"
    /// today, "Yesterday, 14:05", "Tuesday, 14:05" in the last week, "3 Mar" this year,
    /// "3 Mar 2025" otherwise (also for a date after `now`). Empty for unknown dates.
    static func listDate(_ date: Date, now: Date = Date()) -> String {
        guard date != .distantPast else { return "" }
        guard let day = localDay(date), let today = localDay(now) else { return "" }
        let format: String
        switch DateRecency(of: day, today: today) {
        case .today: format = todayFormat
        case .yesterday: format = yesterdayFormat
        case .thisWeek: format = weekFormat
        case .thisYear: format = thisYearFormat
        case .otherYear: format = otherYearFormat
        }
        return DateText.text(secondsSince1970: seconds(date), format: format)
    }

    private static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    /// The calendar day `date` falls on in the user's time zone.
    private static func localDay(_ date: Date) -> CalendarDay? {
        DateText.localDay(secondsSince1970: seconds(date)).map { CalendarDay(year: $0.year, month: $0.month, day: $0.day) }
    }
}
