import Gtk
import GtkTestSupport
import Testing

/// Tab reaching a widget registered from Swift: by default the focus goes through its children
/// in order, as through any GTK container; a subclass can make the widget one stop of its own.
@Suite(.serialized) @MainActor struct CustomWidgetFocusTests {
    init() { GtkHarness.start() }

    private static let column = WidgetType(name: "CustomWidgetFocusTestsColumn", cssName: "column", layout: .column)
    private static let stop = WidgetType(name: "CustomWidgetFocusTestsStop", cssName: "stop", layout: .column)

    /// A column whose one Tab stop is its last child.
    private final class LastChildStop: CustomWidget {
        let children = [Button(label: "First"), Button(label: "Last")]

        init() {
            super.init(type: CustomWidgetFocusTests.stop)
            for child in children { addChild(child) }
        }

        override func moveFocus(_ direction: FocusDirection) -> Bool {
            guard focusChild == nil else { return false }
            return children[1].grabFocus()
        }
    }

    @Test func tabGoesThroughTheChildrenInOrderAndThenLeaves() {
        let window = Window()
        defer { window.destroy() }
        let parent = CustomWidget(type: Self.column)
        let first = Button(label: "First")
        let second = Button(label: "Second")
        parent.addChild(first)
        parent.addChild(second)
        window.setChild(parent)
        window.present()
        #expect(MainLoop.spin(until: { parent.isMapped }))
        window.unsetFocus() // GTK gave the shown window its first stop
        #expect(parent.focusChild == nil)
        #expect(parent.focusFirstChild())
        #expect(window.focusWidget == first.handle && parent.focusChild == first.handle)
        #expect(parent.focusFirstChild())
        #expect(window.focusWidget == second.handle && parent.focusChild == second.handle)
        #expect(!parent.focusFirstChild(), "past the last child the focus leaves the widget")
    }

    @Test func anOverrideDecidesWhereTheFocusLands() {
        let window = Window()
        defer { window.destroy() }
        let parent = LastChildStop()
        window.setChild(parent)
        window.present()
        #expect(MainLoop.spin(until: { parent.isMapped }))
        #expect(window.focusWidget == parent.children[1].handle, "the shown window's first focus is the stop the widget chose")
        window.unsetFocus()
        #expect(parent.focusFirstChild())
        #expect(window.focusWidget == parent.children[1].handle, "Tab lands on the stop the widget chose, not its first child")
        #expect(!parent.focusFirstChild(), "and the next Tab leaves it")
        #expect(window.focusWidget == parent.children[1].handle)
    }
}
