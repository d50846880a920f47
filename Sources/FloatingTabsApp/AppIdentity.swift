import FoundationEssentials

/// The application id and profile.
enum AppIdentity {
    #if DEVELOPMENT_PROFILE
        /// Development builds run side by side with the stable app.
        static let id = "io.github.floatingtabs.FloatingTabs.Devel"
        static let isDevelopment = true
    #else
        /// The stable application id.
        static let id = "io.github.floatingtabs.FloatingTabs"
        static let isDevelopment = false
    #endif
    /// Human-readable name.
    static let name = "FloatingTabs"
    /// Version shown in About.
    static let version = "0.1.0"

    /// Where translations are: `<prefix>/share/locale` next to the installed binary
    /// (`<prefix>/bin/floating-tabs`), else the system's.
    static var localeDirectory: String {
        let binary = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "/usr/bin/floating-tabs")
        let beside = binary.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/locale").path
        return FileManager.default.fileExists(atPath: beside) ? beside : "/usr/share/locale"
    }
}
