/// Where a shortcut acts: roving-focus keys only while a tab has focus, and the arrows only
/// along the tabs' own direction (← → in the bar, ↑ ↓ in the rail).
public enum ShortcutScope: Sendable, Hashable {
    /// Wherever focus is (subject to `KeyMap`'s rules for text fields).
    case everywhere
    /// While a tab in the bar has focus.
    case tabBar
    /// While a tab in the rail has focus.
    case tabRail
    /// While a tab in the bar or the rail has focus.
    case tabs

    /// Whether the shortcut acts with focus in `context`.
    public func applies(in context: KeyContext) -> Bool {
        switch self {
        case .everywhere: true
        case .tabBar: context == .tabBar
        case .tabRail: context == .tabRail
        case .tabs: context == .tabBar || context == .tabRail
        }
    }
}
