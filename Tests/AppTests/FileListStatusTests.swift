import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabsApp

/// A file list's message (a search that found nothing, a folder that cannot be read) in a narrow
/// window: it takes the page's width before it wraps, and its lines are centred under each other.
@Suite(.serialized) @MainActor struct FileListStatusTests {
    /// Shows `text` in a file list in a window `width` wide; returns the message's lines (where
    /// each starts and how wide it is) and the width they are laid out in.
    private func shown(_ text: String, inWindowOfWidth width: Int32) -> (lines: [(x: Int32, width: Int32)], width: Int32) {
        GtkHarness.start()
        let window = Window()
        defer { window.destroy() }
        let list = FileListView(name: "Folder", bottomInset: 0) { _ in }
        list.show([], emptyText: text)
        window.setDefaultSize(width: width, height: 300)
        window.setChild(list)
        window.present()
        MainLoop.spin(until: { window.allocatedSize.width == width && list.status.messageLines.width > 0 }, timeout: 5)
        MainLoop.drain()
        return list.status.messageLines
    }

    @Test func aLongMessageTakesTheNarrowPagesWidthAndCentresItsLines() {
        let (lines, width) = shown("Nothing in your home folder is named like “a name somebody typed in full”.", inWindowOfWidth: 360)
        let room: Int32 = 360 - 2 * 16 // the page's width less the status's margins
        #expect(width >= room - 2, "the message is laid out in \(width) px of \(room)")
        #expect(lines.count >= 2, "the text is too long for one line: \(lines)")
        let widest = lines.map(\.width).max() ?? 0
        #expect(Double(widest) > 0.75 * Double(room), "its longest line is \(widest) px of \(room)")
        for line in lines {
            let middle = Double(line.x) + Double(line.width) / 2
            #expect(abs(middle - Double(width) / 2) <= 2, "a line spans \(line.x)…\(line.x + line.width) of \(width): not centred")
        }
    }

    @Test func aShortMessageStaysOnOneLineInTheMiddle() {
        let (lines, width) = shown("This folder is empty.", inWindowOfWidth: 900)
        #expect(lines.count == 1, "\(lines)")
        let middle = lines.first.map { Double($0.x) + Double($0.width) / 2 } ?? 0
        #expect(abs(middle - Double(width) / 2) <= 2, "the text is laid out around x = \(middle) of \(width): not in the middle of the page")
    }
}
