import Foundation
import GtkTestSupport
import Testing

/// `scripts/test` stops what its run left behind, and only that: it finds its processes by the
/// `FT_TEST_RUN` marker they inherit, not by command line, so a FloatingTabs the developer has open
/// (or a run in another folder or root) is never touched.
@Suite struct LeftoverProcessTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theRunFindsOnlyTheProcessesThatCarryItsMarker() throws {
        let marker = "leftover-test-\(UUID().uuidString)"
        func sleeper(marked: Bool) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sleep")
            process.arguments = ["60"]
            var environment = ProcessInfo.processInfo.environment
            environment["FT_TEST_RUN"] = marked ? marker : nil
            process.environment = environment
            try process.runWithDefaultSignals()
            return process
        }
        let ours = try sleeper(marked: true)
        let theirs = try sleeper(marked: false)
        defer {
            for process in [ours, theirs] where process.isRunning { process.terminate() }
        }
        let script = "source scripts/common.sh && processes_of_run \"$1\""
        let result = try ProcessRunner.run("/bin/bash", ["-c", "cd \"\(Self.root.path)\" && \(script)", "_", marker], timeout: 60)
        let pids = Set(result.output.split(separator: "\n").compactMap { Int32($0) })
        #expect(result.status == 0, "\(result.output)")
        #expect(pids.contains(ours.processIdentifier), "the run's own process was not found: \(pids)")
        #expect(!pids.contains(theirs.processIdentifier), "a process the run did not start would be stopped")
    }
}
