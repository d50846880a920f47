import Foundation
import GtkTestSupport

/// One fresh benchmark child started with `--outside`: it shows its window, builds its first two
/// tabs, prints `ready` and waits while harnesses switch its tabs from outside; then it either goes
/// on to its own scenarios (`finish`) or is stopped (`stop`). Its standard error goes to a file,
/// quoted when something fails.
final class OutsideChild {
    let process = Process()
    private let input = Pipe()
    private let lines: LineReader
    private let errors: URL

    /// Why a child gave no result: what it was doing, and the end of its standard error.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private init(arguments: [String], renderer: String) {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        process.environment = BenchAppProcess.environment(renderer: renderer)
        process.standardOutput = output
        process.standardInput = input
        errors = FileManager.default.temporaryDirectory.appendingPathComponent("tabbench-child-\(getpid())-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try? FileHandle(forWritingTo: errors)
        lines = LineReader(output.fileHandleForReading)
    }

    deinit { try? FileManager.default.removeItem(at: errors) }

    /// Starts a child showing `tabs` tabs of `implementation` and waits for its `ready`; with
    /// `focusedPass` it pauses a second time with the focus in its page (`proceed()`).
    static func start(
        _ implementation: BenchImplementation, tabs: Int, soak: Int, renderer: String, focusedPass: Bool = false
    ) -> Result<OutsideChild, Failure> {
        let spawnedAt = Measure.now()
        let child = OutsideChild(
            arguments: ["child", "--impl", implementation.rawValue, "--tabs", "\(tabs)", "--soak", "\(soak)", "--spawned-at", "\(spawnedAt)", "--outside"]
                + (focusedPass ? ["--focused-pass"] : []),
            renderer: renderer)
        do { try child.process.runWithDefaultSignals() } catch { return .failure(Failure(description: "could not start: \(error)")) }
        guard child.lines.next() == "ready" else {
            child.process.waitUntilExit()
            return .failure(child.failure("no ready line"))
        }
        return .success(child)
    }

    var pid: Int32 { process.processIdentifier }

    /// Lets a child started with `focusedPass` put the focus in its page and waits for its second
    /// `ready`; false when it printed something else or ended.
    func proceed() -> Bool {
        input.fileHandleForWriting.write(Data("go on\n".utf8))
        return lines.next() == "ready"
    }

    /// Lets the child run its own scenarios and returns the result line it prints last.
    func finish() -> Result<ChildResult, Failure> {
        input.fileHandleForWriting.write(Data("go on\n".utf8))
        var last: String?
        while let line = lines.next() { last = line }
        process.waitUntilExit()
        guard process.terminationStatus == 0, let last, let result = try? JSONDecoder().decode(ChildResult.self, from: Data(last.utf8)) else {
            return .failure(failure("no result line after the switches: \(last ?? "nothing")"))
        }
        return .success(result)
    }

    /// Ends the child without its own scenarios (when only the outside figures are wanted).
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    /// A failure saying `what` went wrong, whether the child still runs, and its last messages.
    func failure(_ what: String) -> Failure {
        let log = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let status = process.isRunning ? "running" : "exit status \(process.terminationStatus)"
        return Failure(description: "\(what) (\(status)); its standard error ends: \(log.suffix(1_500))")
    }
}
