import Foundation
import GtkTestSupport

/// One tab as AT-SPI reports it.
struct AccessibleTab: Decodable, Equatable {
    let name: String
    /// What screen readers say after the name: the badge ("3 new"), "needs attention".
    let description: String
    let selected: Bool
    let x: Int, y: Int, width: Int, height: Int
    var center: (Int, Int) { (x + width / 2, y + height / 2) }
}

/// The real `floating-tabs` binary running on a private Xvfb display and a private D-Bus session
/// bus, with a temporary HOME, driven from outside: xdotool for pointer and keys, AT-SPI
/// (python3-pyatspi) to read what a screen reader sees.
final class AppSession {
    let display: String
    let home: URL
    let logURL: URL
    private let xvfb: Process
    private let bus: Process
    private var app: Process?
    let busAddress: String
    /// The launched program's name: what AT-SPI calls the application.
    private(set) var appName = "floating-tabs"

    init(width: Int = 1000, height: Int = 700) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("ft-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        logURL = home.appendingPathComponent("app.log")
        // -displayfd: Xvfb picks a free display itself (taking over the locks of servers that
        // died without removing them) and writes its number once it accepts clients. Choosing
        // the number here raced with stale sockets: one left by a killed server looked like a
        // started one, and the app met "cannot open display".
        let numberPipe = Pipe()
        xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        xvfb.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        xvfb.standardOutput = numberPipe
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.runWithDefaultSignals()
        guard let number = AppSession.firstLine(of: numberPipe.fileHandleForReading, timeout: 20), Int(number) != nil else {
            xvfb.terminate()
            throw SessionError("Xvfb did not start")
        }
        display = ":\(number)"
        let socket = home.appendingPathComponent("bus").path
        busAddress = "unix:path=\(socket)"
        bus = Process()
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--session", "--nofork", "--address=\(busAddress)"]
        // Services the bus starts (at-spi-bus-launcher, and the accessibility bus and registry it
        // spawns, which outlive the session bus) get this HOME, so their command lines name it
        // and `stop` can end them.
        var busEnvironment = ProcessInfo.processInfo.environment
        busEnvironment["HOME"] = home.path
        busEnvironment["XDG_RUNTIME_DIR"] = nil
        bus.environment = busEnvironment
        bus.standardOutput = FileHandle.nullDevice
        bus.standardError = FileHandle.nullDevice
        try bus.runWithDefaultSignals()
        guard AppSession.poll(timeout: 20, { FileManager.default.fileExists(atPath: socket) }) else {
            throw SessionError("dbus-daemon did not start")
        }
    }

    /// The environment every process of the session gets.
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["GTK_A11Y"] = nil // real AT-SPI, not the in-process test backend
        env["DISPLAY"] = display
        env["GDK_BACKEND"] = "x11"
        env["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        env["HOME"] = home.path
        env["XDG_STATE_HOME"] = home.appendingPathComponent(".local/state").path
        env["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        env["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
        env["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        env["FLOATINGTABS_DEBUG"] = "1"
        env["G_DEBUG"] = nil
        return env
    }

    /// Starts `openbox` on the session's display and waits until it manages the screen (GTK 4.8
    /// on a bare Xvfb logs criticals of its own; a window manager also closes windows on Alt+F4).
    func startWindowManager() throws {
        // openbox that exits at once (seen when it met a display that did not accept clients
        // yet, before Xvfb reported its display through -displayfd) is started again, up to
        // three times.
        for _ in 0..<3 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
            process.arguments = ["--sm-disable"]
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.runWithDefaultSignals()
            helpers.append(process)
            func managed() -> Bool {
                ((try? self.run("/usr/bin/xprop", ["-root", "_NET_SUPPORTING_WM_CHECK"]).output) ?? "").contains("window id")
            }
            _ = AppSession.poll(timeout: 20) { !process.isRunning || managed() }
            if managed() { return }
        }
        throw SessionError("openbox did not start")
    }

    /// A session with openbox on its display and the app launched on a HOME that `makeTree` filled
    /// (the binary at `executable` instead of the shipped app, with `extra` in its environment).
    static func launched(withWindowManager makeTree: (URL) throws -> Void, executable: String? = nil,
                         adding extra: [String: String] = [:]) throws -> AppSession {
        let session = try AppSession()
        do {
            try session.startWindowManager()
            try makeTree(session.home)
            try session.launch(executable: executable, adding: extra)
        } catch {
            session.stop()
            throw error
        }
        return session
    }

    /// Moves the pointer to (x, y) in the app window's coordinates (as `located` gives them) and
    /// clicks: needed once a window manager places and frames the window.
    /// `count` 2 double-clicks; `button` 8 and 9 are a mouse's back and forward buttons.
    func click(inWindowAtX x: Int, y: Int, count: Int = 1, button: Int = 1) {
        guard let result = try? run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--class", appName]),
              let window = result.output.split(separator: "\n").last.map(String.init) else { return }
        xdotool("mousemove", "--window", window, "\(x)", "\(y)", "click", "--repeat", "\(count)", "--delay", "80", "\(button)")
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
        guard let result = try? run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--class", appName]),
              let window = result.output.split(separator: "\n").last.map(String.init) else { return }
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
            ["mousemove", "--window", window, "\(start.x + (end.x - start.x) * step / steps)", "\(start.y + (end.y - start.y) * step / steps)",
             "sleep", "0.016"]
        }
        _ = try? run("/usr/bin/xdotool", moves)
    }

    /// The launched program's exit status, once it has exited.
    var exitStatus: Int32? {
        guard let app, !app.isRunning else { return nil }
        return app.terminationStatus
    }

    /// Starts the app as users run it (or another `product`, or the binary at `executable`, e.g. a
    /// copy laid out as an install): the release build `scripts/run` makes, never the debug build
    /// beside the tests (see `ProcessRunner.shippedProduct`). Returns when AT-SPI shows its tab bar
    /// with a tab selected, as a screen reader meets it once the window is up.
    /// `removing` names variables of the test run the app must not see (`GSK_RENDERER`: GTK's
    /// default renderer, as on a desktop).
    func launch(_ arguments: [String] = [], product: String = "floating-tabs", executable: String? = nil, adding extra: [String: String] = [:],
                removing: Set<String> = []) throws {
        appName = product
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable ?? ProcessRunner.shippedProduct(product))
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }.filter { !removing.contains($0.key) }
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        log.seekToEndOfFile()
        process.standardOutput = log
        process.standardError = log
        try process.runWithDefaultSignals()
        app = process
        guard AppSession.poll(timeout: 30, { !process.isRunning || self.tabs().contains { $0.selected } }), process.isRunning else {
            let ended = process.isRunning ? "" : " (it exited with status \(process.terminationStatus))"
            throw SessionError("the app showed no tab bar with a selected tab over AT-SPI\(ended). Log:\n\(self.log)")
        }
    }

    /// Whether the app process is running.
    var isAlive: Bool { app?.isRunning ?? false }

    /// The running app's process id.
    var appPID: Int32? { app.flatMap { $0.isRunning ? $0.processIdentifier : nil } }

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
                for window in all.split(separator: "\n") where ((try? self.run("/usr/bin/xprop", ["-id", String(window), "WM_STATE"]).output) ?? "").contains("Iconic") {
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
        let ids = Set([["--pid", String(app.processIdentifier)], ["--name", "^FloatingTabs$"]].flatMap { query in
            ((try? run("/usr/bin/xdotool", ["search"] + query).output) ?? "").split(separator: "\n")
        }).sorted()
        return ids.map { id in
            "\(id): " + (((try? run("/usr/bin/xprop", ["-id", String(id), "WM_NAME", "WM_STATE", "_NET_WM_STATE", "_NET_WM_WINDOW_TYPE"]).output) ?? "")
                .split(separator: "\n").joined(separator: "; "))
        }.joined(separator: "\n")
    }

    /// A window's size in pixels, as X reports it (`xdotool getwindowgeometry`); 1000 × 700 when
    /// X cannot tell.
    func windowSize(_ window: String) -> (width: Int, height: Int) {
        let output = (try? run("/usr/bin/xdotool", ["getwindowgeometry", window]).output) ?? ""
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
              let sizes = line.split(separator: " ").last?.split(separator: "x").compactMap({ Int($0) }), sizes.count == 2,
              sizes[0] > 60, sizes[1] > 60 else { return (1000, 700) }
        return (sizes[0], sizes[1])
    }

    /// Kills the app at once (SIGKILL).
    func kill() {
        guard let app, app.isRunning else { return }
        Foundation.kill(app.processIdentifier, SIGKILL)
        _ = AppSession.poll(timeout: 10) { !app.isRunning }
    }

    /// Everything the app printed.
    var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }

    /// Runs xdotool on the session's display.
    @discardableResult
    func xdotool(_ arguments: String...) -> Int32 {
        (try? run("/usr/bin/xdotool", arguments).status) ?? -1
    }

    /// Tabs as AT-SPI sees them (empty while the app is not up).
    func tabs() -> [AccessibleTab] {
        guard let result = try? run("/usr/bin/python3", [AppSession.clientPath, appName, "list"]),
              result.status == 0,
              let json = result.output.split(separator: "\n").last,
              let tabs = try? JSONDecoder().decode([AccessibleTab].self, from: Data(json.utf8)) else { return [] }
        return tabs
    }

    /// Title of the tab the app's model selected last, from its debug log ("Files" at start).
    func lastSelectedTitle() -> String? {
        let lines = log.split(separator: "\n")
        let ids = lines.compactMap { line -> String? in
            if let range = line.range(of: "debug: selected ") { return String(line[range.upperBound...].split(separator: " ").first ?? "") }
            if let range = line.range(of: "debug: restored ") { return String(line[range.upperBound...].split(separator: ":").first ?? "") }
            return nil
        }
        return (ids.last ?? "files").capitalized
    }

    /// Name of the tab AT-SPI reports selected.
    func selectedTabName() -> String? { tabs().first { $0.selected }?.name }

    /// Performs a tab's AT-SPI `click` action (what a screen reader does).
    func accessibleClick(_ name: String) -> Bool {
        (try? run("/usr/bin/python3", [AppSession.clientPath, appName, "click", name]).status) == 0
    }

    /// The on-screen extents of the first accessible whose name is `name` and that is showing,
    /// or nil when there is none (what a screen reader would find).
    /// With `prefix`, the first whose name starts with `name`.
    func showingExtents(of name: String, prefix: Bool = false) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let result = try? run("/usr/bin/python3", [AppSession.clientPath, appName, prefix ? "find-prefix" : "find", name]), result.status == 0,
              let line = result.output.split(separator: "\n").last else { return nil }
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        return numbers.count == 4 ? (numbers[0], numbers[1], numbers[2], numbers[3]) : nil
    }

    /// Every node of the app's accessibility tree, as a screen reader walking it meets them.
    func accessibleTree() -> [AccessibleNode] {
        guard let result = try? run("/usr/bin/python3", [AppSession.clientPath, appName, "dump"]), result.status == 0,
              let json = result.output.split(separator: "\n").last,
              let nodes = try? JSONDecoder().decode([AccessibleNode].self, from: Data(json.utf8)) else { return [] }
        return nodes
    }

    func run(_ path: String, _ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(path, arguments, environment: environment, timeout: 30)
    }

    private var helpers: [Process] = []
    /// What each helper started by `startHelper` printed, in the order they were started.
    private(set) var helperLogs: [URL] = []

    /// Starts a long-running helper on the session's display and bus (e.g. a fake desktop
    /// service) and waits until it prints `ready`; it is stopped with the session.
    func startHelper(_ path: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        // Hidden: a file appearing in HOME would move the rows of a listed Files folder under the pointer.
        let output = home.appendingPathComponent(".helper-\(helpers.count).log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.runWithDefaultSignals()
        helpers.append(process)
        helperLogs.append(output)
        let ready = AppSession.poll(timeout: 20) {
            ((try? String(contentsOf: output, encoding: .utf8)) ?? "").contains("ready")
        }
        guard ready else { throw SessionError("\(path) did not get ready: \((try? String(contentsOf: output, encoding: .utf8)) ?? "")") }
        return process
    }

    /// Saves a screenshot of the whole display under `.build/screenshots/<name>.png` (kept for
    /// people to look at) and returns its path.
    func screenshot(_ name: String) throws -> String {
        let path = try AppSession.screenshotPath(name)
        let result = try run("/usr/bin/import", ["-display", display, "-window", "root", path])
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
        let result = try run("/usr/bin/convert", [path, "-crop", "\(width)x\(height)+\(x)+\(y)", "-colorspace", "LinearGray",
                                                  "-format", "%[fx:minima] %[fx:maxima]", "info:"])
        let values = result.output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard result.status == 0, values.count == 2 else { throw SessionError("could not measure \(path): \(result.output)") }
        return (values[0], values[1])
    }

    private var stopped = false

    /// Ends every process whose environment has `HOME=home`: what the session's bus started for
    /// it (at-spi-bus-launcher's accessibility bus and registry outlive the session bus).
    /// SIGTERM first; SIGKILL for any still running 2 s later.
    static func killProcesses(withHome home: String) {
        let marker = Array("HOME=\(home)".utf8) + [0]
        let me = getpid()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        let pids = names.compactMap { name -> Int32? in
            guard let pid = Int32(name), pid != me,
                  let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return nil }
            let bytes = [UInt8(0)] + Array(environ)
            return bytes.indices.contains(where: { bytes[$0] == 0 && bytes[($0 + 1)...].starts(with: marker) }) ? pid : nil
        }
        terminate(pids)
    }

    /// Sends SIGTERM to each process, waits up to 2 s for them to go, then sends SIGKILL to
    /// whichever is still there.
    static func terminate(_ pids: [Int32]) {
        guard !pids.isEmpty else { return }
        for pid in pids { Foundation.kill(pid, SIGTERM) }
        // A child of ours stays a zombie until reaped; kill(pid, 0) succeeds on a zombie, so ask
        // /proc whether it still runs.
        func running(_ pid: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
        }
        _ = poll(timeout: 2) { !pids.contains(where: running) }
        for pid in pids where running(pid) { Foundation.kill(pid, SIGKILL) }
    }

    /// Ends the app, the helpers, the bus and the display (SIGTERM, then SIGKILL after 2 s), and
    /// removes the temporary HOME.
    func stop() {
        guard !stopped else { return }
        stopped = true
        let processes = ([app].compactMap { $0 } + helpers + [bus, xvfb]).filter(\.isRunning)
        AppSession.terminate(processes.map(\.processIdentifier))
        for process in processes { _ = AppSession.poll(timeout: 10) { !process.isRunning } }
        AppSession.killProcesses(withHome: home.path)
        try? FileManager.default.removeItem(at: home)
    }

    deinit { stop() }

    static let clientPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("atspi_client.py").path

    /// Polls `condition` every 50 ms until it holds or `timeout` seconds pass.
    static func poll(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// The first line written to `handle`, or nil when none is complete within `timeout` seconds
    /// (or the writer closed its end first).
    private static func firstLine(of handle: FileHandle, timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var bytes: [UInt8] = []
        while Date() < deadline {
            var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&descriptor, 1, 100) >= 0 else { return nil }
            guard descriptor.revents != 0 else { continue }
            var byte: UInt8 = 0
            guard read(handle.fileDescriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }
}

struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
