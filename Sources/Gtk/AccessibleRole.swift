import CGtk

/// The accessible roles this project's widgets use (`GtkAccessibleRole`): what a screen reader
/// announces the widget as.
public enum AccessibleRole: Sendable {
    /// No particular meaning (a layout container).
    case generic
    /// A list of tabs (AT-SPI "page tab list").
    case tabList
    /// One tab (AT-SPI "page tab").
    case tab
    /// The content a tab shows (AT-SPI "panel").
    case tabPanel
    /// Drawn only: left out of the accessibility tree (with its children, in GTK 4.8).
    case presentation

    /// The GTK value.
    var gtk: GtkAccessibleRole {
        switch self {
        case .generic: GTK_ACCESSIBLE_ROLE_GENERIC
        case .tabList: GTK_ACCESSIBLE_ROLE_TAB_LIST
        case .tab: GTK_ACCESSIBLE_ROLE_TAB
        case .tabPanel: GTK_ACCESSIBLE_ROLE_TAB_PANEL
        case .presentation: GTK_ACCESSIBLE_ROLE_PRESENTATION
        }
    }
}
