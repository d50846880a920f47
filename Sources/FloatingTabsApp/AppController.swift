import CResources
import Gtk
import FloatingTabs
import TabModel
import Localization

/// Owns the app's window and models; wires application actions.
@MainActor
final class AppController {
    private let application: Application
    private var window: MainWindow?

    init(application: Application) { self.application = application }

    func startup() {
        application.addAction(SimpleAction(name: "quit") { [weak self] in self?.quit() })
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["<Control>w"], for: "window.close")
        application.setAccelerators(["<Control>question", "<Control><Shift>question"], for: "win.show-help-overlay")
        application.addAction(SimpleAction(name: "about") { [weak self] in self?.showAbout() })
        CssProvider(css: AppStyle.css).applyToDefaultDisplay()
        AppController.installIcons()
    }

    /// Registers the icons compiled into the binary (tab icons and the app icon), so they show
    /// even when the app is not installed or no icon theme is.
    static func installIcons() {
        floating_tabs_register_resource()
        Runtime.addIconResourcePath("/io/github/floatingtabs/FloatingTabs/icons")
    }

    private func showAbout() {
        let about = AboutDialog(parent: window?.window, name: AppIdentity.name, version: AppIdentity.version,
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
