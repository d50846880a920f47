import Foundation

/// Runs a built executable of this package and collects its output (stdout and stderr).
public enum ProcessRunner {
    public struct Result {
        public let status: Int32
        public let output: String
    }

    /// The path of an executable product next to the test bundle (same build configuration).
    public static func builtProduct(_ name: String) -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent(name).path
    }

    /// Runs `path` with `arguments`, killing it after `timeout` seconds.
    public static func run(_ path: String, _ arguments: [String] = [], environment: [String: String] = [:], timeout: Double) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            finished.wait()
        }
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
