import CGtk

/// A widget seen through its pointer, without a Swift wrapper and without taking a reference —
/// for what GTK hands out by pointer (the focus widget, the widget under the pointer). Valid only
/// while GTK keeps the widget; keep it beyond the current callback in a `WeakWidgetPointer`.
public struct WidgetHandle: Hashable {
    let pointer: UnsafeMutablePointer<GtkWidget>

    init(_ pointer: UnsafeMutablePointer<GtkWidget>) { self.pointer = pointer }
}

@MainActor
extension WidgetHandle {
    /// GTK classes a caller may ask about.
    public enum Kind: Sendable {
        /// Single-line text input (`GtkEditable`: entries, spin buttons, search fields).
        case editable
        /// Multi-line text (`GtkTextView`).
        case textView
        /// A scrolled area (`GtkScrolledWindow`).
        case scrolledWindow

        @MainActor var gtype: GType {
            switch self {
            case .editable: gtk_editable_get_type()
            case .textView: gtk_text_view_get_type()
            case .scrolledWindow: gtk_scrolled_window_get_type()
            }
        }
    }

    /// Whether the widget is an instance of `kind` (or implements it).
    public func isInstance(of kind: Kind) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GTypeInstance.self), kind.gtype) != 0
    }

    /// Whether the widget itself is visible (`visible`; its ancestors may still hide it).
    public var isVisible: Bool { gtk_widget_get_visible(pointer) != 0 }

    /// Whether the widget is mapped (on screen, all ancestors visible).
    public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }

    /// The widget's parent.
    public var parent: WidgetHandle? { gtk_widget_get_parent(pointer).map(WidgetHandle.init) }

    /// Moves keyboard focus to the widget; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(pointer) != 0 }

    /// Gives the widget focus back as it had it: a text field (`GtkText`, inside every entry)
    /// keeps its cursor and selection instead of selecting all its text, as a plain grab does
    /// (GTK 4.8 then also warns "unexpected blinking selection" when the cursor blinks).
    @discardableResult
    public func restoreFocus() -> Bool {
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GTypeInstance.self), gtk_text_get_type()) != 0 else {
            return grabFocus()
        }
        return gtk_text_grab_focus_without_selecting(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkText.self)) != 0
    }

    /// The scroll range of a scrolled window's horizontal adjustment (nil for other widgets).
    public var horizontalScrollRange: ScrollRange? {
        guard isInstance(of: .scrolledWindow), let adjustment = gtk_scrolled_window_get_hadjustment(OpaquePointer(pointer)) else { return nil }
        return ScrollRange(
            value: gtk_adjustment_get_value(adjustment), lower: gtk_adjustment_get_lower(adjustment),
            upper: gtk_adjustment_get_upper(adjustment), pageSize: gtk_adjustment_get_page_size(adjustment))
    }
}

@MainActor
extension WidgetHandle {
    /// The first visible descendant that is a `kind`, breadth first (the outermost one).
    public func firstDescendant(of kind: Kind) -> WidgetHandle? {
        var queue = [pointer]
        var index = 0
        while index < queue.count {
            var child = gtk_widget_get_first_child(queue[index])
            index += 1
            while let current = child {
                if gtk_widget_get_visible(current) != 0 {
                    if WidgetHandle(current).isInstance(of: kind) { return WidgetHandle(current) }
                    queue.append(current)
                }
                child = gtk_widget_get_next_sibling(current)
            }
        }
        return nil
    }

    /// The scroll range of a scrolled window's vertical adjustment (nil for other widgets).
    public var verticalScrollRange: ScrollRange? {
        guard isInstance(of: .scrolledWindow), let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(pointer)) else { return nil }
        return ScrollRange(
            value: gtk_adjustment_get_value(adjustment), lower: gtk_adjustment_get_lower(adjustment),
            upper: gtk_adjustment_get_upper(adjustment), pageSize: gtk_adjustment_get_page_size(adjustment))
    }

    /// Sets a scrolled window's vertical offset (clamped by GTK; no-op for other widgets).
    public func scrollVertically(to value: Double) {
        guard isInstance(of: .scrolledWindow), let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(pointer)) else { return }
        gtk_adjustment_set_value(adjustment, value)
    }
}

/// The state of a `GtkAdjustment`: the visible part [value, value + pageSize] of [lower, upper].
public struct ScrollRange: Sendable, Equatable {
    /// Current offset.
    public var value: Double
    /// Smallest offset.
    public var lower: Double
    /// End of the content.
    public var upper: Double
    /// Size of the visible part.
    public var pageSize: Double
    /// The largest offset: the content's end minus the visible part.
    public var end: Double { upper - pageSize }
}
