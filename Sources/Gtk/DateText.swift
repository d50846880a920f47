import CGtk

/// Dates as GLib writes them (`g_date_time_format`) in the local time zone and the user's
/// language, with a format the app's translators choose. Pure computation once the time zone is
/// read (`readLocalTimeZone`): callable from any thread, and it touches no file.
public enum DateText {
    /// The local time zone, read once. GLib reads `/etc/localtime` each time it is asked for the
    /// local zone (`g_date_time_new_from_unix_local` does), which would put file-system calls on
    /// the main thread for every row shown; a `GTimeZone` is immutable and may be shared between
    /// threads, so one reference is kept for the process's life and never released.
    private nonisolated(unsafe) static let localZone: OpaquePointer? = g_time_zone_new_local()

    /// Reads the local time zone now (at start-up, before the first frame) rather than when the
    /// first date is shown.
    public static func readLocalTimeZone() { _ = localZone }

    /// The calendar day `secondsSince1970` falls on in local time (year, month 1…12, day 1…31).
    public static func localDay(secondsSince1970: Int64) -> (year: Int, month: Int, day: Int)? {
        withLocalDate(secondsSince1970) { date in
            var year: gint = 0
            var month: gint = 0
            var day: gint = 0
            g_date_time_get_ymd(date, &year, &month, &day)
            return (Int(year), Int(month), Int(day))
        }
    }

    /// `secondsSince1970` in local time, written with `format` (strftime-like, GLib's flavour:
    /// `%-e` is the day without padding, `%b` the abbreviated month in the user's language).
    public static func text(secondsSince1970: Int64, format: String) -> String {
        withLocalDate(secondsSince1970) { date in
            // GLib allocates the text; it is freed here.
            guard let text = g_date_time_format(date, format) else { return nil }
            defer { g_free(text) }
            return String(cString: text)
        } ?? ""
    }

    /// Runs `body` with `secondsSince1970` as a GLib date in the local zone; nil if GLib makes
    /// none. GLib allocates the UTC date and its local copy; both are freed here, after `body`
    /// (which must not keep the pointer).
    private static func withLocalDate<Result>(_ secondsSince1970: Int64, _ body: (OpaquePointer) -> Result?) -> Result? {
        guard let zone = localZone, let utc = g_date_time_new_from_unix_utc(gint64(secondsSince1970)) else { return nil }
        defer { g_date_time_unref(utc) }
        guard let date = g_date_time_to_timezone(utc, zone) else { return nil }
        defer { g_date_time_unref(date) }
        return body(date)
    }
}
