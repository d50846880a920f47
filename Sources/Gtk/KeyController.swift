import CGtk

/// Wraps `GtkEventControllerKey`: raw key presses.
@MainActor
public final class KeyController: EventController {
    /// Creates a key controller.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_event_controller_key_new())) }

    /// Runs `body(keyval, keycode, modifiers)` on key press; return `true` to stop propagation.
    @discardableResult
    public func onKeyPressed(_ body: @escaping @MainActor (UInt32, UInt32, UInt32) -> Bool) -> SignalToken {
        connectKey("key-pressed", body)
    }
}
