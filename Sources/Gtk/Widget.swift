import CGtk

/// Wraps `GtkWidget`: the common API every widget wrapper inherits.
@MainActor
open class Widget: Object {
    /// The instance as a `GtkWidget*`.
    package var widget: UnsafeMutablePointer<GtkWidget> { ptr() }

    /// The widget's CSS node name (what a style sheet selects, e.g. `tabbar`), as GTK Inspector shows it.
    public var cssName: String { String(cString: gtk_widget_get_css_name(widget)) }

    /// Adds or removes a CSS style class.
    public func setStyleClass(_ name: String, _ on: Bool = true) {
        if on { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
    }

    /// Whether the widget has the CSS style class.
    package func hasStyleClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    /// Shows or hides the widget.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is mapped (on screen, all ancestors visible).
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// The type name of the renderer that draws this widget's window (`GskGLRenderer`,
    /// `GskCairoRenderer`…), nil until the window is realized.
    public var rendererName: String? {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else { return nil }
        return String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)))
    }

    /// GTK's `child-visible` flag, used by containers that keep hidden children parented.
    public var isChildVisible: Bool {
        get { gtk_widget_get_child_visible(widget) != 0 }
        set { gtk_widget_set_child_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether children drawn outside the widget's bounds are clipped (`GTK_OVERFLOW_HIDDEN`).
    public var clipsChildren: Bool {
        get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    /// The deepest widget at (x, y) in this widget's coordinates that takes input (`gtk_widget_pick`).
    public func pick(x: Double, y: Double) -> WidgetHandle? {
        gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT).map(WidgetHandle.init)
    }

    /// The horizontal scroll ranges of the scrolled windows around the widget at (x, y), from
    /// the innermost out, up to (not including) this widget.
    public func horizontalScrollRanges(atX x: Double, y: Double) -> [ScrollRange] {
        var ranges: [ScrollRange] = []
        var current = pick(x: x, y: y)
        while let candidate = current, candidate != handle {
            if let range = candidate.horizontalScrollRange { ranges.append(range) }
            current = candidate.parent
        }
        return ranges
    }

    /// This widget as a handle (to compare with handles GTK gives out).
    public var handle: WidgetHandle { WidgetHandle(widget) }

    /// Moves focus to the first focusable widget inside, in Tab order (`gtk_widget_child_focus`).
    @discardableResult
    public func focusFirstChild() -> Bool { gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 }

    /// Whether the widget reacts to input.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget can take keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget or anything inside it may take the keyboard focus (`can-focus`; false
    /// keeps the focus out of the whole subtree).
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(widget) != 0 }
        set { gtk_widget_set_can_focus(widget, newValue ? 1 : 0) }
    }

    /// Whether pointer events may land on the widget (`can-target`); a decoration drawn over
    /// others sets it false so clicks go through to what is under it.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// Runs `body` each time the widget is mapped (it and its ancestors are shown on screen).
    @discardableResult
    public func onMap(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("map", body) }

    /// Whether the widget or one of its descendants has focus.
    package var containsFocus: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    /// Whether the pointer is over the widget (GTK's hover state, `:hover` in CSS).
    package var isHovered: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_PRELIGHT.rawValue != 0
    }

    /// Whether this widget itself has keyboard focus.
    package var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Moves keyboard focus to the widget; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// Tooltip text (plain text, never markup; empty is none).
    ///
    /// Setting it is cheap when nothing changes and before the widget is in a window. GTK asks the
    /// display where the pointer is on every set, to refresh a tooltip that may be showing: on
    /// X11, round trips to the server, even for a widget in no window. A widget in no window
    /// cannot be showing a tooltip, so it is hidden around the set (GTK asks only for visible
    /// widgets), and an unchanged text is not set again.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set {
            let text = newValue?.isEmpty == false ? newValue : nil
            guard text != tooltip else { return }
            let hidden = gtk_widget_get_root(widget) == nil && gtk_widget_get_visible(widget) != 0
            if hidden { gtk_widget_set_visible(widget, 0) }
            gtk_widget_set_tooltip_text(widget, text)
            if hidden { gtk_widget_set_visible(widget, 1) }
        }
    }

    /// Horizontal and vertical alignment in the space the parent gives.
    public func align(horizontal: Align? = nil, vertical: Align? = nil) {
        if let horizontal { gtk_widget_set_halign(widget, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(widget, vertical.gtk) }
    }

    /// Whether the widget wants extra space.
    public func expand(horizontal: Bool? = nil, vertical: Bool? = nil) {
        if let horizontal { gtk_widget_set_hexpand(widget, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(widget, vertical ? 1 : 0) }
    }

    /// Outer margins in pixels.
    public func setMargins(top: Int32? = nil, bottom: Int32? = nil, start: Int32? = nil, end: Int32? = nil) {
        if let top { gtk_widget_set_margin_top(widget, top) }
        if let bottom { gtk_widget_set_margin_bottom(widget, bottom) }
        if let start { gtk_widget_set_margin_start(widget, start) }
        if let end { gtk_widget_set_margin_end(widget, end) }
    }

    /// Minimum size request; -1 leaves a dimension natural.
    public func setSizeRequest(width: Int32, height: Int32) { gtk_widget_set_size_request(widget, width, height) }

    /// Allocated width and height in pixels.
    public var allocatedSize: (width: Int32, height: Int32) { (gtk_widget_get_width(widget), gtk_widget_get_height(widget)) }

    /// The widget's bounds in `ancestor`'s coordinates, or nil if not laid out there.
    public func bounds(in ancestor: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, ancestor.widget, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// Device pixels per logical pixel on the widget's screen (2 on a HiDPI screen).
    public var scaleFactor: Int32 { gtk_widget_get_scale_factor(widget) }

    /// Text direction used for layout (RTL mirrors).
    public var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// Asks GTK to lay the widget out again.
    public func queueResize() { gtk_widget_queue_resize(widget) }

    /// Asks GTK to reallocate (children's positions changed, sizes did not).
    public func queueAllocate() { gtk_widget_queue_allocate(widget) }

    /// Asks GTK to redraw.
    public func queueDraw() { gtk_widget_queue_draw(widget) }

    /// Sets the opacity, 0…1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Attaches an event controller. GTK takes a reference of its own (the call is transfer-full,
    /// so we hand it an extra ref); the wrapper keeps its own reference too.
    public func addController(_ controller: EventController) {
        g_object_ref(controller.raw)
        gtk_widget_add_controller(widget, controller.ptr())
    }

    /// Runs `body` once per frame with the frame time in microseconds until it returns `false`.
    /// The closure box is released when the callback is removed (GDestroyNotify).
    @discardableResult
    public func addTickCallback(_ body: @escaping @MainActor (Int64) -> Bool) -> UInt32 {
        let trampoline: GtkTickCallback = { _, clock, data in
            let time = Int64(gdk_frame_clock_get_frame_time(clock))
            return MainActor.assumeIsolated { ClosureBox<@MainActor (Int64) -> Bool>.from(data).body(time) ? 1 : 0 }
        }
        return gtk_widget_add_tick_callback(widget, trampoline, ClosureBox(body).retainedPointer(), releaseDestroyNotify)
    }

    /// Removes a tick callback.
    public func removeTickCallback(_ id: UInt32) { gtk_widget_remove_tick_callback(widget, id) }

    /// The frame clock driving this widget, once realized (the same wrapper every time).
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widget).map { clock in
            let pointer = UnsafeMutableRawPointer(clock)
            return Object.wrapper(of: pointer) as? FrameClock ?? FrameClock(retaining: pointer)
        }
    }

    /// The Swift wrappers of every widget below this one, depth first in child order. Widgets
    /// GTK made itself (a scrolled window's viewport and scroll bars) have none and are looked
    /// through.
    public var wrappedDescendants: [Widget] {
        var result: [Widget] = []
        func visit(_ parent: UnsafeMutablePointer<GtkWidget>) {
            var child = gtk_widget_get_first_child(parent)
            while let current = child {
                if let wrapper = Object.wrapper(of: UnsafeMutableRawPointer(current)) as? Widget { result.append(wrapper) }
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(widget)
        return result
    }

    /// Detaches the widget from its parent container (`gtk_widget_unparent`).
    public func unparent() { gtk_widget_unparent(widget) }

    /// Whether `gtk-enable-animations` is on for this widget's display.
    public var animationsEnabled: Bool {
        guard let settings = gtk_widget_get_settings(widget) else { return true }
        return ft_get_boolean_property(UnsafeMutableRawPointer(settings), "gtk-enable-animations") != 0
    }
}

extension Widget {
    /// Measures the widget: (minimum, natural) along an orientation for a given other-axis size.
    public func measure(horizontal: Bool, forSize: Int32 = -1) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget, horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, forSize, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    /// Gives the widget its position and size inside its parent (from a layout's allocate).
    public func allocate(x: Int32, y: Int32, width: Int32, height: Int32) {
        var allocation = GtkAllocation(x: x, y: y, width: width, height: height)
        gtk_widget_size_allocate(widget, &allocation, -1)
    }
}

extension Widget {
    /// The widget that has keyboard focus in this widget's window, if any (`gtk_root_get_focus`).
    public var windowFocus: WidgetHandle? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return gtk_root_get_focus(root).map(WidgetHandle.init)
    }

    /// Whether `other` (e.g. `windowFocus`) is this widget or inside it.
    public func contains(_ other: WidgetHandle) -> Bool {
        other.pointer == widget || gtk_widget_is_ancestor(other.pointer, widget) != 0
    }
}
