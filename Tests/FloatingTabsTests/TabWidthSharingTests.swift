import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// In a bar narrower than every tab at the widest one's width, a tab with a long title keeps
/// the room for it and the others share the rest, instead of all taking equal shares and the
/// long title being cut ("R…" beside a badge while "Notes" had room to spare).
@Suite(.serialized) @MainActor struct TabWidthSharingTests {
    private let titles = ["Mail", "Recent files everywhere", "Notes", "Calendar"]

    /// A shown window with a tab per title (the second with a badge), the first tab's page a
    /// label reading `firstPage`.
    private func tabs(firstPage text: String = "page") throws -> (Window, TabSelection<SharingTab>, TabView<SharingTab>, Label) {
        GtkHarness.start()
        let firstPage = Label(text)
        let window = Window()
        window.setDefaultSize(width: 1000, height: 500)
        let selection = try TabSelection(tabs: titles.enumerated().map { SharingTab(id: "\($0.offset)", title: $0.element) })
        try selection.setBadge(120, for: "1")
        let view = TabView(selection: selection) { $0.id == "0" ? firstPage : Label("page") }
        window.setChild(view)
        window.present()
        #expect(MainLoop.spin(until: { view.isMapped && view.bar.allocatedSize.width > 0 }, timeout: 5))
        return (window, selection, view, firstPage)
    }

    /// Resizes the window until the view is `width` px wide and laid out.
    private func resize(_ window: Window, soThat view: TabView<SharingTab>, is width: Double) {
        let windowExtra = window.allocatedSize.width - view.allocatedSize.width
        window.setDefaultSize(width: Int32(width) + windowExtra, height: 500)
        #expect(MainLoop.spin(until: { abs(Double(view.allocatedSize.width) - width) < 1 && !view.shapeMorph.isAnimating }, timeout: 5))
        MainLoop.drain()
    }

    @Test func aLongTitleStaysWholeWhereTheTabsTogetherFit() throws {
        let (window, selection, view, _) = try tabs()
        defer { window.destroy() }
        let naturals = view.bar.buttons.map { Double($0.measure(horizontal: true).natural) }
        let metrics = view.bar.metrics()
        // A view as wide as the tabs' natural widths together, the bar's chrome and 20 px more:
        // the tabs fit, but not at the widest tab's width each.
        let viewWidth = naturals.reduce(0, +) + metrics.chromeWidth + 20
        #expect(viewWidth < Double(titles.count) * naturals.max()! + metrics.chromeWidth, "the case needs unequal titles")
        resize(window, soThat: view, is: viewWidth)
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

    /// A little short of every natural width, the tabs not selected give up the room they keep
    /// for a bold title (theirs is regular), so no title is cut: not the selected one in bold
    /// ("Calend…" while the others stayed whole), and not after the selection moves.
    @Test func aLittleShortOfRoomTheSelectedTitleStaysWholeInBold() throws {
        let (window, selection, view, _) = try tabs()
        defer { window.destroy() }
        for id in ["3", "1"] {
            try selection.select(id, reason: .click)
            #expect(MainLoop.spin(until: { view.bar.buttons[Int(id)!].titleWeight == 700 }, timeout: 5))
            let widths = view.bar.buttons.map { $0.widths() }
            let spare = widths.enumerated().filter { $0.offset != Int(id)! }.map(\.element.boldRoom).reduce(0, +)
            #expect(spare >= 6, "the case needs bold room to give: \(widths)")
            // Short of the natural widths together by half the bold room the others can give.
            let viewWidth = widths.map(\.natural).reduce(0, +) + view.bar.metrics().chromeWidth - (spare / 2).rounded(.down)
            resize(window, soThat: view, is: viewWidth)
            #expect(!view.bar.strip.scrolls, "the tabs fit: nothing scrolls")
            let selected = view.bar.strip.frame(of: Int(id)!, offset: 0, rightToLeft: false).width
            #expect(selected >= widths[Int(id)!].natural, "the selected tab got \(selected) px of the \(widths[Int(id)!].natural) its bold title needs")
            let cut = view.bar.buttons.map(\.titleIsCut)
            #expect(cut == [false, false, false, false], "tab \(id) selected at \(viewWidth) px: titles cut \(cut)")
        }
    }

    /// Narrower still, every tab shows rather than the strip scrolling, as long as a title cut
    /// short keeps room for five average characters (its first letters and "…": at least "Rec…",
    /// "Rece…" in most fonts); one of five letters or fewer is never cut.
    @Test func aTitleCutShortKeepsItsFirstLettersAndAShortOneIsNeverCut() throws {
        // The first page reads the long title's first three letters and "…", laid out as the tab's
        // title is. (Five average characters are "Rece…" in Debian 12's font, 2 px short of it in
        // Debian testing's.)
        let (window, _, view, page) = try tabs(firstPage: "Rec…")
        defer { window.destroy() }
        let least = view.bar.buttons.map { Double($0.measure(horizontal: true).minimum) }
        resize(window, soThat: view, is: least.reduce(0, +) + view.bar.metrics().chromeWidth + 10)
        #expect(!view.bar.strip.scrolls, "the tabs fit at their least widths: nothing scrolls")
        let cut = view.bar.buttons.map(\.titleIsCut)
        #expect(cut == [false, true, false, true], "only the titles longer than five letters are cut: \(cut)")
        let firstLetters = page.measure(horizontal: true).natural
        #expect(view.bar.buttons[1].titleWidth >= firstLetters, "“Rec…” takes \(firstLetters) px; the title got \(view.bar.buttons[1].titleWidth)")
    }
}

private struct SharingTab: TabItem {
    let id: String
    let title: String
    var iconName: String { "folder-symbolic" }
}
