import TabModel
import Testing

@Suite struct NavigationStoreTests {
    @Test func pushPopDepthAndTop() {
        let store = NavigationStore<String, TestRoute>()
        #expect(store.depth(of: "files") == 0)
        store.push(.folder("/a"), on: "files")
        store.push(.folder("/a/b"), on: "files")
        #expect(store.depth(of: "files") == 2)
        #expect(store.top(of: "files") == .folder("/a/b"))
        #expect(store.pop("files") == .folder("/a/b"))
        #expect(store.path(for: "files") == [.folder("/a")])
    }

    @Test func popAtRootIsANoOpWithoutEvent() {
        let store = NavigationStore<String, TestRoute>()
        var events = 0
        let token = store.observe { _ in events += 1 }
        #expect(store.pop("files") == nil)
        #expect(store.popToRoot("files") == false)
        #expect(events == 0)
        token.cancel()
    }

    @Test func otherTabsAreUntouched() {
        let store = NavigationStore<String, TestRoute>()
        store.push(.folder("/x"), on: "files")
        store.push(.file("/r"), on: "recent")
        store.popToRoot("recent")
        store.push(.file("/q"), on: "recent")
        store.replace("recent", with: [])
        #expect(store.path(for: "files") == [.folder("/x")])
    }

    @Test func eventsDescribeEachChange() {
        let store = NavigationStore<String, TestRoute>()
        var events: [NavigationEvent<String, TestRoute>] = []
        let token = store.observe { events.append($0) }
        store.push(.folder("/a"), on: "t")
        store.push(.folder("/b"), on: "t")
        store.popToRoot("t")
        store.replace("t", with: [.file("/f")])
        store.replace("t", with: [.file("/f")]) // unchanged: no event
        store.pop("t", toDepth: 0)
        #expect(events.map(\.kind) == [.push, .push, .pop, .replace, .pop])
        #expect(events[2].old == [.folder("/a"), .folder("/b")])
        #expect(events[2].new == [])
        token.cancel()
    }

    @Test func popToDepthIgnoresBadDepths() {
        let store = NavigationStore<String, TestRoute>()
        store.replace("t", with: [.folder("1"), .folder("2"), .folder("3")])
        store.pop("t", toDepth: 5)
        store.pop("t", toDepth: -1)
        #expect(store.depth(of: "t") == 3)
        store.pop("t", toDepth: 1)
        #expect(store.path(for: "t") == [.folder("1")])
    }

    @Test func forwardReopensWhatBackLeftNearestFirst() {
        let store = NavigationStore<String, TestRoute>()
        store.push(.folder("/a"), on: "files")
        store.push(.folder("/a/b"), on: "files")
        store.push(.file("/a/b/c"), on: "files")
        #expect(!store.canGoForward("files"))
        store.pop("files")
        store.pop("files")
        #expect(store.forwardHistory(of: "files") == [.folder("/a/b"), .file("/a/b/c")])
        var kinds: [NavigationEvent<String, TestRoute>.Kind] = []
        let token = store.observe { kinds.append($0.kind) }
        #expect(store.forward("files") == .folder("/a/b"))
        #expect(store.forward("files") == .file("/a/b/c"))
        #expect(store.forward("files") == nil)
        #expect(kinds == [.forward, .forward])
        #expect(store.path(for: "files") == [.folder("/a"), .folder("/a/b"), .file("/a/b/c")])
        token.cancel()
    }

    @Test func popToRootKeepsEveryLevelForForward() {
        let store = NavigationStore<String, TestRoute>()
        store.replace("files", with: [.folder("/a"), .folder("/a/b")])
        store.popToRoot("files")
        #expect(store.forwardHistory(of: "files") == [.folder("/a"), .folder("/a/b")])
        store.forward("files")
        store.forward("files")
        #expect(store.path(for: "files") == [.folder("/a"), .folder("/a/b")])
    }

    @Test func aNewPushOrReplaceClearsForwardAndOtherTabsKeepTheirs() {
        let store = NavigationStore<String, TestRoute>()
        store.push(.folder("/a"), on: "files")
        store.push(.folder("/r"), on: "recent")
        store.pop("files")
        store.pop("recent")
        store.push(.folder("/elsewhere"), on: "files")
        #expect(!store.canGoForward("files"))
        #expect(store.forward("files") == nil)
        #expect(store.forwardHistory(of: "recent") == [.folder("/r")])
        store.replace("recent", with: [.file("/x")])
        #expect(!store.canGoForward("recent"))
    }
}
