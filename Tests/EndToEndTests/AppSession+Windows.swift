import Foundation
import GtkTestSupport

/// The app's windows as the window manager sees them: quitting as a user does, and what is
/// open when something went wrong.
extension AppSession {
    /// Quits like a user (Ctrl+Q) and waits for the exit; after 10 s it kills the app and
    /// records that the quit did not work.
    /// With `closingPopups`, first closes what a user would see open: each other window of the app
    /// (the shortcuts window, the About dialog: a modal one takes the main window's keys) is
    /// focused and gets Escape three times (the first may only end a search), then the main
    /// window gets Escape twice (an open menu). In the main window Escape also means Back, so only
    /// the chaos run does this.
    @discardableResult
    func quit(closingPopups: Bool = false) -> Bool {
        guard let app, app.isRunning else { return true }
        if closingPopups {
            // The app's windows on screen (_NET_WM_PID), and the main one among them.
            func windows(named name: String = "") -> [String] {
                let query = ["search", "--onlyvisible", "--pid", String(app.processIdentifier)] + (name.isEmpty ? [] : ["--name", name])
                return ((try? self.run("/usr/bin/xdotool", query).output) ?? "").split(separator: "\n").map(String.init)
            }
            // A window the inputs minimised (openbox's window menu, from a right click on the
            // header bar, has Iconify) is not on screen: restore it as a user would, from the
            // window manager (_NET_ACTIVE_WINDOW).
            if windows(named: "^FloatingTabs$").isEmpty {
                let all = ((try? self.run("/usr/bin/xdotool", ["search", "--pid", String(app.processIdentifier), "--name", "^FloatingTabs$"]).output) ?? "")
                for window in all.split(separator: "\n")
                where ((try? self.run("/usr/bin/xprop", ["-id", String(window), "WM_STATE"]).output) ?? "").contains("Iconic") {
                    xdotool("windowactivate", String(window))
                }
                _ = AppSession.poll(timeout: 5) { !windows(named: "^FloatingTabs$").isEmpty }
            }
            let main = windows(named: "^FloatingTabs$").first
            for window in windows() where window != main {
                xdotool("windowactivate", "--sync", window)
                xdotool("key", "Escape", "Escape", "Escape")
            }
            if let main { xdotool("windowactivate", "--sync", main) }
            xdotool("key", "Escape", "Escape")
            // Without a window manager, X gives the keyboard focus back to the root window when a
            // popover or dialog closes, and Ctrl+Q would go nowhere: focus the main window, as a
            // window manager would.
            if let main { xdotool("windowfocus", "--sync", main) }
        }
        xdotool("key", "ctrl+q")
        if AppSession.poll(timeout: 10, { !app.isRunning }) { return true }
        Foundation.kill(app.processIdentifier, SIGKILL)
        _ = AppSession.poll(timeout: 10) { !app.isRunning }
        return false
    }

    /// The app's X windows with their name and window-manager state (for failure messages).
    func windowReport() -> String {
        guard let app else { return "no app" }
        let ids = Set(
            [["--pid", String(app.processIdentifier)], ["--name", "^FloatingTabs$"]].flatMap { query in
                ((try? run("/usr/bin/xdotool", ["search"] + query).output) ?? "").split(separator: "\n")
            }
        ).sorted()
        return ids.map { id in
            "\(id): "
                + (((try? run("/usr/bin/xprop", ["-id", String(id), "WM_NAME", "WM_STATE", "_NET_WM_STATE", "_NET_WM_WINDOW_TYPE"]).output) ?? "")
                    .split(separator: "\n").joined(separator: "; "))
        }.joined(separator: "\n")
    }

    /// A window's size in pixels, as X reports it (`xdotool getwindowgeometry`); 1000 × 700 when
    /// X cannot tell.
    func windowSize(_ window: String) -> (width: Int, height: Int) {
        let output = (try? run("/usr/bin/xdotool", ["getwindowgeometry", window]).output) ?? ""
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
            let sizes = line.split(separator: " ").last?.split(separator: "x").compactMap({ Int($0) }), sizes.count == 2,
            sizes[0] > 60, sizes[1] > 60
        else { return (1000, 700) }
        return (sizes[0], sizes[1])
    }
}
