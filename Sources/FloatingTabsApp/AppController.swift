import CResources
import FloatingTabs
import Gtk
import Localization
import TabModel

/// Owns the app's window and models; wires application actions.
@MainActor
final class AppController {
    private let application: Application
    private var window: MainWindow?

    init(application: Application) { self.application = application }

    func startup() {
        application.addAction(SimpleAction(name: "quit") { [weak self] in self?.quit() })
        // Quit, Close Window and the shortcuts window take their chords from the one key map.
        for entry in KeyMap.entries() {
            guard let action = entry.command.applicationAction else { continue }
            application.setAccelerators(entry.chords.map(\.accelerator), for: action)
        }
        application.addAction(SimpleAction(name: "about") { [weak self] in self?.showAbout() })
        if AppLog.isDebug {
            application.addAction(SimpleAction(name: "debug-locate", stringParameter: { [weak self] text in self?.logLocation(of: text) }))
        }
        CssProvider(css: AppStyle.css).applyToDefaultDisplay()
        AppController.installIcons()
    }

    /// Registers the icons compiled into the binary (tab icons and the app icon), so they show
    /// even when the app is not installed or no icon theme is.
    static func installIcons() {
        floating_tabs_register_resource()
        Runtime.addIconResourcePath("/io/github/floatingtabs/FloatingTabs/icons")
    }

    /// Debug mode only: logs where the window shows the label `text`, or a widget with that tooltip
    /// ("located Notes: 212 40 38 17",
    /// surface pixels; several places separated by commas, "nowhere" for none), so end-to-end tests
    /// aim the pointer at what a user sees. Tests call it over the session bus as
    /// `app.debug-locate`: AT-SPI's extents cannot serve on GTK 4.18 and later.
    private func logLocation(of text: String) {
        let places = window?.window.surfaceBoundsOfLabels(showing: text) ?? []
        AppLog.debug("located \(text): " + (places.isEmpty ? "nowhere" : places.map { "\($0.x) \($0.y) \($0.width) \($0.height)" }.joined(separator: ", ")))
    }

    private func showAbout() {
        let about = AboutDialog(
            parent: window?.window, name: AppIdentity.name, version: AppIdentity.version,
            iconName: AppIdentity.id, website: "https://floatingtabs.github.io/",
            comments: localized("Browse files, recent documents and notes in floating tabs."))
        about.setApplication(application) // app shortcuts (Ctrl+Q) work in it too
        about.present()
    }

    func activate() {
        if let window {
            window.present()
            return
        }
        DateText.readLocalTimeZone() // the file rows' dates then read no file on the main thread
        let created = MainWindow(application: application)
        window = created
        created.present()
        AppLog.debug("renderer \(created.window.rendererName ?? "none")")
    }

    func quit() {
        window?.close()
        application.quit()
    }

    func shutdown() {
        window?.destroy()
        window = nil
    }
}
