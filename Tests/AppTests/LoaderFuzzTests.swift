import FileBrowsing
import Foundation
import GtkTestSupport
import StateStorage
import TabModel
import Testing

@testable import FloatingTabsApp

/// Mutated state files (truncated, wrong types, huge numbers, deep paths, bad base64, NUL bytes,
/// deep nesting in the file or in a record inside it) never crash the loader, are refused unread
/// when over the size limit, and give back every part that is still valid.
@Suite struct LoaderFuzzTests {
    typealias Snapshot = SessionController.Snapshot
    static let cases = Int(ProcessInfo.processInfo.environment["FT_LOADER_FUZZ_CASES"] ?? "") ?? 10_000

    static let valid = Snapshot(
        selectedTab: "notes",
        paths: [
            .init(tab: "files", routes: [.folder(RawPath("/home/u/a")), .folder(RawPath(bytes: [0x2F, 0xFF, 0x62])), .file(RawPath("/home/u/a/x.txt"))]),
            .init(tab: "recent", routes: [.file(RawPath("/tmp/r"))]),
        ],
        extras: ["settings": #"{"labelMode":"all","restoreSession":true}"#, "window.width": "900", "window.height": "700"])

    @Test func tenThousandMutatedStateFiles() throws {
        let base = try StateStore.encode(Self.valid)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ft-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = StateStore(fileURL: folder.appendingPathComponent("state.json"))
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SplitMix64(seed: seed)
        // Bounded work, not wall-clock time (two busy cores make any time limit flaky): a file
        // over the size limit is refused unread, and the loader's figures are printed below.
        var slowest = Duration.zero
        var largest = 0
        var restoredSomething = 0
        let clock = ContinuousClock()
        for index in 0..<Self.cases {
            let (mutated, expected) = Self.mutate(base, &rng)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try mutated.write(to: store.fileURL)
            let start = clock.now
            let result = store.load(Snapshot.self)
            slowest = max(slowest, clock.now - start)
            largest = max(largest, mutated.count)
            if mutated.count > StateStore.maximumSize {
                #expect(result.snapshot == nil, "seed \(seed) case \(index): a \(mutated.count)-byte file was read")
            }
            if let expected {
                // A mutation that spoils one part: every other part is restored exactly.
                #expect(result.snapshot.map(expected) == true, "seed \(seed) case \(index): \(String(describing: result.snapshot))")
            }
            if let snapshot = result.snapshot {
                restoredSomething += 1
                _ = snapshot.sanitized(validTabs: Set(AppTab.builtIn.map(\.id))) { _, _ in true }
                _ = snapshot.extras["settings"].map(AppSettings.decoding)
            }
            try? FileManager.default.removeItem(at: folder)
        }
        // An untouched file restores everything.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try base.write(to: store.fileURL)
        #expect(store.load(Snapshot.self).snapshot == Self.valid)
        print(
            "LoaderFuzzTests: \(Self.cases) mutated files (largest \(largest) bytes), \(restoredSomething) restored in part or whole, slowest load \(slowest), seed \(seed)"
        )
    }

    /// A field that is missing or unknown keeps the other settings (a newer or older version).
    @Test func settingsSurviveAddedAndMissingFields() {
        let saved = AppSettings.decoding(#"{"labelMode":"selectedOnly","appearance":"dark","aFutureOption":42}"#)
        #expect(saved.appearance == .dark)
        #expect(saved.labelMode == .selectedOnly)
        #expect(saved.restoreSession == AppSettings().restoreSession)
        let odd = AppSettings.decoding(#"{"appearance":"sepia","mouseDragSwipes":true}"#)
        #expect(odd.appearance == .system) // unknown value: default
        #expect(odd.mouseDragSwipes)
        #expect(saved.layout == .automatic, "saved before the layout option existed: automatic")
        var rail = AppSettings()
        rail.layout = .rail
        let json = String(decoding: try! JSONEncoder().encode(rail), as: UTF8.self)
        #expect(AppSettings.decoding(json).layout == .rail)
        #expect(AppSettings.decoding(#"{"layout":"diagonal","appearance":"dark"}"#).layout == .automatic)
        #expect(AppSettings.decoding(#"{"layout":"diagonal","appearance":"dark"}"#).appearance == .dark)
    }

    /// A mutated file, and for mutations that spoil one known part, what the load must give.
    static func mutate(_ data: Data, _ rng: inout SplitMix64) -> (Data, ((Snapshot) -> Bool)?) {
        var bytes = [UInt8](data)
        func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(max(n, 1))) }
        let valid = Self.valid
        func without(_ change: (inout Snapshot) -> Void) -> (Snapshot) -> Bool {
            var expected = valid
            change(&expected)
            return { $0 == expected }
        }
        switch pick(10) {
        case 0: // truncated
            return (Data(bytes.prefix(pick(bytes.count))), nil)
        case 1: // random bytes
            for _ in 0...pick(8) { bytes[pick(bytes.count)] = UInt8(truncatingIfNeeded: rng.next()) }
            return (Data(bytes), nil)
        case 2: // huge number of the wrong type
            return (replacing(bytes, #""window.width":"900""#, #""window.width":1e400"#), nil) // 1e400 is not valid JSON for Double
        case 3:
            return (replacing(bytes, #""selectedTab":"notes""#, #""selectedTab":[1,{"a":null}]"#), without { $0.selectedTab = nil })
        case 4: // a deep path
            let depth = 1 + pick(5_000)
            let routes = (0..<depth).map { #"{"folder":{"_0":"/d\#($0)"}}"# }.joined(separator: ",")
            let deep = (0..<depth).map { AppRoute.folder(RawPath("/d\($0)")) }
            return (
                replacing(bytes, #"{"routes":[{"file":{"_0":"\/tmp\/r"}}],"tab":"recent"}"#, #"{"routes":[\#(routes)],"tab":"recent"}"#),
                without { $0.paths[1].routes = deep }
            )
        case 5: // base64 that is not, a NUL byte, an empty path: the route is cut there
            let bad = ["b64:AA==", "b64:", "b64:AGI="][pick(3)]
            return (replacing(bytes, #"b64:L\/9i"#, bad), without { $0.paths[0].routes = Array($0.paths[0].routes.prefix(1)) })
        case 6: // nesting, half the time around Foundation's depth limit (513 "[" at the end trapped it)
            let count = pick(2) == 0 ? 1 + pick(100_000) : 505 + pick(16)
            if pick(2) == 0 { return (Data(String(repeating: "[", count: count).utf8), nil) }
            // …or inside a record the app decodes again (the settings): the rest is restored
            var nested = valid
            nested.extras["settings"] = String(repeating: ["[", "{"][pick(2)], count: count)
            return ((try? StateStore.encode(nested)) ?? data, { $0 == nested })
        case 7:
            return (replacing(bytes, #""version":1"#, #""version":99999999999999999999999"#), without { _ in })
        case 8: // valid, but padded past the size limit: refused unread
            return (Data(bytes + [UInt8](repeating: 0x20, count: StateStore.maximumSize - bytes.count + 1 + pick(4_096))), nil)
        default:
            return (replacing(bytes, #""paths":["#, #""paths":[7,"x",null,{"tab":3},"#), without { _ in })
        }
    }

    static func replacing(_ bytes: [UInt8], _ target: String, _ replacement: String) -> Data {
        let text = String(decoding: bytes, as: UTF8.self)
        if !text.contains(target) { Issue.record("the mutation's target \(target) is not in \(text)") }
        return Data(text.replacingOccurrences(of: target, with: replacement).utf8)
    }
}
