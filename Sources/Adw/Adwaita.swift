import CAdw

/// libadwaita's process-wide set-up (`adw_init`): its stylesheet, the system color scheme and
/// its types. TabBench calls it in the processes that measure the AdwViewStack baseline only.
@MainActor
public enum Adwaita {
    /// Initializes libadwaita after GTK (idempotent).
    public static func initialize() { adw_init() }
}
