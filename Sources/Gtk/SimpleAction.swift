import CGtk

/// Wraps `GSimpleAction`: a named action, optionally with an `Int32` parameter (`"i"`).
@MainActor
public final class SimpleAction: Object {
    /// Creates an action without a parameter.
    public init(name: String, _ body: @escaping @MainActor () -> Void) {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        connectPointer("activate") { _ in body() }
    }

    /// Creates an action with an `Int32` parameter, e.g. `win.select-tab(3)`.
    public init(name: String, intParameter body: @escaping @MainActor (Int32) -> Void) {
        let type = g_variant_type_new("i")
        defer { g_variant_type_free(type) }
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, type)))
        connectPointer("activate") { parameter in
            guard let parameter else { return }
            body(g_variant_get_int32(OpaquePointer(parameter)))
        }
    }

    /// Creates an action with a string parameter, e.g. `tab.unhide::files`.
    public init(name: String, stringParameter body: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, type)))
        connectPointer("activate") { parameter in
            guard let parameter, let text = g_variant_get_string(OpaquePointer(parameter), nil) else { return }
            body(String(cString: text))
        }
    }

    /// Whether the action can be activated.
    public var isEnabled: Bool {
        get { g_action_get_enabled(ptr()) != 0 }
        set { g_simple_action_set_enabled(ptr(), newValue ? 1 : 0) }
    }

    /// Activates the action (with an optional Int32 parameter).
    public func activate(_ value: Int32? = nil) {
        g_action_activate(ptr(), value.map { g_variant_new_int32($0) })
    }
}
