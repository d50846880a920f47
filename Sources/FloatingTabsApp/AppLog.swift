import Foundation

/// The app's log on stderr. Debug lines (`FLOATINGTABS_DEBUG=1`) let tests compare the model's
/// state with what AT-SPI shows.
enum AppLog {
    /// Whether debug lines are printed.
    static let isDebug = ProcessInfo.processInfo.environment["FLOATINGTABS_DEBUG"] == "1"

    /// Prints a debug line.
    static func debug(_ message: @autoclosure () -> String) {
        guard isDebug else { return }
        FileHandle.standardError.write(Data("floating-tabs: debug: \(message())\n".utf8))
    }

    /// Prints a warning (always).
    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("floating-tabs: warning: \(message)\n".utf8))
    }
}
