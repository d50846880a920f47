import FileBrowsing
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs
@testable import FloatingTabsApp

/// Scrollable pages end above the floating bar, so their last row can be scrolled clear of it.
@Suite(.serialized) @MainActor struct BottomInsetTests {
    @Test func fileListsEndAboveTheFloatingBar() throws {
        GtkHarness.start()
        let window = Window()
        defer { window.destroy() }
        let selection = try TabSelection(tabs: AppTab.builtIn)
        final class Holder {
            weak var view: TabView<AppTab>?
            var list: FileListView?
        }
        let holder = Holder()
        let view = TabView(selection: selection) { _ in
            let page = FileListView(name: "Files", bottomInset: holder.view?.barClearance ?? 0) { _ in }
            holder.list = page
            return page
        }
        holder.view = view
        window.setDefaultSize(width: 700, height: 500)
        window.setChild(view)
        window.present()
        let entries = (0..<200).map { FileEntry(path: RawPath("/tmp/file-\($0)"), kind: .file, size: 1, modified: .distantPast) }
        holder.list?.show(entries, emptyText: "")
        MainLoop.spin(until: { (holder.list?.list.bounds(in: view)?.height ?? 0) > 0 && view.bar.allocatedSize.height > 0 }, timeout: 5)
        MainLoop.drain()
        let listFrame = try #require(holder.list?.list.bounds(in: view))
        let barFrame = try #require(view.bar.bounds(in: view))
        #expect(listFrame.y + listFrame.height <= barFrame.y, "list ends at \(listFrame.y + listFrame.height), bar starts at \(barFrame.y)")
    }
}
