// GtkProbe: a tiny GTK application the test suite launches as a real process, to prove that
// `Task { @MainActor }` and `DispatchQueue.main` run while `g_application_run` owns the main
// thread. (Inside the test runner the main queue is already being drained by the runner itself,
// so this can only be shown faithfully in a process of its own, exactly like the app.)
import Dispatch
import Glibc
import Gtk

let app = Application(id: "io.github.floatingtabs.GtkProbe", unique: false)
var log: [String] = []
app.onActivate {
    let window = Window(application: app)
    window.title = "GtkProbe"
    window.present()
    Task { @MainActor in
        log.append("task-ran")
        DispatchQueue.main.async {
            log.append("dispatch-ran")
            MainLoop.timeout(milliseconds: 1) {
                log.append("timeout-ran")
                window.destroy()
                app.quit()
                return false
            }
        }
    }
}
let status = app.run(arguments: [CommandLine.arguments[0]])
print(log.joined(separator: " "))
exit(status == 0 && log == ["task-ran", "dispatch-ran", "timeout-ran"] ? 0 : 1)
