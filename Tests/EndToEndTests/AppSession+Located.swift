import Foundation

/// A rectangle in the app window's coordinates.
typealias WindowRectangle = (x: Int, y: Int, width: Int, height: Int)

extension AppSession {
    /// Where the window shows the label `text` (a tab's title, a file's name, a button's words),
    /// in the window's coordinates, as the app itself lays it out: every such label, asked over the
    /// session bus (`app.debug-locate`, in the app's debug mode) and read from its log. Empty when
    /// none is shown.
    func located(_ text: String) -> [WindowRectangle] {
        let marker = "debug: located \(text): "
        let answered = log.components(separatedBy: marker).count
        let quoted = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        let objectPath = "/" + AppSession.applicationID.replacingOccurrences(of: ".", with: "/")
        guard
            let call = try? run(
                "/usr/bin/gdbus",
                [
                    "call", "--session", "--dest", AppSession.applicationID, "--object-path", objectPath,
                    "--method", "org.gtk.Actions.Activate", "debug-locate", "[<'\(quoted)'>]", "{}",
                ]),
            call.status == 0
        else { return [] }
        var answer = ""
        guard
            AppSession.poll(
                timeout: 10,
                {
                    let parts = self.log.components(separatedBy: marker)
                    guard parts.count > answered, let line = parts.last?.split(separator: "\n", omittingEmptySubsequences: false).first else { return false }
                    answer = String(line)
                    return true
                })
        else { return [] }
        return answer.components(separatedBy: ", ").compactMap { place in
            let numbers = place.split(separator: " ").compactMap { Int($0) }
            return numbers.count == 4 ? (numbers[0], numbers[1], numbers[2], numbers[3]) : nil
        }
    }

    /// Where to aim the pointer at the accessible a screen reader calls `name`: the label showing
    /// `label` (by default `name`) nearest to its AT-SPI extents, once it is shown and has stopped
    /// moving (two looks in a row agree; a tab slides after a reorder or an unpin), up to 10 s.
    ///
    /// AT-SPI says which widget it is; the app says where its label is. AT-SPI's extents alone
    /// lose every ancestor's CSS padding on GTK 4.18 and later (Tests/Reproducers/accessible_extents.c:
    /// the app's buttons come out up to 26 px off, and clicks would land beside them there).
    /// With `tab`, the accessible is the tab of that name (a pinned folder's title is also the
    /// header's).
    func locatedWhenSettled(_ name: String, label: String? = nil, tab: Bool = false) -> WindowRectangle? {
        var previous: WindowRectangle?
        var found: WindowRectangle?
        _ = AppSession.poll(timeout: 10) {
            previous = found
            found = nil
            let accessible = tab ? self.tabs().first { $0.name == name }.map { ($0.x, $0.y, $0.width, $0.height) } : self.showingExtents(of: name)
            guard let accessible else { return false }
            let (x, y) = (accessible.x + accessible.width / 2, accessible.y + accessible.height / 2)
            found = self.located(label ?? name).min { first, second in
                let distance = { (place: WindowRectangle) in abs(place.x + place.width / 2 - x) + abs(place.y + place.height / 2 - y) }
                return distance(first) < distance(second)
            }
            guard let found, let previous else { return false }
            return found == previous
        }
        return found
    }
}

extension AppSession {
    /// The app's id (the stable profile's, which the shipped build has).
    static let applicationID = "io.github.floatingtabs.FloatingTabs"
}
