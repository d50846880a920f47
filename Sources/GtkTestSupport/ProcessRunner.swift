import Foundation
import Glibc

/// Runs a built executable of this package and collects its output (stdout and stderr).
public enum ProcessRunner {
    public struct Result {
        public let status: Int32
        public let output: String
    }

    /// The path of an executable product next to the test bundle (same build configuration).
    /// For helper probes only: what users run comes from `shippedProduct`.
    public static func builtProduct(_ name: String) -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent(name).path
    }

    /// The path of a product as users run it: the optimised build `scripts/run` makes
    /// (`swift build -c release`, same flags), whose folder `scripts/test` exports as
    /// `FT_SHIPPED_BIN_DIR`. A debug build keeps every value alive to the end of its scope and
    /// hides use-after-free bugs that only the release build has, so end-to-end tests never
    /// launch it. Throws when the folder was not given or the product is not built there.
    public static func shippedProduct(_ name: String) throws -> String {
        try product(name, in: "FT_SHIPPED_BIN_DIR", builtBy: "swift build -c release --product \(name)")
    }

    /// The path of the app built with AddressSanitizer in release mode (`FT_ASAN_BIN_DIR`, built
    /// by `scripts/test`).
    public static func addressSanitizedProduct(_ name: String) throws -> String {
        try product(name, in: "FT_ASAN_BIN_DIR", builtBy: "swift build -c release --sanitize=address --product \(name)")
    }

    private static func product(_ name: String, in variable: String, builtBy command: String) throws -> String {
        guard let folder = ProcessInfo.processInfo.environment[variable], !folder.isEmpty else {
            throw MissingProduct(description: "\(variable) is not set: run the tests with scripts/test, which builds \(name) with `\(command)`")
        }
        let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw MissingProduct(description: "\(path) is not built: `\(command)` builds it (scripts/test does)")
        }
        return path
    }

    /// A product the tests launch is not where `scripts/test` builds it.
    public struct MissingProduct: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `path` with `arguments`, killing it after `timeout` seconds. Spawns with
    /// `posix_spawn` (Foundation's `Process.run` crashed intermittently when called thousands of
    /// times by the end-to-end tests); `environment` entries override the test process's.
    public static func run(_ path: String, _ arguments: [String] = [], environment: [String: String] = [:], timeout: Double) throws -> Result {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw SpawnError(path: path, code: errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        // The child starts with no signal blocked and every signal's default action (the test
        // runner's threads block SIGTERM and others, and a child inherits that).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw SpawnError(path: path, code: spawned)
        }
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output.append(contentsOf: buffer[..<count])
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        watchdog.cancel()
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// The executable could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        public let path: String
        public let code: Int32
        public var description: String { "could not start \(path): \(String(cString: strerror(code)))" }
    }
}
