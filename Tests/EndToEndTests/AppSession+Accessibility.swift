import Foundation
import GtkTestSupport

/// What a screen reader reads of the app, through `atspi_client.py` on the session's own bus.
extension AppSession {
    /// The bar's tabs once AT-SPI lists `count` of them (the accessible tree settles while the
    /// window restores its pages), or what it lists after 10 s.
    func tabs(once count: Int) -> [AccessibleTab] {
        var listed: [AccessibleTab] = []
        _ = AppSession.poll(timeout: 10) {
            listed = tabs()
            return listed.count == count
        }
        return listed
    }

    /// Tabs as AT-SPI sees them (empty while the app is not up): the bar's, and with `all` also
    /// the search tab's, which has a pill of its own beside the bar.
    func tabs(all: Bool = false) -> [AccessibleTab] {
        guard let result = try? run("/usr/bin/python3", [AppSession.clientPath, appName, all ? "list-all" : "list"]),
            result.status == 0,
            let json = result.output.split(separator: "\n").last,
            let tabs = try? JSONDecoder().decode([AccessibleTab].self, from: Data(json.utf8))
        else { return [] }
        return tabs
    }

    /// Title of the tab the app's model selected last, from its debug log ("Files" at start): the
    /// tab's id in the lines "selected <id> (<reason>)" and "restored <id>: <paths>", a built-in
    /// tab's title being its id capitalised and a pinned folder's its folder's name.
    func lastSelectedTitle() -> String? {
        let lines = log.split(separator: "\n")
        let ids = lines.compactMap { line -> Substring? in
            if let range = line.range(of: "debug: selected "), let end = line.range(of: " (", range: range.upperBound..<line.endIndex) {
                return line[range.upperBound..<end.lowerBound]
            }
            if let range = line.range(of: "debug: restored "), let end = line.range(of: ": ", range: range.upperBound..<line.endIndex) {
                return line[range.upperBound..<end.lowerBound]
            }
            return nil
        }
        let id = ids.last ?? "files"
        if id.hasPrefix("pinned:") { return String(id.split(separator: "/").last ?? id) }
        return id.capitalized
    }

    /// Name of the tab AT-SPI reports selected (the search tab included).
    func selectedTabName() -> String? { tabs(all: true).first { $0.selected }?.name }

    /// The roles in the panel the tab `name` controls (its own first), as a screen reader
    /// following the tab to its panel meets them; empty when it controls none.
    func rolesInPanel(of name: String) -> [String] {
        guard let result = try? run("/usr/bin/python3", [AppSession.clientPath, appName, "panel-roles", name]), result.status == 0,
            let json = result.output.split(separator: "\n").last,
            let roles = try? JSONDecoder().decode([String].self, from: Data(json.utf8))
        else { return [] }
        return roles
    }

    /// Performs a tab's AT-SPI `click` action (what a screen reader does).
    func accessibleClick(_ name: String) -> Bool {
        (try? run("/usr/bin/python3", [AppSession.clientPath, appName, "click", name]).status) == 0
    }

    /// The on-screen extents of the first accessible whose name is `name` and that is showing,
    /// or nil when there is none (what a screen reader would find).
    /// With `prefix`, the first whose name starts with `name`.
    func showingExtents(of name: String, prefix: Bool = false) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let result = try? run("/usr/bin/python3", [AppSession.clientPath, appName, prefix ? "find-prefix" : "find", name]), result.status == 0,
            let line = result.output.split(separator: "\n").last
        else { return nil }
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        return numbers.count == 4 ? (numbers[0], numbers[1], numbers[2], numbers[3]) : nil
    }

    /// Every node of the app's accessibility tree, as a screen reader walking it meets them.
    func accessibleTree() -> [AccessibleNode] {
        guard let result = try? run("/usr/bin/python3", [AppSession.clientPath, appName, "dump"]), result.status == 0,
            let json = result.output.split(separator: "\n").last,
            let nodes = try? JSONDecoder().decode([AccessibleNode].self, from: Data(json.utf8))
        else { return [] }
        return nodes
    }
}
