import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabsApp

/// A file list's message (a search that found nothing, a folder that cannot be read) in a narrow
/// window: it takes the page's width before it wraps, and its lines are centred under each other.
@Suite(.serialized) @MainActor struct FileListStatusTests {
    /// The message's lines as drawn: for each run of rows with ink, its leftmost and rightmost
    /// inked column.
    private func drawnLines(_ image: RenderedImage) -> [(left: Int, right: Int)] {
        var lines: [(left: Int, right: Int)] = []
        var inLine = false
        for y in 0..<image.height {
            let inked = (0..<image.width).filter { image.pixel(x: $0, y: y).alpha > 0 }
            guard let left = inked.first, let right = inked.last else {
                inLine = false
                continue
            }
            if inLine, let last = lines.last {
                lines[lines.count - 1] = (min(last.left, left), max(last.right, right))
            } else {
                lines.append((left, right))
            }
            inLine = true
        }
        return lines
    }

    /// Shows `text` in a window `width` wide and returns the status's width and its drawn lines.
    private func shown(_ text: String, inWindowOfWidth width: Int32) throws -> (width: Int, lines: [(left: Int, right: Int)]) {
        GtkHarness.start()
        let window = Window()
        defer { window.destroy() }
        let list = FileListView(name: "Folder", bottomInset: 0) { _ in }
        list.show([], emptyText: text)
        let status = list.status
        window.setDefaultSize(width: width, height: 300)
        window.setChild(list)
        window.present()
        MainLoop.spin(until: { window.allocatedSize.width == width && status.widget.allocatedSize.width > 0 }, timeout: 5)
        MainLoop.drain()
        let image = try #require(status.widget.renderedImage())
        return (image.width, drawnLines(image))
    }

    @Test func aLongMessageTakesTheNarrowPagesWidthAndCentresItsLines() throws {
        let text = "Nothing in your home folder is named like “a name somebody typed in full”."
        let (width, lines) = try shown(text, inWindowOfWidth: 360)
        let room = 360 - 2 * 16 // the page's width less the status's margins
        #expect(width >= room - 2, "the message is \(width) px wide in \(room) px of room")
        #expect(lines.count >= 2, "the text is too long for one line: \(lines)")
        let widest = lines.map { $0.right - $0.left }.max() ?? 0
        #expect(Double(widest) > 0.75 * Double(room), "its longest line is \(widest) px of \(room)")
        for line in lines {
            let middle = Double(line.left + line.right) / 2
            #expect(abs(middle - Double(width) / 2) <= 3, "a line spans \(line.left)…\(line.right) of \(width): not centred")
        }
    }

    @Test func aShortMessageStaysOnOneLineInTheMiddle() throws {
        let (width, lines) = try shown("This folder is empty.", inWindowOfWidth: 900)
        #expect(lines.count == 1, "\(lines)")
        let middle = lines.first.map { Double($0.left + $0.right) / 2 } ?? 0
        #expect(abs(middle - Double(width) / 2) <= 3, "the text is drawn around x = \(middle) of \(width): not in the middle of the page")
    }
}
