import Foundation
import GtkTestSupport

/// The real `floating-tabs` binary running on a private Xvfb display and a private D-Bus session
/// bus, with a temporary HOME, driven from outside: xdotool for pointer and keys, AT-SPI
/// (python3-pyatspi) to read what a screen reader sees.
final class AppSession {
    let display: String
    let home: URL
    let logURL: URL
    private let xvfb: Process
    private let bus: Process
    private(set) var app: Process?
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
    static func launched(
        withWindowManager makeTree: (URL) throws -> Void, executable: String? = nil,
        adding extra: [String: String] = [:]
    ) throws -> AppSession {
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
    func launch(
        _ arguments: [String] = [], product: String = "floating-tabs", executable: String? = nil, adding extra: [String: String] = [:],
        removing: Set<String> = []
    ) throws {
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
        guard AppSession.poll(timeout: 30, { !process.isRunning || self.tabs(all: true).contains { $0.selected } }), process.isRunning else {
            let ended = process.isRunning ? "" : " (it exited with status \(process.terminationStatus))"
            throw SessionError("the app showed no tab bar with a selected tab over AT-SPI\(ended). Log:\n\(self.log)")
        }
    }

    /// Whether the app process is running.
    var isAlive: Bool { app?.isRunning ?? false }

    /// The running app's process id.
    var appPID: Int32? { app.flatMap { $0.isRunning ? $0.processIdentifier : nil } }

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

    private var stopped = false

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
