import CGtk

/// Swift owner of one `GObject*`, alive exactly as long as GTK or Swift needs the instance.
///
/// **The ownership model, decided here once for every wrapper: toggle references.**
/// Each wrapper holds its instance through one GLib *toggle reference* and is the only wrapper of
/// that instance (`wrapper(of:)` finds it again). GLib calls `toggleNotify` whenever the instance's
/// reference count moves between "only the toggle reference" and "someone else too":
/// - someone else holds the instance (a parent widget, a window, GTK's toplevel list, a list item,
///   an event controller's widget): the wrapper retains **itself**, so the Swift state and the
///   handlers behind a widget on screen live on after the app drops its last Swift reference;
/// - only the toggle reference is left: the wrapper lets go of itself and lives only as long as
///   Swift references it; when the last one goes, `deinit` removes the toggle reference and the
///   instance is disposed and finalized.
///
/// Why toggle references and not only GObject subclasses: they work for *every* GTK class we wrap
/// (labels, buttons, controllers, list models), not only for the types we register ourselves; the
/// component's own widgets (`CustomWidget`) are real GObject subclasses *and* follow this model.
/// The rule that keeps it leak-free: a closure that GTK holds (signal handlers, actions, tick
/// callbacks) never captures its own wrapper strongly and never `unowned` — it captures `[weak …]`.
///
/// Reference counts at construction:
/// - `init(adopting:)` is for pointers returned by a `*_new` constructor: a floating reference
///   (every `GtkWidget` except windows) is sunk with `g_object_ref_sink`, a non-floating full
///   reference (controllers, providers, actions) is taken as is; then that reference becomes the
///   toggle reference.
/// - `init(retaining:)` is for borrowed (transfer-none) pointers: the toggle reference is added.
///
/// **The lifetime rule for every pointer handed to C.** A raw pointer (`raw`, `ptr()`, `widget`,
/// `gobject`, `Variant.raw`) is valid only while its wrapper is provably alive, and an optimised
/// build ends a Swift value's life at its *last use*, not at the end of its scope (a debug build
/// keeps it to the end and hides every such bug). So a C call that takes another wrapper's
/// pointer happens either
/// - inside a method of a wrapper that is guaranteed alive for the call: `self`, or an ordinary
///   (non-`init`) parameter, which the caller keeps alive until the method returns; or
/// - inside `withExtendedLifetime(owner) { … }`: needed for `init` arguments (owned: an optimised
///   build may release them right after their last use — `Variant(tuple: [Variant("a")])` gave GLib
///   freed GVariants this way and aborted the release app at start-up), for arrays of wrappers
///   whose pointers are copied out, and for temporaries (`Label("x").widget` dies at once).
/// Raw pointers are therefore not public API: they are `package` (the package's own targets and
/// tests), and the two adopting initializers are `@_spi(GtkInternals)` for the targets that wrap
/// further C libraries (`Adw`). An app or an outside package works with wrappers only.
///
/// Objects that GLib's worker threads reference too (a `GFileMonitor`, a `GDBusConnection`) would
/// get toggle notifications on those threads; they are adopted with `sharedWithWorkerThreads`
/// and held through a plain strong reference instead: they live exactly as long as their wrapper.
@MainActor
open class Object {
    /// The wrapped instance; valid for the wrapper's whole lifetime because we own a reference.
    package let raw: UnsafeMutableRawPointer

    /// Set while something other than this wrapper references the instance (see the type's rule).
    private var retainedByGTK: Unmanaged<Object>?
    /// False for instances adopted with `sharedWithWorkerThreads` (a plain reference).
    private let toggles: Bool

    /// Number of wrappers alive in this process (leak and soak tests compare it before and after).
    public private(set) static var liveCount = 0

    /// Takes ownership of a freshly created instance (see the type's ownership rule). With
    /// `sharedWithWorkerThreads`, the constructor's reference is kept as a plain one.
    /// `@_spi` rather than `package`: with `package` designated initializers Swift 6.3 warns
    /// "function call causes an infinite recursion" on a subclass's synthesized deinit.
    @_spi(GtkInternals) public init(adopting pointer: UnsafeMutableRawPointer, sharedWithWorkerThreads: Bool = false) {
        raw = pointer
        toggles = !sharedWithWorkerThreads
        precondition(Object.wrapper(of: pointer) == nil, "a second wrapper for one GObject breaks its toggle reference")
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
        }
        register()
        guard toggles else { return }
        g_object_unref(pointer) // the constructor's reference; the toggle reference now stands for it
        syncRetain()
    }

    /// Wraps a borrowed instance (transfer none) by adding our toggle reference. Prefer
    /// `Object.wrap(_:)`, which returns the existing wrapper when there is one.
    @_spi(GtkInternals) public init(retaining pointer: UnsafeMutableRawPointer) {
        raw = pointer
        toggles = true
        precondition(Object.wrapper(of: pointer) == nil, "a second wrapper for one GObject breaks its toggle reference")
        register()
        syncRetain()
    }

    /// Makes this wrapper the instance's one wrapper and, unless `toggles` is off, adds the
    /// toggle reference.
    private func register() {
        Object.liveCount += 1
        g_object_set_qdata(gobject, Object.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
        if toggles { g_object_add_toggle_ref(gobject, objectToggleNotify, Unmanaged.passUnretained(self).toOpaque()) }
    }

    /// Matches `retainedByGTK` to the instance's current reference count.
    private func syncRetain() { toggled(isLastReference: referenceCount <= 1) }

    /// Called by GLib (through `objectToggleNotify`) when our toggle reference becomes the last
    /// one (`true`) or stops being the last one (`false`). Releasing ourselves here may run
    /// `deinit` at once, which finalizes the instance: GLib allows that, because the caller that
    /// dropped the other reference has given up its claim on the instance.
    fileprivate func toggled(isLastReference: Bool) {
        if isLastReference {
            let held = retainedByGTK
            retainedByGTK = nil
            held?.release()
        } else if retainedByGTK == nil {
            retainedByGTK = Unmanaged.passRetained(self)
        }
    }

    /// Removes the toggle reference. Wrappers live on the main actor, so the last Swift reference,
    /// and with it the instance's finalization, goes away on the main thread.
    isolated deinit {
        Object.liveCount -= 1
        g_object_set_qdata(gobject, Object.wrapperQuark, nil)
        if toggles {
            g_object_remove_toggle_ref(gobject, objectToggleNotify, Unmanaged.passUnretained(self).toOpaque())
        } else {
            g_object_unref(raw)
        }
    }

    /// The wrapper of `pointer`, if one exists.
    package static func wrapper(of pointer: UnsafeMutableRawPointer) -> Object? {
        guard let data = g_object_get_qdata(pointer.assumingMemoryBound(to: GObject.self), wrapperQuark) else { return nil }
        return Unmanaged<Object>.fromOpaque(data).takeUnretainedValue()
    }

    /// The existing wrapper of a borrowed instance, or a new plain `Object` for it.
    package static func wrap(_ pointer: UnsafeMutableRawPointer) -> Object {
        wrapper(of: pointer) ?? Object(retaining: pointer)
    }

    static let wrapperQuark = g_quark_from_static_string("floatingtabs-swift-wrapper")

    /// The instance seen as a `GObject*`.
    package var gobject: UnsafeMutablePointer<GObject> { raw.assumingMemoryBound(to: GObject.self) }

    /// Typed view of the instance, for C functions that take a complete struct pointer
    /// (`GtkWidget*`, `GtkBox*`…); the type is inferred from the call site.
    package func ptr<T>() -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// Opaque view of the instance, for C functions that take an opaque struct pointer
    /// (`GtkStack*`, `GtkEventController*`…).
    package func ptr() -> OpaquePointer { OpaquePointer(raw) }

    /// The instance's current GObject reference count (our toggle reference included).
    package var referenceCount: UInt32 { gobject.pointee.ref_count }

    /// Whether something besides this wrapper holds the instance (so GTK keeps the wrapper alive).
    package var isHeldByGTK: Bool { retainedByGTK != nil }

    /// The instance's GType name, as GTK Inspector shows it (e.g. `GtkLabel`).
    package var typeName: String { String(cString: g_type_name_from_instance(raw.assumingMemoryBound(to: GTypeInstance.self))) }
}

/// `GToggleNotify` for every toggle-referenced wrapper. GTK references its widgets, controllers
/// and models on the main actor only (objects that worker threads reference are not toggled, see
/// `Object`), so the notification runs there.
private let objectToggleNotify: GToggleNotify = { data, _, isLastRef in
    guard let data else { return }
    let address = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        let wrapper = Unmanaged<Object>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!).takeUnretainedValue()
        wrapper.toggled(isLastReference: isLastRef != 0)
    }
}
