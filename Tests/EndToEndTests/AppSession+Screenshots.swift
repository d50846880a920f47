import Foundation
import GtkTestSupport

/// Screenshots of the session's display and what the tests read in them.
extension AppSession {
    /// Saves a screenshot of the whole display under `.build/screenshots/<name>.png` (kept for
    /// people to look at) and returns its path.
    func screenshot(_ name: String) throws -> String {
        let path = try AppSession.screenshotPath(name)
        let result = try run("/usr/bin/import", ["-display", display, "-window", "root", path])
        guard result.status == 0 else { throw SessionError("screenshot failed: \(result.output)") }
        return path
    }

    /// Saves a screenshot of the app's window alone (in the window's coordinates, as `located`
    /// gives them; a popover is a window of its own and is not in it) and returns its path.
    func windowScreenshot(_ name: String) throws -> String {
        guard let window = appWindow() else { throw SessionError("no window to photograph") }
        let path = try AppSession.screenshotPath(name)
        let result = try run("/usr/bin/import", ["-display", display, "-window", window, path])
        guard result.status == 0 else { throw SessionError("screenshot failed: \(result.output)") }
        return path
    }

    /// `.build/screenshots/<name>.png` in the package (the folder is created; screenshots are kept
    /// for people to look at).
    static func screenshotPath(_ name: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("\(name).png").path
    }

    /// Mean luminance (0 black … 1 white) of a rectangle of a screenshot.
    func luminance(of path: String, x: Int, y: Int, width: Int, height: Int) throws -> Double {
        let result = try run("/usr/bin/convert", [path, "-crop", "\(width)x\(height)+\(x)+\(y)", "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"])
        guard result.status == 0, let value = Double(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw SessionError("could not measure \(path): \(result.output)")
        }
        return value
    }

    /// Darkest and lightest relative luminance (linear light, 0 … 1, as WCAG contrast uses) in a
    /// rectangle of a screenshot.
    func luminanceRange(of path: String, x: Int, y: Int, width: Int, height: Int) throws -> (Double, Double) {
        let result = try run(
            "/usr/bin/convert",
            [
                path, "-crop", "\(width)x\(height)+\(x)+\(y)", "-colorspace", "LinearGray",
                "-format", "%[fx:minima] %[fx:maxima]", "info:",
            ])
        let values = result.output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard result.status == 0, values.count == 2 else { throw SessionError("could not measure \(path): \(result.output)") }
        return (values[0], values[1])
    }
}
