import CGtk

/// A heap box that carries a Swift closure through a C `gpointer user_data`.
///
/// Ownership: whoever hands a box to C passes it **retained** (`Unmanaged.passRetained`) and gives
/// C a destroy notify that releases it (`ClosureBox.releaseNotify` / `releaseDestroy`). So the box
/// lives exactly as long as the C side may call it, and is freed when the handler is disconnected,
/// the source removed, or the object finalized. Boxes are never held unretained.
public final class ClosureBox<Body> {
    /// The wrapped closure.
    public let body: Body

    /// Boxes a closure.
    public init(_ body: Body) { self.body = body }

    /// Passes the box to C with one retain that the destroy notify will balance.
    package func retainedPointer() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// Reads a box back from C user data without changing its retain count.
    package static func from(_ data: UnsafeMutableRawPointer?) -> ClosureBox<Body> {
        Unmanaged<ClosureBox<Body>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// `GClosureNotify` that balances `retainedPointer()` for signal handlers.
let releaseClosureNotify: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// `GDestroyNotify` that balances `retainedPointer()` for sources and tick callbacks.
let releaseDestroyNotify: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
