import CGtk

/// Wraps an immutable `GVariant`, the value type of D-Bus messages and GSettings.
///
/// Ownership: the wrapper holds one full reference (a floating one, as `g_variant_new_*` return,
/// is sunk) and drops it in `deinit`. GVariants are immutable and thread-safe, so the type is
/// `Sendable`. Every accessor checks the type first and answers nil on a mismatch, so values that
/// come from another process (a D-Bus reply, a signal) can be read without trusting them.
public final class Variant: @unchecked Sendable {
    /// The wrapped value.
    package let raw: OpaquePointer

    /// Takes a full or floating reference.
    package init(adopting pointer: OpaquePointer) {
        let floating = g_variant_is_floating(pointer) != 0
        raw = floating ? g_variant_ref_sink(pointer) : pointer
    }

    /// Takes an additional reference to a borrowed value.
    package init(retaining pointer: OpaquePointer) { raw = g_variant_ref(pointer) }

    deinit { g_variant_unref(raw) }

    /// A string value (`s`).
    public convenience init(_ string: String) { self.init(adopting: g_variant_new_string(string)) }

    /// An unsigned 32-bit value (`u`), e.g. a list position.
    public convenience init(_ value: UInt32) { self.init(adopting: g_variant_new_uint32(value)) }

    /// A tuple of the given values (e.g. `(ss)` from two strings).
    ///
    /// Lifetime: `elements` is an owned argument, so an optimised build may release it — and
    /// with it temporaries such as `Variant("x")`, unreffing their GVariants to zero — right after
    /// the pointers are copied out. `g_variant_new_tuple` takes its own references, so the
    /// elements must stay alive until it returns: `withExtendedLifetime` (the rule in `Object`).
    public convenience init(tuple elements: [Variant]) {
        let tuple = withExtendedLifetime(elements) {
            var children: [OpaquePointer?] = elements.map(\.raw)
            return g_variant_new_tuple(&children, gsize(children.count))
        }
        self.init(adopting: tuple!)
    }

    /// The GVariant type string, e.g. `(ssv)`.
    public var typeString: String { String(cString: g_variant_get_type_string(raw)) }

    /// The number of children of a tuple, array or boxed variant; 0 for basic values.
    public var childCount: Int {
        g_variant_is_container(raw) != 0 ? Int(g_variant_n_children(raw)) : 0
    }

    /// The child at `index` of a container, nil when there is none.
    public func child(at index: Int) -> Variant? {
        guard index >= 0, index < childCount, let child = g_variant_get_child_value(raw, gsize(index)) else { return nil }
        return Variant(adopting: child)
    }

    /// The value inside a boxed variant (`v`), nil for other types.
    public var unboxed: Variant? {
        guard g_variant_classify(raw) == G_VARIANT_CLASS_VARIANT, let inner = g_variant_get_variant(raw) else { return nil }
        return Variant(adopting: inner)
    }

    /// The innermost value after removing every level of `v` boxing (portals nest one or two).
    public var fullyUnboxed: Variant {
        var current = self
        while let inner = current.unboxed { current = inner }
        return current
    }

    /// The value of a `u`, nil for other types.
    public var uint32: UInt32? {
        g_variant_classify(raw) == G_VARIANT_CLASS_UINT32 ? g_variant_get_uint32(raw) : nil
    }

    /// The value of a `b`, nil for other types.
    public var boolean: Bool? {
        g_variant_classify(raw) == G_VARIANT_CLASS_BOOLEAN ? g_variant_get_boolean(raw) != 0 : nil
    }

    /// The value of an `s`, nil for other types.
    public var string: String? {
        g_variant_classify(raw) == G_VARIANT_CLASS_STRING ? String(cString: g_variant_get_string(raw, nil)) : nil
    }
}
