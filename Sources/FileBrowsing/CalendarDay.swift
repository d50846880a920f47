/// A day of the proleptic Gregorian calendar, as a wall calendar in the user's time zone shows it.
public struct CalendarDay: Equatable, Sendable {
    public var year: Int
    /// 1 … 12.
    public var month: Int
    /// 1 … 31.
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1 March of year 0 (a count that makes any two days' difference exact across
    /// month ends, leap years and year ends).
    var serial: Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra
    }

    /// Days from `self` to `later` (negative when `later` is earlier).
    public func days(until later: CalendarDay) -> Int { later.serial - serial }
}
