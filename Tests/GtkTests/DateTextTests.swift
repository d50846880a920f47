import Gtk
import GtkTestSupport
import Testing

/// Dates as GLib writes them, in local time with the format a translator chose.
@Suite struct DateTextTests {
    private func local(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32, _ minute: Int32) -> Int64 {
        LocalTime.seconds(year, month, day, hour, minute)
    }

    @Test func aDateReadsInLocalTimeWithTheGivenFormat() {
        #expect(DateText.text(secondsSince1970: local(2026, 3, 5, 9, 7), format: "%-e.%-m.%Y %H:%M") == "5.3.2026 09:07")
        #expect(DateText.text(secondsSince1970: local(2026, 11, 30, 16, 17), format: "%Y년 %-m월 %-e일 %H:%M") == "2026년 11월 30일 16:17")
    }

    @Test func aMomentFallsOnItsLocalCalendarDay() throws {
        let late = try #require(DateText.localDay(secondsSince1970: local(2026, 12, 31, 23, 59)))
        #expect(late == (2026, 12, 31))
        let early = try #require(DateText.localDay(secondsSince1970: local(2027, 1, 1, 0, 0)))
        #expect(early == (2027, 1, 1))
    }
}
