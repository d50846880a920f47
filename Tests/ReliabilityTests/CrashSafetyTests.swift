import Foundation
import Glibc
import GtkTestSupport
import StateStorage
import TabModel
import Testing

/// SIGKILL at a random moment while the session is being saved never leaves an unreadable state
/// file, and the next start restores the last complete save.
@Suite struct CrashSafetyTests {
    @Test func twoHundredKillsDuringSavesNeverCorruptTheState() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ft-crash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stateURL = folder.appendingPathComponent("state.json")
        let store = StateStore(fileURL: stateURL)
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SplitMix64(seed: seed)
        var lastCounter = 0
        var completeLoads = 0
        for iteration in 0..<200 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ProcessRunner.builtProduct("StateStoreProbe"))
            process.arguments = [stateURL.path]
            try process.runWithDefaultSignals()
            // The kill moment is what is random here (0–40 ms into the save loop), not a wait for
            // something to happen.
            usleep(useconds_t(rng.next() % 40_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let result = store.load(SessionSnapshot<String, String>.self)
            #expect(result.warnings.isEmpty, "seed \(seed) iteration \(iteration): \(result.warnings)")
            #expect(result.quarantinedURL == nil)
            if let snapshot = result.snapshot {
                let counter = Int(snapshot.extras["counter"] ?? "") ?? -1
                #expect(counter >= lastCounter, "went back from \(lastCounter) to \(counter)")
                #expect(snapshot.routes(for: "files") == ["/a", "/a/\(counter)"]) // internally consistent
                #expect(snapshot.extras["notes.draft"]?.count == 120_000)
                lastCounter = counter
                completeLoads += 1
            }
        }
        #expect(completeLoads > 150)
        store.removeStaleTemporaryFiles() // what the next start does, holding the lock
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "state.json" && $0 != "lock" }
        #expect(leftovers.isEmpty, "\(leftovers)")
        let attributes = try FileManager.default.attributesOfItem(atPath: stateURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        print("CrashSafetyTests: 200 SIGKILLs, \(completeLoads) complete loads, last save #\(lastCounter), seed \(seed)")
    }
}
