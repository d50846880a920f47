import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// Only the selected tab's title is bold, also when the selection changed before the view was
/// on screen (a restored session selecting another tab than the first, or a pinned folder's tab
/// added at start-up).
@Suite(.serialized) @MainActor struct TabButtonStyleTests {
    @Test func aTabSelectedBeforeTheWindowShowsLeavesNoOtherTitleBold() throws {
        try expectOnlySelectedTitleBold(tabs: 4, inserted: 0, selecting: "2")
    }

    /// As the app restores a session: pinned folders' tabs are added, then one of them selected.
    @Test func anInsertedTabSelectedBeforeTheWindowShowsLeavesNoOtherTitleBold() throws {
        try expectOnlySelectedTitleBold(tabs: 4, inserted: 1, selecting: "4")
    }

    private func expectOnlySelectedTitleBold(tabs: Int, inserted: Int, selecting selected: String) throws {
        GtkHarness.start()
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: 900, height: 500)
        let selection = try TabSelection(tabs: (0..<tabs).map { DemoTab(id: "\($0)") })
        weak var weakView: TabView<DemoTab>?
        // Like the app's pages, each keeps the last row clear of the bar: building one measures the bar.
        let view = TabView(selection: selection) { _ in
            let page = Label("page")
            page.setMargins(bottom: weakView?.barClearance ?? 0)
            return page
        }
        weakView = view
        view.options = TabViewOptions()
        for index in tabs..<(tabs + inserted) { try selection.insert(DemoTab(id: "\(index)")) }
        try selection.select(selected, reason: .restore)
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
        let expected = (0..<(tabs + inserted)).map { "\($0)" == selected ? Int32(700) : 400 }
        #expect(weights == expected, "title font weights: \(weights)")
    }
}
