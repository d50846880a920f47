import Foundation

/// The inputs of a chaos run with the time of day each was sent, as GTK stamps its messages
/// ("08:12:37.125", local time): a failure names the inputs just before the first unexplained
/// message, so a run that fails only now and then (in CI) says what led to it.
struct ChaosTimeline {
    private var entries: [(time: String, input: String)] = []

    /// Records `input` as sent now.
    mutating func record(_ input: String) { record(input, at: Self.now()) }

    /// Records `input` as sent at `time` ("HH:MM:SS.mmm").
    mutating func record(_ input: String, at time: String) { entries.append((time, input)) }

    /// The last `count` inputs sent, oldest first.
    func latest(_ count: Int) -> [String] { entries.suffix(count).map(\.input) }

    /// The last `count` inputs sent at or before the time stamped on the GTK message `line`, as
    /// "time input"; empty when the line has no time stamp.
    func inputs(before line: String, count: Int) -> [String] {
        guard let stamp = line.firstMatch(of: /[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}/) else { return [] }
        let time = String(stamp.output)
        return entries.filter { $0.time <= time }.suffix(count).map { "\($0.time) \($0.input)" }
    }

    /// The local time of day with milliseconds, as GLib's default log handler prints it.
    static func now() -> String {
        var now = timeval()
        gettimeofday(&now, nil)
        var seconds = now.tv_sec
        var parts = tm()
        localtime_r(&seconds, &parts)
        return String(format: "%02d:%02d:%02d.%03d", parts.tm_hour, parts.tm_min, parts.tm_sec, Int32(now.tv_usec / 1000))
    }
}
