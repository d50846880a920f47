import Foundation
import GtkTestSupport
import StateStorage
import TabModel
import Testing

@Suite struct ModelFuzzTests {
    /// 1,000,000 random operations with the invariants checked after every step
    /// (`FT_FUZZ_OPERATIONS` lowers the count for the sanitizer runs, which are 10× slower).
    @Test func millionRandomOperationsKeepEveryInvariant() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = UInt64(environment["FT_FUZZ_SEED"] ?? "") ?? UInt64.random(in: 0...UInt64.max)
        let operations = Int(environment["FT_FUZZ_OPERATIONS"] ?? "") ?? 1_000_000
        var rng = SplitMix64(seed: seed)
        let pool = (0..<12).map { TestTab("t\($0)") }
        let selection = try TabSelection(tabs: Array(pool.prefix(4)))
        let navigation = NavigationStore<String, TestRoute>()
        var seen: [SelectionEvent<String>] = []
        var navigationSeen = 0
        let selectionToken = selection.observe { seen.append($0) }
        let navigationToken = navigation.observe { _ in navigationSeen += 1 }
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("state.json"))
        var expectedEvents = 0
        var expectedNavigation = 0
        var roundTrips = 0

        for step in 0..<operations {
            let before = Dictionary(uniqueKeysWithValues: pool.map { ($0.id, navigation.path(for: $0.id)) })
            var touched: String?
            let countBefore = seen.count
            let navigationBefore = navigationSeen
            let ids = selection.tabs.map(\.id)
            let arranged = selection.arrangedTabs.map(\.id)
            let any = pool[Int.random(in: 0..<pool.count, using: &rng)].id
            switch Int.random(in: 0..<100, using: &rng) {
            case 16..<18:
                let target = Int.random(in: 0..<max(ids.count, 1), using: &rng)
                do { try selection.move(any, to: target) } catch { #expect(!ids.contains(any) || ids.isEmpty) }
                expectedEvents = seen.count
            case 18..<19:
                do { try selection.hide(any) } catch { #expect(!ids.contains(any) || ids.count == 1) }
                expectedEvents = seen.count
            case 19..<20:
                try? selection.unhide(any)
                expectedEvents = seen.count
            case 0..<16:
                let previous = selection.selectedID
                do {
                    try selection.select(any, reason: .click)
                    expectedEvents += 1
                    if previous == any { #expect(seen.last == .reselected(any, reason: .click)) }
                } catch { #expect(!ids.contains(any)) }
            case 20..<30:
                if selection.selectNext(reason: .keyboard) { expectedEvents += 1 } else { #expect(ids.count < 2) }
            case 30..<40:
                if selection.selectPrevious(reason: .swipe, wrap: false) { expectedEvents += 1 }
            case 40..<50:
                let index = Int.random(in: -1...ids.count, using: &rng)
                do {
                    try selection.select(index: index, reason: .keyboard)
                    expectedEvents += 1
                } catch {}
            case 50..<62:
                touched = any
                navigation.push(.folder("/\(step)"), on: any)
                expectedNavigation += 1
            case 62..<72:
                touched = any
                if navigation.pop(any) != nil { expectedNavigation += 1 }
            case 72..<75:
                touched = any
                if navigation.popToRoot(any) { expectedNavigation += 1 }
            case 75..<83:
                do {
                    try selection.setBadge(Int.random(in: -2...150, using: &rng), for: any)
                } catch { #expect(!ids.contains(any)) }
                expectedEvents = seen.count // badge events only when the value changed
            case 83..<86:
                try? selection.setNeedsAttention(Bool.random(using: &rng), for: any)
                expectedEvents = seen.count
            case 86..<91:
                let hadSelected = selection.selectedID
                do {
                    try selection.insert(TestTab(any), at: Int.random(in: 0...ids.count, using: &rng))
                    expectedEvents += hadSelected == nil ? 2 : 1
                } catch { #expect(arranged.contains(any)) }
            case 91..<96:
                let wasSelected = selection.selectedID == any
                let wasHidden = selection.isHidden(any)
                do {
                    try selection.remove(any)
                    // A hidden tab's removal changes nothing shown; removing the last shown tab
                    // shows the hidden ones again.
                    expectedEvents += (wasHidden ? 0 : 1) + (wasSelected && selection.selectedID != nil ? 1 : 0)
                } catch { #expect(!arranged.contains(any)) }
            default:
                if step % 50 == 0 { // save/load round trips through the real file
                    let snapshot = SessionSnapshot(selection: selection, navigation: navigation, extras: ["step": "\(step)"])
                    try store.save(snapshot)
                    #expect(store.load(SessionSnapshot<String, TestRoute>.self).snapshot == snapshot)
                    roundTrips += 1
                } else {
                    let snapshot = SessionSnapshot(selection: selection, navigation: navigation)
                    let data = try JSONEncoder().encode(snapshot)
                    #expect(try JSONDecoder().decode(SessionSnapshot<String, TestRoute>.self, from: data) == snapshot)
                }
            }
            // Invariants.
            let count = selection.tabs.count
            #expect(selection.tabs.map(\.id) == selection.arrangedTabs.map(\.id).filter { !selection.isHidden($0) }, "seed \(seed) step \(step)")
            #expect(count > 0 || selection.arrangedTabs.isEmpty, "seed \(seed) step \(step): tabs exist but none is shown")
            for (index, tab) in selection.tabs.enumerated() where selection.index(of: tab.id) != index {
                Issue.record("seed \(seed) step \(step): index table says \(String(describing: selection.index(of: tab.id))) for \(tab.id) at \(index)")
            }
            for event in seen[countBefore...] {
                guard case .tabsChanged(let mapping) = event else { continue }
                #expect(mapping.count == count)
                for (new, old) in mapping.enumerated() {
                    if let old, ids.indices.contains(old) { #expect(ids[old] == selection.tabs[new].id, "seed \(seed) step \(step)") }
                    if old == nil { #expect(!ids.contains(selection.tabs[new].id), "seed \(seed) step \(step)") }
                }
            }
            if count > 0 {
                let selected = try #require(selection.selectedID, "seed \(seed) step \(step)")
                #expect(selection.tabs.filter { $0.id == selected }.count == 1)
            } else {
                #expect(selection.selectedID == nil)
            }
            #expect(seen.count == expectedEvents, "seed \(seed) step \(step)")
            #expect(navigationSeen == expectedNavigation, "seed \(seed) step \(step)")
            #expect(seen.count - countBefore <= 2)
            #expect(navigationSeen - navigationBefore <= 1)
            for tab in pool where tab.id != touched {
                if navigation.path(for: tab.id) != before[tab.id]! {
                    Issue.record("seed \(seed) step \(step): path of \(tab.id) changed by an operation on \(touched ?? "no tab")")
                }
            }
            if Set(selection.tabs.map(\.id)).count != count { Issue.record("duplicate ids, seed \(seed)") }
            if seen.count > 10_000 {
                seen.removeFirst(9_000)
                expectedEvents = seen.count
            }
        }
        #expect(roundTrips > 50)
        selectionToken.cancel()
        navigationToken.cancel()
        print("ModelFuzzTests: \(operations) operations, seed \(seed), \(roundTrips) file round trips")
    }
}
