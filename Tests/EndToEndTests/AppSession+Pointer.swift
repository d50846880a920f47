import Foundation
import GtkTestSupport

/// Pointer input as a hand gives it: clicks and drags in the app's window, gliding in 10 px steps
/// (GTK 4.18 cancels a drag whose pointer jumps).
extension AppSession {
    /// The X id of the app's shown window (the newest, if several), waiting for one to show.
    func appWindow() -> String? {
        let result = try? run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--class", appName])
        return result?.output.split(separator: "\n").last.map(String.init)
    }

    /// Moves the pointer to (x, y) in the app window's coordinates (as `located` gives them) and
    /// clicks: needed once a window manager places and frames the window.
    /// `count` 2 double-clicks; `button` 8 and 9 are a mouse's back and forward buttons.
    func click(inWindowAtX x: Int, y: Int, count: Int = 1, button: Int = 1) {
        guard let window = appWindow() else { return }
        xdotool("mousemove", "--window", window, "\(x)", "\(y)", "click", "--repeat", "\(count)", "--delay", "80", "\(button)")
    }

    /// Moves the pointer to (x, y) in the app window's coordinates, pressing nothing.
    func movePointer(inWindowAtX x: Int, y: Int) {
        guard let window = appWindow() else { return }
        xdotool("mousemove", "--window", window, "\(x)", "\(y)")
    }

    /// Drags with the primary button from one point to another in the app window's coordinates,
    /// holding `hold` seconds over `via` on the way (spring-loaded tabs open under a held drag).
    /// The pointer moves as a hand moves a mouse: in steps of at most 10 px, about 60 a second
    /// (`glide`). GTK 4.18's X11 drag loses its drop target after jumps of 40 px with no time
    /// between them (a plain C GtkDragSource → GtkDropTarget program in the same window cancels
    /// with "no target"), which no real pointer makes.
    /// With `readyToDrop`, the button is released only once it holds (the pointer nudged by a
    /// pixel at each look meanwhile, up to 10 s): a drop on another program must wait until that
    /// program has answered the drag's position, which a fixed pause does not promise under load.
    func drag(fromX x1: Int, y y1: Int, via: (x: Int, y: Int), hold: Double, toX x2: Int, y y2: Int, readyToDrop: (() -> Bool)? = nil) {
        guard let window = appWindow() else { return }
        xdotool("mousemove", "--window", window, "\(x1)", "\(y1)", "mousedown", "1")
        glide(in: window, from: (x1, y1), to: (via.x + 2, via.y))
        xdotool("sleep", "\(hold)")
        glide(in: window, from: (via.x + 2, via.y), to: (x2 + 2, y2 + 2))
        if let readyToDrop {
            var nudge = 0
            _ = AppSession.poll(timeout: 10) {
                if readyToDrop() { return true }
                nudge += 1
                xdotool("mousemove", "--window", window, "\(x2 + 2 + nudge % 2)", "\(y2 + 2)")
                return false
            }
        } else {
            xdotool("sleep", "0.2")
        }
        xdotool("mouseup", "1")
    }

    /// Moves the pointer from one point to another of `window` in steps of at most 10 px, 16 ms
    /// apart (a 60 Hz mouse), in one xdotool run: the pace of a hand, not a synchronisation.
    private func glide(in window: String, from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        let steps = max(1, max(abs(end.x - start.x), abs(end.y - start.y)) / 10)
        let moves = (1...steps).flatMap { step in
            [
                "mousemove", "--window", window, "\(start.x + (end.x - start.x) * step / steps)", "\(start.y + (end.y - start.y) * step / steps)",
                "sleep", "0.016",
            ]
        }
        _ = try? run("/usr/bin/xdotool", moves)
    }
}
