import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// A page whose height depends on its width (wrapped text) while the bar turns into the rail
/// and back: the pages' inset changes during the animation, and GTK must never be asked to draw
/// a widget it has not laid out ("Trying to snapshot … without a current allocation").
@Suite(.serialized) @MainActor struct RailTextPageTests {
    @Test func wrappedTextBesideAMorphingRailIsAlwaysLaidOutBeforeItIsDrawn() {
        GtkHarness.start()
        let window = Window()
        let selection = try! TabSelection(tabs: (0..<4).map { DemoTab(id: "\($0)") })
        let view = TabView(selection: selection) { tab in
            let scroller = ScrolledWindow()
            let text = TextView()
            text.text = String(repeating: "Words that wrap at the page's width, \(tab.title). ", count: 400)
            scroller.setChild(text)
            scroller.expand(horizontal: true, vertical: true)
            return scroller
        }
        window.setDefaultSize(width: 800, height: 600)
        window.setChild(view)
        window.present()
        defer {
            window.destroy()
            MainLoop.drain()
        }
        MainLoop.spin(until: { view.isMapped && view.bar.allocatedSize.width > 0 }, timeout: 5)
        let before = LogMonitor.warningCount
        for width: Int32 in [1400, 800, 1400, 900, 1300, 800] {
            window.setDefaultSize(width: width, height: 600)
            MainLoop.spin(until: { view.bar.kind == (width >= 1300 ? .rail : .bar) && !view.shapeMorph.isAnimating }, timeout: 5)
        }
        // Resizes that cross the threshold while the change is still animating (it reverses).
        for width: Int32 in [1400, 820, 1380, 840, 1360, 800, 1400, 990, 1000, 980, 1010, 800] {
            window.setDefaultSize(width: width, height: 600)
            let clock = view.frameClock!
            let target = clock.frameCounter + 2
            MainLoop.spin(
                until: {
                    view.queueDraw()
                    return clock.frameCounter >= target
                }, timeout: 5)
        }
        MainLoop.spin(until: { !view.shapeMorph.isAnimating }, timeout: 5)
        #expect(LogMonitor.warningCount == before, "GTK warned while the rail came and went")
    }
}
