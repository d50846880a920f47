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

    /// A tab is as wide selected (bold) as not, so the bar keeps its size, and the search button
    /// beside it its place, when the selection moves to or from the tab with the longest title.
    @Test func theBarKeepsItsWidthWhenTheTabWithTheLongestTitleIsSelected() throws {
        let (window, selection, view) = try twoTitledTabs()
        defer { window.destroy() }
        try expectSteadyWidth(of: view, selecting: ["b", "a"], in: selection)
    }

    /// The room kept for bold follows the desktop's font when it changes.
    @Test func theBarKeepsItsWidthAfterTheDesktopFontChanges() throws {
        let (window, selection, view) = try twoTitledTabs()
        defer { window.destroy() }
        let font = Runtime.stringSetting("gtk-font-name") ?? "Sans 10"
        Runtime.setSetting("gtk-font-name", "Sans 16")
        defer { Runtime.setSetting("gtk-font-name", font) }
        let widthBefore = view.bar.allocatedSize.width
        #expect(MainLoop.spin(until: { view.bar.allocatedSize.width != widthBefore }, timeout: 5), "the bar did not follow the new font")
        waitForFrames(2, of: view)
        try expectSteadyWidth(of: view, selecting: ["b", "a"], in: selection)
    }

    private func twoTitledTabs() throws -> (Window, TabSelection<TitledTab>, TabView<TitledTab>) {
        GtkHarness.start()
        let window = Window()
        window.setDefaultSize(width: 900, height: 500)
        let selection = try TabSelection(tabs: [TitledTab(id: "a", title: "Mail"), TitledTab(id: "b", title: "Recent files")])
        let view = TabView(selection: selection) { _ in Label("page") }
        window.setChild(view)
        window.present()
        #expect(MainLoop.spin(until: { view.isMapped && view.bar.allocatedSize.width > 0 }, timeout: 5))
        return (window, selection, view)
    }

    /// Selects each of `ids` in turn and expects the bar as wide after each as before.
    private func expectSteadyWidth(of view: TabView<TitledTab>, selecting ids: [String], in selection: TabSelection<TitledTab>) throws {
        let widthBefore = view.bar.allocatedSize.width
        for id in ids {
            try selection.select(id, reason: .click)
            let index = selection.tabs.firstIndex { $0.id == id } ?? 0
            #expect(MainLoop.spin(until: { view.bar.buttons[index].titleWeight == 700 }, timeout: 5))
            waitForFrames(2, of: view)
            let width = view.bar.allocatedSize.width
            #expect(width == widthBefore, "with \(id) selected the bar went from \(widthBefore) to \(width) px wide")
        }
    }

    /// Spins until `count` more frames of `widget`'s window were painted.
    private func waitForFrames(_ count: Int64, of widget: Widget) {
        guard let clock = widget.frameClock else { return }
        let start = clock.frameCounter
        MainLoop.spin(
            until: {
                widget.queueDraw()
                return clock.frameCounter >= start + count
            }, timeout: 5)
    }

    private func expectOnlySelectedTitleBold(tabs: Int, inserted: Int, selecting selected: String) throws {
        GtkHarness.start()
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: 900, height: 500)
        let selection = try TabSelection(tabs: (0..<tabs).map { DemoTab(id: "\($0)") })
        weak var weakView: TabView<DemoTab>?
        // Building a page measures the bar (as the app's pages did when they asked for the
        // bar's height): a measure before the tabs are styled must not stick.
        let view = TabView(selection: selection) { _ in
            let page = Label("page")
            page.setMargins(bottom: weakView?.bar.measure(horizontal: false).natural ?? 0)
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
        waitForFrames(2, of: view)
        let weights = view.bar.buttons.compactMap(\.titleWeight) // in the tabs' order
        let expected = (0..<(tabs + inserted)).map { "\($0)" == selected ? Int32(700) : 400 }
        #expect(weights == expected, "title font weights: \(weights)")
    }
}

/// A tab with a title of its own (titles of different lengths).
private struct TitledTab: TabItem {
    let id: String
    let title: String
    var iconName: String { "folder-symbolic" }
}
