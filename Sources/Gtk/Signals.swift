import CGtk

/// Signal connection by name, for the wrappers' typed handlers (`onClicked`, `onMap`, …): the
/// names stay inside `Gtk` (`package`), so the component and the app never spell one. Each
/// method matches one C handler signature; its trampoline is a non-capturing `@convention(c)`
/// closure that finds the Swift closure in the user data box and calls it on the main actor (GTK
/// emits UI signals on the main thread only).
extension Object {
    private func connect(
        _ signal: String, after: Bool, box: AnyObject, trampoline: UnsafeRawPointer
    ) -> SignalToken {
        let data = Unmanaged.passRetained(box).toOpaque()
        let callback = unsafeBitCast(trampoline, to: GCallback.self)
        let flags = ft_connect_flags(after ? 1 : 0)
        let id = g_signal_connect_data(raw, signal, callback, data, releaseClosureNotify, flags)
        precondition(id != 0, "no signal '\(signal)' on \(String(cString: g_type_name_from_instance(raw.assumingMemoryBound(to: GTypeInstance.self))))")
        return SignalToken(instance: raw, handlerID: id)
    }

    /// `void handler(instance, user_data)` — e.g. `clicked`, `activate`, `scroll-begin`.
    @discardableResult
    package func connect(_ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Void) -> SignalToken {
        typealias Box = ClosureBox<@MainActor () -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            MainActor.assumeIsolated { Box.from(data).body() }
        }
        return connect(signal, after: after, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }

    /// `gboolean handler(instance, user_data)` — e.g. `close-request`.
    @discardableResult
    package func connectReturning(_ signal: String, _ handler: @escaping @MainActor () -> Bool) -> SignalToken {
        typealias Box = ClosureBox<@MainActor () -> Bool>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            MainActor.assumeIsolated { Box.from(data).body() ? 1 : 0 }
        }
        return connect(signal, after: false, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }

    /// `void handler(instance, gpointer arg, user_data)` — e.g. `notify::x`, `bind`, action `activate`.
    @discardableResult
    package func connectPointer(_ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> SignalToken {
        typealias Box = ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, arg, data in
            MainActor.assumeIsolated { Box.from(data).body(arg) }
        }
        return connect(signal, after: false, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }

    /// `void handler(instance, gpointer, gpointer, guint, user_data)` — e.g. `GFileMonitor::changed`.
    @discardableResult
    package func connect(_ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UInt32) -> Void) -> SignalToken
    {
        typealias Box = ClosureBox<@MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UInt32) -> Void>
        let trampoline:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = {
                _, a, b, value, data in
                MainActor.assumeIsolated { Box.from(data).body(a, b, value) }
            }
        return connect(signal, after: false, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }

    /// `gpointer handler(instance, double, double, user_data)` — e.g. `GtkDragSource::prepare`; the
    /// handler returns what the signal hands back to GTK (with the ownership the signal defines).
    @discardableResult
    package func connectReturningPointer(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> UnsafeMutableRawPointer?) -> SignalToken {
        typealias Box = ClosureBox<@MainActor (Double, Double) -> UnsafeMutableRawPointer?>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { _, x, y, data in
            // The pointer crosses the isolation boundary as its bit pattern (pointers are not Sendable).
            UnsafeMutableRawPointer(bitPattern: MainActor.assumeIsolated { Int(bitPattern: Box.from(data).body(x, y)) })
        }
        return connect(signal, after: false, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }

    /// `void handler(instance, double, double, user_data)` — e.g. `decelerate`, `drag-update`, `swipe`.
    @discardableResult
    package func connect(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalToken {
        typealias Box = ClosureBox<@MainActor (Double, Double) -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, a, b, data in
            MainActor.assumeIsolated { Box.from(data).body(a, b) }
        }
        return connect(signal, after: false, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }

    /// `gboolean handler(instance, double, double, user_data)` — e.g. `scroll`.
    @discardableResult
    package func connectReturning(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Bool) -> SignalToken {
        typealias Box = ClosureBox<@MainActor (Double, Double) -> Bool>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = { _, a, b, data in
            MainActor.assumeIsolated { Box.from(data).body(a, b) ? 1 : 0 }
        }
        return connect(signal, after: false, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }

    /// `void handler(instance, int, double, double, user_data)` — e.g. `pressed`, `released`.
    @discardableResult
    package func connect(_ signal: String, _ handler: @escaping @MainActor (Int32, Double, Double) -> Void) -> SignalToken {
        typealias Box = ClosureBox<@MainActor (Int32, Double, Double) -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, n, a, b, data in
            MainActor.assumeIsolated { Box.from(data).body(n, a, b) }
        }
        return connect(signal, after: false, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }

    /// `gboolean handler(instance, guint keyval, guint keycode, GdkModifierType, user_data)` — `key-pressed`.
    @discardableResult
    package func connectKey(_ signal: String, _ handler: @escaping @MainActor (UInt32, UInt32, UInt32) -> Bool) -> SignalToken {
        typealias Box = ClosureBox<@MainActor (UInt32, UInt32, UInt32) -> Bool>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
            _, keyval, keycode, state, data in
            MainActor.assumeIsolated { Box.from(data).body(keyval, keycode, state.rawValue) ? 1 : 0 }
        }
        return connect(signal, after: false, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }

    /// `void handler(instance, guint, user_data)` — e.g. list view `activate`.
    @discardableResult
    package func connect(_ signal: String, _ handler: @escaping @MainActor (UInt32) -> Void) -> SignalToken {
        typealias Box = ClosureBox<@MainActor (UInt32) -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = { _, value, data in
            MainActor.assumeIsolated { Box.from(data).body(value) }
        }
        return connect(signal, after: false, box: Box(handler), trampoline: unsafeBitCast(trampoline, to: UnsafeRawPointer.self))
    }
}
