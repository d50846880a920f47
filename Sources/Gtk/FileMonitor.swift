import CGtk

/// Wraps a `GFileMonitor` watching one directory (inotify on Linux): entries created, deleted,
/// renamed or changed, and the directory itself deleted or moved. Events arrive on the main loop.
///
/// Ownership: `g_file_monitor_directory` returns a full reference, adopted by the wrapper; the
/// `GFile` used to create it is released at once (the monitor keeps its own). Releasing the
/// wrapper cancels the monitor.
@MainActor
public final class FileMonitor: Object {
    /// Starts watching the directory at `path` (a NUL-terminated file-system path, any bytes);
    /// nil when it cannot be watched (e.g. it does not exist).
    public init?(directory path: UnsafePointer<CChar>) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        super.init(adopting: UnsafeMutableRawPointer(monitor), sharedWithWorkerThreads: true) // GIO's worker thread references it
    }

    /// Calls `body` for every change GIO reports (several may come for one user action).
    @discardableResult
    public func onChange(_ body: @escaping @MainActor () -> Void) -> SignalToken {
        connect("changed") { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, _: UInt32) in body() }
    }

    isolated deinit {
        g_file_monitor_cancel(ptr())
    }
}
