import CGtk

/// A widget type registered from Swift: a real GObject subclass of `GtkWidget`, with its own
/// GType name (what GTK Inspector shows), CSS node name (what an app's CSS selects) and
/// accessible role. Instances are created through `CustomWidget`.
///
/// Ownership: a type, once registered, lives for the rest of the process (GLib never unregisters
/// static types), so `register()` passes this descriptor to `class_init` retained and never
/// releases it.
@MainActor
public final class WidgetType {
    /// How the type lays out its children.
    public enum Layout {
        /// The Swift subclass measures and allocates (`CustomWidget.measureChildren` / `allocateChildren`).
        case custom
        /// Every child gets the whole area and places itself by its alignment and margins
        /// (`GtkBinLayout`): an overlay.
        case bin
        /// Children in a column (`GtkBoxLayout`, vertical).
        case column
        /// Children in a row (`GtkBoxLayout`, horizontal).
        case row
    }

    /// The GType name, e.g. `FloatingTabsView`.
    public let name: String
    /// The CSS node name, e.g. `floatingtabs`.
    public let cssName: String
    /// The accessible role every instance has.
    public let role: AccessibleRole
    /// How children are laid out.
    public let layout: Layout
    /// Whether instances record their own frame (`CustomWidget.snapshotChildren`) instead of
    /// GTK's default (every child at its allocation).
    public let drawsItself: Bool
    private var registered: GType = 0

    /// Describes a type; it is registered with GLib on first use.
    public init(name: String, cssName: String, role: AccessibleRole = .generic, layout: Layout = .custom, drawsItself: Bool = false) {
        self.name = name
        self.cssName = cssName
        self.role = role
        self.layout = layout
        self.drawsItself = drawsItself
    }

    /// The registered GType (registers it the first time).
    public var gtype: GType {
        if registered == 0 { registered = register() }
        return registered
    }

    private func register() -> GType {
        let existing = g_type_from_name(name)
        if existing != 0 { return existing }
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.class_init = customWidgetClassInit
        info.class_data = UnsafeRawPointer(Unmanaged.passRetained(self).toOpaque()) // see the type's ownership note
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        return g_type_register_static(gtk_widget_get_type(), name, &info, GTypeFlags(rawValue: 0))
    }

    /// Sets the class's CSS name, role, layout manager type and the vfuncs it needs.
    fileprivate func initialize(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        gtk_widget_class_set_css_name(widgetClass, cssName)
        gtk_widget_class_set_accessible_role(widgetClass, role.gtk)
        widgetClass.pointee.parent_class.dispose = customWidgetDispose
        widgetClass.pointee.compute_expand = customWidgetComputeExpand
        widgetClass.pointee.focus = customWidgetFocus
        if drawsItself { widgetClass.pointee.snapshot = customWidgetSnapshot }
        switch layout {
        case .custom:
            widgetClass.pointee.measure = customWidgetMeasure
            widgetClass.pointee.size_allocate = customWidgetSizeAllocate
            widgetClass.pointee.get_request_mode = customWidgetRequestMode
        case .bin:
            gtk_widget_class_set_layout_manager_type(widgetClass, gtk_bin_layout_get_type())
        case .column, .row:
            gtk_widget_class_set_layout_manager_type(widgetClass, gtk_box_layout_get_type())
        }
    }
}

private let customWidgetClassInit: GClassInitFunc = { widgetClass, data in
    guard let widgetClass, let data else { return }
    let classAddress = UInt(bitPattern: widgetClass)
    let dataAddress = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        let type = Unmanaged<WidgetType>.fromOpaque(UnsafeRawPointer(bitPattern: dataAddress)!).takeUnretainedValue()
        type.initialize(UnsafeMutablePointer<GtkWidgetClass>(bitPattern: classAddress)!)
    }
}

/// The Swift wrapper of a registered widget, while it exists (it always does while GTK lays the
/// widget out: a parent's reference keeps it alive, see `Object`).
@MainActor
private func customWidget(_ address: UInt) -> CustomWidget? {
    Object.wrapper(of: UnsafeMutableRawPointer(bitPattern: address)!) as? CustomWidget
}

private let customWidgetMeasure:
    @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?
    ) -> Void = {
        widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        let address = UInt(bitPattern: widget)
        let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        let size = MainActor.assumeIsolated { customWidget(address)?.measureChildren(horizontal: horizontal, forSize: forSize) } ?? (minimum: 0, natural: 0)
        minimum?.pointee = size.minimum
        natural?.pointee = max(size.minimum, size.natural)
        minimumBaseline?.pointee = -1
        naturalBaseline?.pointee = -1
    }

private let customWidgetSizeAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = { widget, width, height, _ in
    let address = UInt(bitPattern: widget)
    MainActor.assumeIsolated { customWidget(address)?.allocateChildren(width: width, height: height) }
}

private let customWidgetSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { widget, snapshot in
    guard let snapshot else { return }
    let address = UInt(bitPattern: widget)
    let snapshotAddress = UInt(bitPattern: UnsafeRawPointer(snapshot))
    MainActor.assumeIsolated {
        customWidget(address)?.snapshotChildren(Snapshot(pointer: OpaquePointer(bitPattern: snapshotAddress)!))
    }
}

/// Asks the Swift subclass where the focus goes (`CustomWidget.moveFocus`); without its wrapper
/// (while disposing) the widget does what every GtkWidget does.
private let customWidgetFocus: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> gboolean = { widget, direction in
    let address = UInt(bitPattern: widget)
    let moved = MainActor.assumeIsolated { () -> Bool in
        guard let custom = customWidget(address) else { return defaultWidgetFocus(address, direction) }
        return custom.moveFocus(FocusDirection(direction))
    }
    return moved ? 1 : 0
}

/// GtkWidget's own `focus`: the widget itself if it is focusable, else its children in order.
@MainActor
func defaultWidgetFocus(_ address: UInt, _ direction: GtkDirectionType) -> Bool {
    let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: address)
    let widgetClass = g_type_class_peek(gtk_widget_get_type())?.assumingMemoryBound(to: GtkWidgetClass.self)
    return (widgetClass?.pointee.focus?(widget, direction) ?? 0) != 0
}

/// Trades height for width when most children do, as GtkLayoutManager's default does.
private let customWidgetRequestMode: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode = { widget in
    var heightForWidth = 0
    var widthForHeight = 0
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        switch gtk_widget_get_request_mode(current) {
        case GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH: heightForWidth += 1
        case GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT: widthForHeight += 1
        default: break
        }
        child = gtk_widget_get_next_sibling(current)
    }
    if heightForWidth == 0 && widthForHeight == 0 { return GTK_SIZE_REQUEST_CONSTANT_SIZE }
    return heightForWidth >= widthForHeight ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT
}

/// A container expands when one of its children does.
private let customWidgetComputeExpand:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<gboolean>?, UnsafeMutablePointer<gboolean>?) -> Void = { widget, hexpand, vexpand in
        var horizontal = false
        var vertical = false
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            horizontal = horizontal || gtk_widget_compute_expand(current, GTK_ORIENTATION_HORIZONTAL) != 0
            vertical = vertical || gtk_widget_compute_expand(current, GTK_ORIENTATION_VERTICAL) != 0
            child = gtk_widget_get_next_sibling(current)
        }
        hexpand?.pointee = horizontal ? 1 : 0
        vexpand?.pointee = vertical ? 1 : 0
    }

/// Unparents every child (a finalized widget must have none), then chains up to GtkWidget's
/// dispose. It runs when the last reference goes, after the Swift wrapper (see `Object`).
private let customWidgetDispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    let widget = UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: GtkWidget.self)
    while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
    let parentClass = g_type_class_peek(gtk_widget_get_type())?.assumingMemoryBound(to: GObjectClass.self)
    parentClass?.pointee.dispose?(object)
}
