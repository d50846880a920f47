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

    /// Microseconds on GLib's monotonic clock (the clock event and frame times use); any thread.
    public nonisolated static var monotonicMicroseconds: Int64 { Int64(g_get_monotonic_time()) }

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

    /// Runs the main loop, blocking while nothing happens (no polling), until `condition` holds
    /// or `seconds` pass; returns whether it held. For measurements, where `spin`'s short naps
    /// between idle iterations would delay events from other threads.
    @discardableResult
    public static func wait(until condition: () -> Bool, timeout seconds: Double) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
        // Wakes the blocked iteration at the deadline (and every 100 ms, to re-check it).
        let wake = timeout(milliseconds: 100) { true }
        defer { remove(wake) }
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Runs the main loop, blocking while nothing happens (no polling), until `fd` is readable
    /// (e.g. a parent process writes a line on standard input). The fd's data is not read.
    public static func iterate(untilReadable fd: Int32) {
        let readable = ReadableFlag()
        let callback: GUnixFDSourceFunc = { _, _, data in
            MainActor.assumeIsolated { Unmanaged<ReadableFlag>.fromOpaque(data!).takeUnretainedValue().isSet = true }
            return 0 // one report is enough: the source is removed
        }
        // The source holds the flag retained until GLib removes it (then `releaseDestroyNotify`).
        g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN, callback, Unmanaged.passRetained(readable).toOpaque(), releaseDestroyNotify)
        while !readable.isSet { g_main_context_iteration(nil, 1) }
    }

    /// Runs `body` on the main thread at the loop's next turn; callable from any thread (GLib's
    /// source list is thread-safe). A benchmark's input thread delivers events this way, as the
    /// windowing system's events arrive: through the main loop, at real times.
    public nonisolated static func invoke(priority: Int32 = G_PRIORITY_DEFAULT, _ body: @escaping @Sendable @MainActor () -> Void) {
        let box = SendableClosureBox(body)
        let callback: GSourceFunc = { data in
            let box = Unmanaged<SendableClosureBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body() }
            return 0
        }
        let release: GDestroyNotify = { data in Unmanaged<SendableClosureBox>.fromOpaque(data!).release() }
        g_idle_add_full(priority, callback, Unmanaged.passRetained(box).toOpaque(), release)
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

/// A main-actor closure handed over from another thread by `MainLoop.invoke`.
private final class SendableClosureBox: Sendable {
    let body: @Sendable @MainActor () -> Void
    init(_ body: @escaping @Sendable @MainActor () -> Void) { self.body = body }
}

/// Set on the main thread when `MainLoop.iterate(untilReadable:)`'s fd becomes readable.
@MainActor
private final class ReadableFlag {
    var isSet = false
}
