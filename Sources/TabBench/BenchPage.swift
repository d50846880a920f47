import Gtk

/// The page both implementations show: a scrolled list of 50 rows and an entry.
@MainActor
enum BenchPage {
    /// Each page's entry by page index, for `focusEntry(ofPage:)`. A child process shows one
    /// subject, so page indexes are unique; the entries live as long as the process, like their pages.
    private static var entries: [Int: Entry] = [:]

    static func make(_ index: Int) -> Widget {
        let root = Box(horizontal: false, spacing: 6)
        let entry = Entry()
        entry.placeholder = "Page \(index)"
        let rows = Box(horizontal: false, spacing: 2)
        for row in 0..<50 { rows.append(Label("Page \(index) row \(row)")) }
        let scroller = ScrolledWindow()
        scroller.setChild(rows)
        scroller.expand(horizontal: true, vertical: true)
        root.append(entry)
        root.append(scroller)
        entries[index] = entry
        return root
    }

    /// Puts the keyboard focus in page `index`'s entry, as a user who typed there has it; false
    /// when that page is not built or cannot take the focus.
    static func focusEntry(ofPage index: Int) -> Bool { entries[index]?.grabFocus() ?? false }
}
