import Gtk

/// The page both implementations show: a scrolled list of 50 rows and an entry.
@MainActor
enum BenchPage {
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
        return root
    }
}
