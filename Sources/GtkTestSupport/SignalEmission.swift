import CGtkTestShims
import Gtk

// Signals emitted as GTK would emit them, so tests (and TabBench's scripted swipe) can drive a
// controller's handlers without a real input device. During such an emission GTK has no current
// event, so handlers that ask for the event's device see none.

extension Button {
    /// Emits `clicked` as if the user had activated the button.
    public func emitClicked() { ft_test_emit_void(raw, "clicked") }
}

extension ClickGesture {
    /// Emits `pressed` with a press count and a position.
    public func emitPressed(count: Int32 = 1, x: Double = 0, y: Double = 0) {
        ft_test_emit_int_double_double(raw, "pressed", count, x, y)
    }

    /// Emits `released` with a press count and a position.
    public func emitReleased(count: Int32 = 1, x: Double = 0, y: Double = 0) {
        ft_test_emit_int_double_double(raw, "released", count, x, y)
    }
}

extension DragGesture {
    /// Emits `drag-begin`, `drag-update` or `drag-end` with offsets.
    public func emit(_ signal: String, _ x: Double, _ y: Double) { ft_test_emit_double_double(raw, signal, x, y) }
}

extension LongPressGesture {
    /// Emits `pressed` at a position, as when a press has been held.
    public func emitPressed(x: Double = 0, y: Double = 0) { ft_test_emit_double_double(raw, "pressed", x, y) }
}

extension DropMotionController {
    /// Emits `enter` at a position, as when a drag moves onto the widget.
    public func emitEnter(x: Double = 0, y: Double = 0) { ft_test_emit_double_double(raw, "enter", x, y) }

    /// Emits `leave`.
    public func emitLeave() { ft_test_emit_void(raw, "leave") }
}

extension ScrollController {
    /// Emits `scroll`; returns whether a handler consumed it.
    @discardableResult
    public func emitScroll(dx: Double, dy: Double) -> Bool { ft_test_emit_scroll(raw, dx, dy) != 0 }

    /// Emits a signal without arguments: `scroll-begin` or `scroll-end`.
    public func emit(_ signal: String) { ft_test_emit_void(raw, signal) }
}

extension KeyController {
    /// Emits `key-pressed`; returns whether a handler consumed it.
    @discardableResult
    public func emitKeyPressed(keyval: UInt32, modifiers: UInt32) -> Bool {
        ft_test_emit_key_pressed(raw, keyval, 0, modifiers) != 0
    }
}

extension SearchEntry {
    /// Emits `stop-search`, as Escape in the entry does.
    public func emitStopSearch() { ft_test_emit_void(raw, "stop-search") }
    /// Emits `activate`, as Enter in the entry does.
    public func emitActivate() { ft_test_emit_void(raw, "activate") }
}

extension ListView {
    /// Emits `activate` for a row as if the user had activated it.
    public func activate(row: Int) { ft_test_emit_uint(raw, "activate", UInt32(row)) }
}
