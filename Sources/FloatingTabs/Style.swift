import Gtk

/// The component's style sheet (`Resources/floating-tabs.css`, embedded at build time), installed
/// once per process for the default display at application priority.
@MainActor
enum Style {
    private static var provider: CssProvider?

    /// The CSS text.
    static var css: String { String(decoding: PackageResources.floating_tabs_css, as: UTF8.self) }

    static func install() {
        guard provider == nil else { return }
        let sheet = CssProvider(css: css)
        sheet.applyToDefaultDisplay()
        provider = sheet
    }
}
