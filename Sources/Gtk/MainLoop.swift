import CGtk
import Dispatch
import Glibc

/// Helpers over the GLib main loop that GTK runs on.
@MainActor
public enum MainLoop {
    private static var dispatchSource: guint = 0

    /// Lets `DispatchQueue.main` and `Task { @MainActor in … }` run while GLib owns the main thread.
    ///
    /// libdispatch signals pending main-queue work on an eventfd (the same hook CoreFoundation's run
    /// loop uses). We watch that fd from GLib and drain the queue when it becomes readable.
    /// Idempotent; called by `Application.run()` and by `Gtk.initialize()`.
    public static func attachDispatchMainQueue() {
        guard dispatchSource == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        let callback: GUnixFDSourceFunc = { fd, _, _ in
            var pending = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&pending, 1, 0) > 0 {
                var counter: UInt64 = 0
                _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            }
            _dispatch_main_queue_callback_4CF(nil)
            return 1
        }
        dispatchSource = g_unix_fd_add(fd, G_IO_IN, callback, nil)
    }

    /// Runs `body` when the loop is idle, until it returns `false`. Returns the source id.
    @discardableResult
    public static func idle(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        g_idle_add_full(priority, sourceTrampoline, ClosureBox(body).retainedPointer(), releaseDestroyNotify)
    }

    /// Runs `body` every `milliseconds` until it returns `false`. Returns the source id.
    @discardableResult
    public static func timeout(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, sourceTrampoline, ClosureBox(body).retainedPointer(), releaseDestroyNotify)
    }

    /// Removes a source returned by `idle` or `timeout`; its closure is released.
    public static func remove(_ source: UInt32) {
        guard source != 0 else { return }
        g_source_remove(source)
    }

    /// Microseconds on GLib's monotonic clock (the clock event and frame times use).
    public static var monotonicMicroseconds: Int64 { Int64(g_get_monotonic_time()) }

    /// Iterates the default main context until `condition` holds or `seconds` pass.
    /// Returns whether the condition held. This is how tests wait: never by sleeping.
    @discardableResult
    public static func spin(until condition: () -> Bool, timeout seconds: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 {
                g_usleep(1000) // nothing pending: yield the CPU briefly instead of busy-looping
            }
        }
        return true
    }

    /// Iterates the main context until nothing is pending (bounded).
    public static func drain() {
        var rounds = 0
        while g_main_context_iteration(nil, 0) != 0 && rounds < 10_000 { rounds += 1 }
    }
}

private let sourceTrampoline: GSourceFunc = { data in
    let address = UInt(bitPattern: data)
    return MainActor.assumeIsolated {
        ClosureBox<@MainActor () -> Bool>.from(UnsafeMutableRawPointer(bitPattern: address)).body() ? 1 : 0
    }
}
