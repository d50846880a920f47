/// How recent a file's date is, which decides how a list writes it (as GNOME Files does): the
/// time alone today, "Yesterday" and the weekday in the last week, day and month this year, and
/// the whole date otherwise — also for a date after today (a clock set wrong), which must not
/// read as today's.
public enum DateRecency: Equatable, Sendable {
    /// The same calendar day as today.
    case today
    /// The day before today.
    case yesterday
    /// Two to six days before today.
    case thisWeek
    /// Earlier in this calendar year.
    case thisYear
    /// Another year, or after today.
    case otherYear

    /// The recency of `day` seen on `today` (both in the user's time zone).
    public init(of day: CalendarDay, today: CalendarDay) {
        let daysAgo = day.days(until: today)
        switch daysAgo {
        case 0: self = .today
        case 1: self = .yesterday
        case 2...6: self = .thisWeek
        case 7... where day.year == today.year: self = .thisYear
        default: self = .otherYear
        }
    }
}
