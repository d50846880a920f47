import Glibc
import Gtk
import Testing

/// Dates as GLib writes them, in local time with the format a translator chose.
@Suite struct DateTextTests {
    /// Seconds since 1970 of a wall-clock time in this process's time zone.
    private func local(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32, _ minute: Int32) -> Int64 {
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = month - 1
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_isdst = -1
        return Int64(mktime(&parts))
    }

    @Test func aDateReadsInLocalTimeWithTheGivenFormat() {
        #expect(DateText.text(secondsSince1970: local(2026, 3, 5, 9, 7), format: "%-e.%-m.%Y %H:%M") == "5.3.2026 09:07")
        #expect(DateText.text(secondsSince1970: local(2026, 11, 30, 16, 17), format: "%Y년 %-m월 %-e일 %H:%M") == "2026년 11월 30일 16:17")
    }
}
