import CGtk

/// Wraps a `GFileMonitor` watching one directory (inotify on Linux): entries created, deleted,
/// renamed or changed, and the directory itself deleted or moved. Events arrive on the main loop.
///
/// Ownership: `g_file_monitor_directory` returns a full reference, adopted by the wrapper; the
/// `GFile` used to create it is released at once (the monitor keeps its own). Releasing the
/// wrapper cancels the monitor.
@MainActor
public final class FileMonitor: Object {
    /// Wraps a monitor made off the main thread by `PendingFileMonitor.create`.
    public init(adopting pending: PendingFileMonitor) {
        super.init(adopting: pending.take(), sharedWithWorkerThreads: true)
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
