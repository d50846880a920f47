import Gtk
import GtkTestSupport
import Testing

/// A list view over positions only (what a position shows is the caller's): it shows a row for
/// every position and none beyond, as the list is narrowed, grown and spliced, and a row on
/// screen that stays within the list keeps its widget.
@Suite(.serialized) @MainActor struct ListViewPositionsTests {
    init() { GtkHarness.start() }

    /// What each position shows (the caller's, not the list's).
    final class Texts {
        var values: [String] = []
    }

    final class TextRow: ListRow {
        let label = Label("")
        var position: Int?
        var widget: Widget { label }
    }

    @Test func rowsFollowTheNumberOfPositions() {
        let window = Window()
        defer { window.destroy() }
        let texts = Texts()
        texts.values = (0..<10_000).map { "row \($0)" }
        let list = ListView(
            setup: { TextRow() },
            bind: { row, position in
                row.position = position
                row.label.text = texts.values.indices.contains(position) ? texts.values[position] : ""
            })
        let scroller = ScrolledWindow()
        scroller.setChild(list)
        window.setChild(scroller)
        window.setDefaultSize(width: 300, height: 400)
        window.present()
        list.replace(0..<0, count: texts.values.count)
        func shown() -> [String] {
            // The rows in view, top to bottom: a splice moves the rows after it without binding
            // them again, so only their place says which position they show.
            let height = Double(list.allocatedSize.height)
            return list.liveRows.filter { $0.label.isMapped }.compactMap { row in row.label.bounds(in: list).map { ($0.y, row.label.text) } }
                .filter { $0.0 >= 0 && $0.0 < height }.sorted { $0.0 < $1.0 }.map(\.1)
        }
        #expect(MainLoop.spin(until: { shown().prefix(3) == ["row 0", "row 1", "row 2"] }, timeout: 5), "\(shown())")
        #expect(list.count == 10_000)
        let first = list.liveRows.first { $0.position == 0 }.map(ObjectIdentifier.init)

        texts.values = ["a", "b", "c"]
        list.refill(count: 3)
        #expect(list.count == 3)
        #expect(MainLoop.spin(until: { shown() == ["a", "b", "c"] }, timeout: 5), "\(shown())")
        #expect(list.liveRows.first { $0.position == 0 }.map(ObjectIdentifier.init) == first, "the first row was made anew")

        texts.values = ["a", "x", "y", "b", "c"]
        list.replace(1..<1, count: 2)
        #expect(list.count == 5)
        #expect(MainLoop.spin(until: { shown() == texts.values }, timeout: 5), "\(shown())")

        texts.values = []
        list.refill(count: 0)
        #expect(list.count == 0)
        #expect(MainLoop.spin(until: { shown().isEmpty }, timeout: 5), "\(shown())")
    }
}
