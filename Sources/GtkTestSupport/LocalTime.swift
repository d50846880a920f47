import Glibc

/// Wall-clock times in this process's time zone, for tests of how dates are written.
public enum LocalTime {
    /// Seconds since 1970 of `year`-`month`-`day` `hour`:`minute` in local time.
    public static func seconds(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32, _ minute: Int32) -> Int64 {
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = month - 1
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_isdst = -1
        return Int64(mktime(&parts))
    }
}
