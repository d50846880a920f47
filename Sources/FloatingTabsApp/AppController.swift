import Gtk
import FloatingTabs
import TabModel

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
    }

    func activate() {
        if let window {
            window.present()
            return
        }
        let created = MainWindow(application: application)
        window = created
        created.present()
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
