import CGtk
import Synchronization

/// A `GFileMonitor` created on a background thread (setting up the watch touches the disk, which
/// the main thread must not wait on), waiting to be wrapped by `FileMonitor(adopting:)` on the
/// main thread. Its events go to the default main context, because the creating thread has no
/// thread-default context of its own.
///
/// Ownership: holds the monitor's full reference until `FileMonitor` takes it; a monitor never
/// taken (its page went away first) is cancelled and released when this value is.
public final class PendingFileMonitor: Sendable {
    private let pointer: Mutex<UInt?>

    private init(_ monitor: UnsafeMutableRawPointer) { pointer = Mutex(UInt(bitPattern: monitor)) }

    /// Starts watching the directory at `path` (any bytes); nil when it cannot be watched.
    /// Call it off the main thread.
    package static func create(directory path: UnsafePointer<CChar>) -> PendingFileMonitor? {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, ft_file_monitor_watch_moves(), nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        return PendingFileMonitor(UnsafeMutableRawPointer(monitor))
    }

    /// Hands the reference over (once).
    func take() -> UnsafeMutableRawPointer {
        let address = pointer.withLock { value in
            defer { value = nil }
            return value!
        }
        return UnsafeMutableRawPointer(bitPattern: address)!
    }

    deinit {
        guard let address = pointer.withLock({ $0 }), let monitor = UnsafeMutableRawPointer(bitPattern: address) else { return }
        g_file_monitor_cancel(monitor.assumingMemoryBound(to: GFileMonitor.self))
        g_object_unref(monitor)
    }
}
