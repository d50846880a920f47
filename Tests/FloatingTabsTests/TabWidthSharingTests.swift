import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// In a bar narrower than every tab at the widest one's width, a tab with a long title keeps
/// the room for it and the others share the rest, instead of all taking equal shares and the
/// long title being cut ("R…" beside a badge while "Notes" had room to spare).
@Suite(.serialized) @MainActor struct TabWidthSharingTests {
    @Test func aLongTitleStaysWholeWhereTheTabsTogetherFit() throws {
        GtkHarness.start()
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: 1000, height: 500)
        let titles = ["Mail", "Recent files everywhere", "Notes", "Calendar"]
        let selection = try TabSelection(tabs: titles.enumerated().map { SharingTab(id: "\($0.offset)", title: $0.element) })
        try selection.setBadge(120, for: "1")
        let view = TabView(selection: selection) { _ in Label("page") }
        window.setChild(view)
        window.present()
        #expect(MainLoop.spin(until: { view.isMapped && view.bar.allocatedSize.width > 0 }, timeout: 5))
        let naturals = view.bar.buttons.map { Double($0.measure(horizontal: true).natural) }
        let metrics = view.bar.metrics()
        // A view as wide as the tabs' natural widths together, the bar's chrome and 20 px more:
        // the tabs fit, but not at the widest tab's width each.
        let viewWidth = naturals.reduce(0, +) + metrics.chromeWidth + 20
        #expect(viewWidth < Double(titles.count) * naturals.max()! + metrics.chromeWidth, "the case needs unequal titles")
        let windowExtra = window.allocatedSize.width - view.allocatedSize.width
        window.setDefaultSize(width: Int32(viewWidth) + windowExtra, height: 500)
        #expect(MainLoop.spin(until: { abs(Double(view.allocatedSize.width) - viewWidth) < 1 && !view.shapeMorph.isAnimating }, timeout: 5))
        MainLoop.drain()
        #expect(!view.bar.strip.scrolls, "the tabs fit: nothing scrolls")
        for (index, button) in view.bar.buttons.enumerated() {
            let width = view.bar.strip.frame(of: index, offset: 0, rightToLeft: false).width
            #expect(width >= naturals[index], "“\(titles[index])” got \(width) px of the \(naturals[index]) its title and badge need")
            #expect(!button.titleIsCut, "“\(titles[index])” is cut short")
        }
        // The indicator takes the selected tab's width as it moves to the long one.
        try selection.select("1", reason: .click)
        let longTab = view.bar.strip.frame(of: 1, offset: 0, rightToLeft: false)
        #expect(
            MainLoop.spin(until: { view.bar.indicatorFrame == longTab }, timeout: 5),
            "indicator at \(String(describing: view.bar.indicatorFrame)), tab at \(longTab)")
    }
}

private struct SharingTab: TabItem {
    let id: String
    let title: String
    var iconName: String { "folder-symbolic" }
}
