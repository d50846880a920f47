import FileBrowsing
import Foundation
import GtkTestSupport
import Testing

@testable import FloatingTabsApp

/// A list writes a file's date as short as its recency allows, as GNOME Files does.
@Suite struct DateRecencyTests {
    private func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay { CalendarDay(year: year, month: month, day: day) }

    @Test func daysBetweenCalendarDaysCountAcrossMonthsLeapDaysAndYears() {
        #expect(day(2026, 12, 5).days(until: day(2026, 12, 5)) == 0)
        #expect(day(2026, 11, 30).days(until: day(2026, 12, 1)) == 1)
        #expect(day(2024, 2, 28).days(until: day(2024, 3, 1)) == 2, "2024 is a leap year")
        #expect(day(2100, 2, 28).days(until: day(2100, 3, 1)) == 1, "2100 is not")
        #expect(day(2026, 12, 31).days(until: day(2027, 1, 1)) == 1)
        #expect(day(2027, 1, 1).days(until: day(2026, 12, 31)) == -1)
        #expect(day(1970, 1, 1).days(until: day(2026, 12, 5)) == 20_792)
    }

    @Test func recencyFollowsTheCalendarNotTwentyFourHourSpans() {
        let today = day(2026, 12, 5)
        #expect(DateRecency(of: today, today: today) == .today)
        #expect(DateRecency(of: day(2026, 12, 4), today: today) == .yesterday)
        #expect(DateRecency(of: day(2026, 12, 3), today: today) == .thisWeek)
        #expect(DateRecency(of: day(2026, 11, 29), today: today) == .thisWeek)
        #expect(DateRecency(of: day(2026, 11, 28), today: today) == .thisYear)
        #expect(DateRecency(of: day(2026, 1, 1), today: today) == .thisYear)
        #expect(DateRecency(of: day(2025, 12, 31), today: today) == .otherYear)
        #expect(DateRecency(of: day(2026, 12, 31), today: day(2027, 1, 1)) == .yesterday, "yesterday, though last year")
        #expect(DateRecency(of: day(2026, 12, 20), today: day(2027, 1, 1)) == .otherYear, "12 days back and last year: the year shows")
        #expect(DateRecency(of: day(2026, 12, 6), today: today) == .otherYear, "a date after today is written whole")
    }

    private func local(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32, _ minute: Int32) -> Date {
        Date(timeIntervalSince1970: Double(LocalTime.seconds(year, month, day, hour, minute)))
    }

    @Test @MainActor func aListRowWritesTheDateAsShortAsItsRecencyAllows() {
        let now = local(2026, 12, 5, 10, 30) // a Saturday
        #expect(Formatting.listDate(local(2026, 12, 5, 0, 5), now: now) == "00:05")
        #expect(Formatting.listDate(local(2026, 12, 4, 23, 59), now: now) == "Yesterday, 23:59")
        #expect(Formatting.listDate(local(2026, 12, 1, 9, 7), now: now) == "Tuesday, 09:07")
        #expect(Formatting.listDate(local(2026, 3, 5, 9, 7), now: now) == "5 Mar")
        #expect(Formatting.listDate(local(2025, 12, 24, 9, 7), now: now) == "24 Dec 2025")
        #expect(Formatting.listDate(local(2026, 12, 6, 9, 7), now: now) == "6 Dec 2026", "after today")
        #expect(Formatting.listDate(.distantPast, now: now).isEmpty, "unknown")
        #expect(Formatting.date(local(2026, 12, 5, 0, 5)) == "5 Dec 2026, 00:05", "a file's details keep the whole date")
    }
}
