import FileBrowsing
import Foundation
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs
@testable import FloatingTabsApp

/// The pages keep clear of the floating bar where it is: a file list ends above a bar at the
/// bottom edge (its last row can be scrolled out from under it), the pages start below a bar at
/// the top edge (nothing of theirs under it), and beside the rail a list reaches the window's
/// bottom edge. A change of place reaches the pages already built.
@Suite(.serialized) @MainActor struct BottomInsetTests {
    /// A window of the app's pages (Files, Recent, …) whose Files page is one long list.
    @MainActor private final class Fixture {
        let window: Window
        let pages: AppPages
        let view: TabView<AppTab>
        var token: ObservationToken?
        /// A home folder of 200 files.
        let home: URL
        var list: FileListView? { pages.shownFolderPage?.view }

        init(width: Int32, options: TabViewOptions) throws {
            GtkHarness.start()
            window = Window()
            home = FileManager.default.temporaryDirectory.appendingPathComponent("ft-inset-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            for index in 0..<200 { try Data("x".utf8).write(to: home.appendingPathComponent("file-\(index).txt")) }
            let home = RawPath(self.home.path)
            let selection = try TabSelection(tabs: AppTab.builtIn)
            let navigation = NavigationStore<String, AppRoute>()
            let pages = AppPages(
                home: home, navigation: navigation, selection: selection,
                fileActions: FileActions(window: window),
                recentFiles: RecentFiles(home: home))
            self.pages = pages
            view = TabView(selection: selection, options: options) { tab in pages.page(for: tab) }
            pages.bottomInset = Int32(view.pageInsets.bottom)
            token = view.observePageInsets { insets in pages.bottomInset = Int32(insets.bottom) }
            window.setDefaultSize(width: width, height: 500)
            window.setChild(view)
            window.present()
        }

        /// Waits for the Files page to list the 200 files, and the list and the bar to be laid out.
        func showLongList() async {
            // The listing comes back through the main dispatch queue: yield to it while spinning.
            let deadline = ContinuousClock.now + .seconds(10)
            while !(list?.entries.count == 200 && view.bar.allocatedSize.height > 0) && ContinuousClock.now < deadline {
                MainLoop.drain()
                await Task.yield()
            }
            #expect(list?.entries.count == 200, "listed \(list?.entries.count ?? -1) of 200: \(list?.statusText ?? "no list")")
            settle()
        }

        /// Spins until `changed` holds and then the list's and the bar's places stop changing.
        func settle(after changed: @escaping () -> Bool = { true }) {
            #expect(MainLoop.spin(until: changed, timeout: 5))
            var last: [Double] = []
            MainLoop.spin(
                until: {
                    let now = self.places()
                    defer { last = now }
                    return !now.isEmpty && now == last && !self.view.shapeMorph.isAnimating
                }, timeout: 5)
        }

        /// The list's and the bar's frames in the view, flattened; empty before both are laid out.
        private func places() -> [Double] {
            guard let list = list?.list.bounds(in: view), let bar = view.bar.bounds(in: view) else { return [] }
            return [list.x, list.y, list.width, list.height, bar.x, bar.y, bar.width, bar.height]
        }

        func frames() throws -> (list: (y: Double, bottom: Double), bar: (y: Double, bottom: Double), height: Double) {
            let list = try #require(self.list?.list.bounds(in: view))
            let bar = try #require(view.bar.bounds(in: view))
            return ((list.y, list.y + list.height), (bar.y, bar.y + bar.height), Double(view.allocatedSize.height))
        }

        deinit {
            MainActor.assumeIsolated { window.destroy() }
            try? FileManager.default.removeItem(at: home)
        }
    }

    /// A window `width` px wide with the options `configure` sets, its Files list listed and laid out.
    private func shownList(width: Int32, _ configure: (inout TabViewOptions) -> Void = { _ in }) async throws -> Fixture {
        var options = TabViewOptions()
        configure(&options)
        let fixture = try Fixture(width: width, options: options)
        await fixture.showLongList()
        return fixture
    }

    @Test func aListEndsAboveABarAtTheBottomEdge() async throws {
        let fixture = try await shownList(width: 700)
        let frames = try fixture.frames()
        #expect(frames.list.bottom <= frames.bar.y, "list ends at \(frames.list.bottom), bar starts at \(frames.bar.y)")
        #expect(fixture.view.pageInsets == PageInsets(bottom: frames.height - frames.bar.y + Double(fixture.view.options.margin)))
    }

    @Test func thePagesStartBelowABarAtTheTopEdgeAndAListReachesTheBottom() async throws {
        let fixture = try await shownList(width: 700) { $0.position = .top }
        let frames = try fixture.frames()
        #expect(frames.list.y >= frames.bar.bottom, "list starts at \(frames.list.y), bar ends at \(frames.bar.bottom)")
        let page = try #require(fixture.view.pager.bounds(in: fixture.view))
        #expect(page.y >= frames.bar.bottom, "the page (its header first) starts at \(page.y), under a bar ending at \(frames.bar.bottom)")
        #expect(frames.list.bottom == frames.height, "nothing covers the bottom edge: the list reaches it (\(frames.list.bottom) of \(frames.height))")
    }

    @Test func besideTheRailAListReachesTheBottomAndAChangeReachesThePagesBuilt() async throws {
        let fixture = try await shownList(width: 1200) { $0.layout = .rail }
        var options = fixture.view.options
        var frames = try fixture.frames()
        #expect(fixture.view.pageInsets == PageInsets())
        #expect(frames.list.bottom == frames.height, "the list reaches the bottom edge: \(frames.list.bottom) of \(frames.height)")
        // The same page, built beside the rail, makes room for the bar once the bar replaces it.
        options.layout = .bar
        fixture.view.options = options
        fixture.settle { fixture.view.barLayout?.kind == .bar }
        frames = try fixture.frames()
        #expect(frames.list.bottom <= frames.bar.y, "list ends at \(frames.list.bottom), bar starts at \(frames.bar.y)")
        options.position = .top
        fixture.view.options = options
        fixture.settle { (fixture.view.bar.bounds(in: fixture.view)?.y ?? 500) < 100 }
        frames = try fixture.frames()
        #expect(frames.list.y >= frames.bar.bottom && frames.list.bottom == frames.height, "list \(frames.list), bar \(frames.bar)")
    }
}
