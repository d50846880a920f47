import Foundation
import TabModel

/// Nanoseconds per model operation, measured in a tight loop (best of 7 repetitions).
enum ModelBench {
    struct Figures: Codable {
        var selectNs = 0.0
        var pushPopNs = 0.0
        var trackerSampleNs = 0.0
    }

    static func run(iterations: Int) -> Figures {
        var figures = Figures()
        let tabs = (0..<20).map(BenchTab.init)
        let selection = try! TabSelection(tabs: tabs)
        let token = selection.observe { _ in }
        figures.selectNs = best { for i in 0..<iterations { try? selection.select(index: i % 20, reason: .programmatic) } } / Double(iterations)
        let navigation = NavigationStore<Int, Int>()
        figures.pushPopNs =
            best {
                for i in 0..<iterations {
                    navigation.push(i, on: 3)
                    navigation.pop(3)
                }
            } / Double(iterations)
        var tracker = SwipeTracker()
        figures.trackerSampleNs =
            best {
                tracker.begin(source: .touchpad, page: 5, pageCount: 20, pageWidth: 800, rightToLeft: false)
                for i in 0..<iterations { tracker.update(dx: 0.01, dy: 0, time: Double(i)) }
                _ = tracker.end()
            } / Double(iterations)
        token.cancel()
        return figures
    }

    private static func best(_ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<7 {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        return times.min()!
    }
}
