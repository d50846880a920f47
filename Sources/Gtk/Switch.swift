import CGtk

/// Wraps `GtkSwitch`: an on/off toggle.
@MainActor
public final class Switch: Widget {
    /// Creates a switch.
    public init(active: Bool = false) {
        super.init(adopting: gtk_switch_new())
        isActive = active
    }

    /// Whether the switch is on.
    public var isActive: Bool {
        get { gtk_switch_get_active(ptr()) != 0 }
        set { gtk_switch_set_active(ptr(), newValue ? 1 : 0) }
    }

    /// Runs `body` with the new state whenever it changes (by the user or by code).
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor (Bool) -> Void) -> SignalToken {
        connectPointer("notify::active") { [weak self] _ in
            guard let self else { return }
            body(self.isActive)
        }
    }
}
