import FoundationEssentials
import Glibc

/// The app's log on stderr. Debug lines (`FLOATINGTABS_DEBUG=1`) let tests compare the model's
/// state with what AT-SPI shows.
enum AppLog {
    /// Whether debug lines are printed.
    static let isDebug = ProcessInfo.processInfo.environment["FLOATINGTABS_DEBUG"] == "1"

    /// Prints a debug line.
    static func debug(_ message: @autoclosure () -> String) {
        guard isDebug else { return }
        write("floating-tabs: debug: \(message())\n")
    }

    /// Prints a warning (always).
    static func warning(_ message: String) {
        write("floating-tabs: warning: \(message)\n")
    }

    /// One line to stderr in one unbuffered write, so lines of two threads never interleave.
    private static func write(_ line: String) {
        var line = line
        line.withUTF8 { bytes in _ = Glibc.write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}
