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
}
