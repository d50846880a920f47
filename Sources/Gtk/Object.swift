import CGtk

/// Swift owner of one `GObject*`.
///
/// Ownership rule, decided here once for every wrapper: a wrapper holds **exactly one** strong
/// reference to its instance for as long as the wrapper lives, and drops it in `deinit`.
/// - `init(adopting:)` is for pointers returned by a `*_new` constructor. A floating reference
///   (every `GtkWidget` except windows) is sunk with `g_object_ref_sink`, which turns the floating
///   reference into ours without adding one. A non-floating full reference (event controllers,
///   CSS providers, actions) is simply taken over.
/// - `init(retaining:)` is for borrowed (transfer-none) pointers: we add our own reference.
/// GTK may hold more references of its own (a parent holds its children); those are GTK's business.
@MainActor
open class Object {
    /// The wrapped instance; valid for the wrapper's whole lifetime because we own a reference.
    public let raw: UnsafeMutableRawPointer

    /// Number of wrappers alive in this process (leak and soak tests compare it before and after).
    public private(set) static var liveCount = 0

    /// Takes ownership of a freshly created instance (see the type's ownership rule).
    public init(adopting pointer: UnsafeMutableRawPointer) {
        raw = pointer
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
        }
        Self.liveCount += 1
    }

    /// Wraps a borrowed instance by adding one reference of our own.
    public init(retaining pointer: UnsafeMutableRawPointer) {
        raw = pointer
        g_object_ref(pointer)
        Self.liveCount += 1
    }

    /// Drops the one reference this wrapper owns. Wrappers live on the main actor, so the last
    /// Swift reference, and with it this unref, goes away on the main thread.
    isolated deinit {
        Object.liveCount -= 1
        g_object_unref(raw)
    }

    /// The instance seen as a `GObject*`.
    public var gobject: UnsafeMutablePointer<GObject> { raw.assumingMemoryBound(to: GObject.self) }

    /// Typed view of the instance, for C functions that take a complete struct pointer
    /// (`GtkWidget*`, `GtkBox*`…); the type is inferred from the call site.
    public func ptr<T>() -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// Opaque view of the instance, for C functions that take an opaque struct pointer
    /// (`GtkStack*`, `GtkEventController*`…).
    public func ptr() -> OpaquePointer { OpaquePointer(raw) }

    /// The instance's current GObject reference count (for leak tests and diagnostics).
    public var referenceCount: UInt32 { gobject.pointee.ref_count }

    /// Sets a boolean GObject property by name.
    public func setProperty(_ name: String, _ value: Bool) {
        ft_set_boolean_property(raw, name, value ? 1 : 0)
    }

    /// Reads a boolean GObject property by name.
    public func booleanProperty(_ name: String) -> Bool {
        ft_get_boolean_property(raw, name) != 0
    }
}
