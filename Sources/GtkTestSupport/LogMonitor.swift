import CGtk
import Synchronization

/// Counts GLib/GTK log messages at warning level or worse, so tests can assert none were printed.
/// Messages still reach stderr through GLib's default writer. GLib may log from any thread, so
/// the counters are atomics.
public enum LogMonitor {
    private static let installed = Atomic<Bool>(false)
    private static let criticals = Atomic<Int>(0)
    private static let warnings = Atomic<Int>(0)

    /// Installs the counting writer (once per process).
    public static func install() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        g_log_set_writer_func(
            { level, fields, count, _ in
                if ft_log_level_is_critical(level) != 0 { LogMonitor.criticals.add(1, ordering: .relaxed) }
                if ft_log_level_is_warning(level) != 0 { LogMonitor.warnings.add(1, ordering: .relaxed) }
                return g_log_writer_default(level, fields, count, nil)
            }, nil, nil)
    }

    /// Criticals logged since `install()`.
    public static var criticalCount: Int { criticals.load(ordering: .relaxed) }

    /// Warnings logged since `install()`.
    public static var warningCount: Int { warnings.load(ordering: .relaxed) }
}
