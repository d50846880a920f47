import FloatingTabs

/// The options on the Settings tab; saved with the session.
struct AppSettings: Codable, Equatable {
    /// Colour scheme override.
    enum Appearance: String, Codable, CaseIterable {
        case system, light, dark
    }

    var labelMode = TabLabelMode.all
    var position = TabBarPosition.bottom
    var hidesBarWhenNavigating = false
    var mouseDragSwipes = false
    var restoreSession = true
    var appearance = Appearance.system

    /// The component options these settings ask for.
    var tabViewOptions: TabViewOptions {
        var options = TabViewOptions()
        options.labelMode = labelMode
        options.position = position
        options.hidesBarWhenNavigating = hidesBarWhenNavigating
        options.mouseDragSwipes = mouseDragSwipes
        return options
    }
}
