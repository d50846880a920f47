import FileBrowsing
import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabsApp

/// Typing a filter over a long folder: the rows on screen show the matches at once, are filled
/// again rather than made anew (GTK 4.8 recreates the row widgets of every item a splice
/// replaces: milliseconds per keystroke), the selected entry stays selected while it matches, and
/// Escape brings the keyboard back to it. A filter that matches nothing offers to look further.
@Suite(.serialized) @MainActor struct FileListFilterTests {
    @Test func aFilterRefillsTheRowsOnScreenAndKeepsTheSelectedEntry() throws {
        GtkHarness.start()
        let window = Window()
        defer { window.destroy() }
        let list = FileListView(name: "Folder", bottomInset: 0) { _ in }
        #expect(AccessibleCheck.label(list.list, "Folder") == nil, "screen readers read the list's name")
        window.setDefaultSize(width: 600, height: 500)
        window.setChild(list)
        window.present()
        let entries = (0..<10_000).map { FileEntry(path: RawPath("/tmp/entry-\($0)"), kind: .file, size: 1, modified: .distantPast) }
        list.show(entries, emptyText: "")
        func shownRows() -> [FileRow] { list.list.liveRows.filter { $0.widget.isMapped && $0.entry != nil } }
        MainLoop.spin(until: { shownRows().count > 5 }, timeout: 5)
        MainLoop.drain()
        list.list.selectedIndex = 7
        let before = Set(list.list.liveRows.map(ObjectIdentifier.init))

        list.filterField.text = "entry-7" // 1,111 of 10,000 match
        MainLoop.spin(until: { shownRows().allSatisfy { $0.entry?.name.hasPrefix("entry-7") == true } }, timeout: 5)
        MainLoop.drain()
        #expect(list.entries.count == 1_111)
        let shown = shownRows()
        #expect(shown.count > 5)
        #expect(shown.allSatisfy { $0.entry?.name.hasPrefix("entry-7") == true }, "\(shown.compactMap { $0.entry?.name })")
        let made = shown.filter { !before.contains(ObjectIdentifier($0)) }
        #expect(made.isEmpty, "\(made.count) of \(shown.count) rows on screen were made anew")
        #expect(list.list.selectedIndex.map { list.entries[$0].name } == "entry-7", "the selected entry is still selected")

        list.filterField.text = "entry-9999" // one match; the selected entry no longer matches
        MainLoop.spin(until: { shownRows().count == 1 }, timeout: 5)
        #expect(shownRows().first?.entry?.name == "entry-9999")
        #expect(list.list.selectedIndex == nil)

        // Escape with that one selected: every entry again, the selected one's row in view (it is
        // the last of 10,000) with the keyboard focus.
        list.list.selectedIndex = 0
        list.closeFilter()
        func selectedRowInViewWithFocus() -> Bool {
            guard let row = list.list.liveRows.first(where: { $0.entry?.name == "entry-9999" && $0.widget.isMapped }),
                let frame = row.widget.bounds(in: list)
            else { return false }
            let inView = frame.y >= 0 && frame.y + frame.height <= Double(list.allocatedSize.height)
            return inView && list.windowFocus == row.widget.handle.parent
        }
        MainLoop.spin(until: selectedRowInViewWithFocus, timeout: 5)
        #expect(list.entries.count == 10_000)
        #expect(list.list.selectedIndex.map { list.entries[$0].name } == "entry-9999")
        /// What a failure needs to be understood: where the list is scrolled, where the row is, where the focus is.
        func describe() -> String {
            let row = list.list.liveRows.first { $0.entry?.name == "entry-9999" }
            let rowState = row.map { "mapped \($0.widget.isMapped) at \($0.widget.bounds(in: list).map { "\($0)" } ?? "nowhere")" } ?? "none"
            let focusState: String
            switch list.windowFocus {
            case nil: focusState = "none"
            case let focus? where focus == row?.widget.handle.parent: focusState = "on the row"
            case let focus? where list.list.contains(focus): focusState = "elsewhere in the list"
            case let focus? where list.filterField.contains(focus): focusState = "in the filter"
            default: focusState = "outside the list"
            }
            let mapped = list.list.liveRows.filter { $0.widget.isMapped }.count
            return "offset \(list.scroller.verticalOffset) of \(list.scroller.maximumVerticalOffset), list height \(list.allocatedSize.height), "
                + "row \(rowState), focus \(focusState), \(mapped) rows mapped, field visible \(list.filterField.isVisible)"
        }
        #expect(selectedRowInViewWithFocus(), "after Escape the selected entry's row is not in view with the focus: \(describe())")
    }

    @Test func aFilterThatMatchesNothingOffersToSearchElsewhereWithItsText() {
        GtkHarness.start()
        let list = FileListView(name: "Folder", bottomInset: 0) { _ in }
        let entries = ["report.txt", "notes.txt"].map { FileEntry(path: RawPath("/tmp/\($0)"), kind: .file, size: 1, modified: .distantPast) }
        list.show(entries, emptyText: "")
        list.filterField.text = "budget"
        #expect(!list.status.button.isVisible, "nowhere else to look: no button")

        var searched: [String] = []
        list.onSearchElsewhere = { searched.append($0) }
        list.filterField.text = "budget 2"
        #expect(list.statusText == "No file here matches “budget 2”.")
        #expect(list.status.button.isVisible && list.status.button.label == "Search Your Home Folder")
        list.status.button.emitClicked()
        #expect(searched == ["budget 2"], "the search gets the filter's text")
        list.filterField.text = "rep"
        #expect(!list.status.button.isVisible, "something here matches: no button")
    }
}
