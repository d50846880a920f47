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

    /// Creates an action whose state is one of several strings: menus show its items
    /// (`"win.name::value"`) as radio items, the current one marked. Choosing one sets the state
    /// and calls `onChange` with it.
    public init(name: String, state: String, onChange: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        // The action sinks the new (floating) state variant.
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, type, g_variant_new_string(state))))
        // The handler is this action's own signal: it cannot outlive the action it points to.
        let action = ptr() as OpaquePointer
        connectPointer("change-state") { value in
            guard let value, let text = g_variant_get_string(OpaquePointer(value), nil) else { return }
            let chosen = String(cString: text)
            g_simple_action_set_state(action, OpaquePointer(value)) // takes its own reference
            onChange(chosen)
        }
    }

    /// Creates an on/off action: menus show it as a check item; activating it toggles the state
    /// and calls `onChange` with the new one.
    public init(name: String, state: Bool, onChange: @escaping @MainActor (Bool) -> Void) {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, nil, g_variant_new_boolean(state ? 1 : 0))))
        let action = ptr() as OpaquePointer // as above: the handler cannot outlive the action
        connectPointer("change-state") { value in
            guard let value else { return }
            g_simple_action_set_state(action, OpaquePointer(value))
            onChange(g_variant_get_boolean(OpaquePointer(value)) != 0)
        }
    }

    /// Sets a string-state action's state without calling its `onChange` (menus show it).
    public func setState(_ value: String) {
        g_simple_action_set_state(ptr() as OpaquePointer, g_variant_new_string(value)) // sinks the floating variant
    }

    /// Sets an on/off action's state without calling its `onChange` (menus show it).
    public func setState(_ value: Bool) {
        g_simple_action_set_state(ptr() as OpaquePointer, g_variant_new_boolean(value ? 1 : 0)) // sinks the floating variant
    }

    /// Activates the action with a string parameter (a radio item's value), as a menu does.
    public func activate(string value: String) {
        g_action_activate(ptr(), g_variant_new_string(value))
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
