import Glibc
import Gtk
import Localization

Localization.bind(localeDirectory: AppIdentity.localeDirectory)
let app = Application(id: AppIdentity.id)
let controller = AppController(application: app)
app.onStartup { controller.startup() }
app.onActivate { controller.activate() }
app.onShutdown { controller.shutdown() }
exit(app.run())
