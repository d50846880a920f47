import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// Only the selected tab's title is bold, also when the selection changed before the view was
/// on screen (a restored session selecting another tab than the first).
@Suite(.serialized) @MainActor struct TabButtonStyleTests {
    @Test func aTabSelectedBeforeTheWindowShowsLeavesNoOtherTitleBold() throws {
        GtkHarness.start()
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: 900, height: 500)
        let selection = try TabSelection(tabs: (0..<4).map { DemoTab(id: "\($0)") })
        weak var weakView: TabView<DemoTab>?
        // Like the app's pages, each keeps the last row clear of the bar: building one measures the bar.
        let view = TabView(selection: selection) { _ in
            let page = Label("page")
            page.setMargins(bottom: weakView?.barClearance ?? 0)
            return page
        }
        weakView = view
        view.options = TabViewOptions()
        try selection.select("2", reason: .restore)
        view.jumpToSelection()
        window.setChild(view)
        window.present()
        #expect(MainLoop.spin(until: { view.isMapped && view.bar.allocatedSize.width > 0 }, timeout: 5))
        if let clock = view.frameClock { // two painted frames
            let start = clock.frameCounter
            MainLoop.spin(
                until: {
                    view.queueDraw()
                    return clock.frameCounter >= start + 2
                }, timeout: 5)
        }
        let weights = view.bar.buttons.compactMap(\.titleWeight) // in the tabs' order
        #expect(weights.count == 4)
        #expect(weights == [400, 400, 700, 400], "title font weights: \(weights)")
    }
}
