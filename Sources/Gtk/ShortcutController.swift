import CGtk

/// Wraps `GtkShortcutController`: key chords bound to Swift closures.
///
/// Added to a window in the capture phase with global scope, its shortcuts work while a text
/// field has focus (the shortcuts in the key table never use plain arrows, so text editing keeps
/// them).
@MainActor
public final class ShortcutController: EventController {
    /// Creates a controller; `windowWide` makes its shortcuts work anywhere in the window
    /// (`GTK_SHORTCUT_SCOPE_GLOBAL`), otherwise only while its widget has focus.
    public init(windowWide: Bool = false) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_shortcut_controller_new()))
        gtk_shortcut_controller_set_scope(ptr(), windowWide ? GTK_SHORTCUT_SCOPE_GLOBAL : GTK_SHORTCUT_SCOPE_LOCAL)
    }

    /// Binds `keyval` + `modifiers` to `body`; `body` returns whether it handled the chord.
    /// The trigger, action and shortcut are transfer-full into the controller; the closure box is
    /// released by the callback action's destroy notify when the controller goes away.
    public func add(keyval: UInt32, modifiers: UInt32, _ body: @escaping @MainActor () -> Bool) {
        let trigger = gtk_keyval_trigger_new(keyval, GdkModifierType(rawValue: modifiers))
        let callback: GtkShortcutFunc = { _, _, data in
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Bool>.from(data).body() ? 1 : 0 }
        }
        let action = gtk_callback_action_new(callback, ClosureBox(body).retainedPointer(), releaseDestroyNotify)
        gtk_shortcut_controller_add_shortcut(ptr(), gtk_shortcut_new(trigger, action))
    }

    /// Number of shortcuts registered.
    public var count: Int { Int(g_list_model_get_n_items(ptr())) }
}
