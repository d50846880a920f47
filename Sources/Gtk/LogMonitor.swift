import CGtk

/// Counts GLib/GTK log messages at warning level or worse, so tests can assert none were printed.
/// Messages still reach stderr through GLib's default writer.
public enum LogMonitor {
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var counts = (critical: 0, warning: 0)

    /// Installs the counting writer (once per process).
    @MainActor
    public static func install() {
        guard !installed else { return }
        installed = true
        g_log_set_writer_func({ level, fields, count, _ in
            if level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0 { LogMonitor.counts.critical += 1 }
            if level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0 { LogMonitor.counts.warning += 1 }
            return g_log_writer_default(level, fields, count, nil)
        }, nil, nil)
    }

    /// Criticals logged since `install()`.
    @MainActor public static var criticalCount: Int { counts.critical }

    /// Warnings logged since `install()`.
    @MainActor public static var warningCount: Int { counts.warning }
}
