import CGtk

/// A row of a `ListView`: a Swift object that owns its widget and fills it for a position.
@MainActor
public protocol ListRow: AnyObject {
    /// The row's widget, created once and reused (recycled) for many positions.
    var widget: Widget { get }
}

/// Wraps `GtkListView` over a list of positions, with a single-selection model and a factory
/// whose rows are Swift `ListRow` objects that `bind` fills for a position (the caller keeps what
/// each position shows). Only rows around what is on screen exist (GTK 4.8 keeps at most 200),
/// so a list of 100,000 items costs what a few screenfuls cost.
///
/// Two ways to change the items. `replace(_:count:)` is a splice: rows outside the range keep
/// their widgets, focus and selection, so the items around a change stay put (a folder listed
/// again). `refill(count:)` changes what the positions show without moving anything: GTK 4.8
/// destroys and recreates the row widgets of every item an `items-changed` replaces (several
/// milliseconds for a screenful), so a filter typed over 10,000 items only grows or shrinks the
/// list at its end and fills the rows on screen again.
@MainActor
public final class ListView<Row: ListRow>: Widget {
    /// The positions (what each shows is the caller's).
    private let model = PositionList()
    private let selection: Object
    private let factory: Object
    private var rows: [UnsafeMutableRawPointer: Row] = [:]
    private let bind: @MainActor (Row, Int) -> Void

    /// Creates an empty list. `setup` makes a row once; `bind` fills it for a position.
    public init(setup: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, Int) -> Void) {
        self.bind = bind
        g_object_ref(model.raw) // gtk_single_selection_new takes ownership of the model (transfer full)
        selection = Object(adopting: UnsafeMutableRawPointer(gtk_single_selection_new(model.ptr())))
        factory = Object(adopting: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        g_object_ref(selection.raw) // gtk_list_view_new takes both (transfer full); we keep ours too
        g_object_ref(factory.raw)
        super.init(adopting: gtk_list_view_new(selection.ptr(), factory.ptr()))
        gtk_single_selection_set_autoselect(selection.ptr(), 0)
        gtk_single_selection_set_can_unselect(selection.ptr(), 1)
        factory.connectPointer("setup") { [weak self] item in
            guard let self, let item else { return }
            let row = setup()
            self.rows[item] = row
            gtk_list_item_set_child(OpaquePointer(item), row.widget.widget)
        }
        factory.connectPointer("bind") { [weak self] item in
            guard let self, let item, let row = self.rows[item] else { return }
            self.bind(row, Int(gtk_list_item_get_position(OpaquePointer(item))))
        }
        factory.connectPointer("teardown") { [weak self] item in
            guard let item else { return }
            self?.rows[item] = nil
        }
    }

    /// The number of positions.
    public var count: Int { model.count }

    /// Replaces the positions in `range` by `count` new ones in one `items-changed` emission:
    /// the rows before and after keep their widgets, focus and selection (and show what they
    /// showed: the caller's items moved with them).
    public func replace(_ range: Range<Int>, count: Int) {
        model.replace(range, count: count)
    }

    /// Makes the list `count` positions long, changing only its end, and fills every bound row
    /// again for its position: nothing moves, what the positions show changed.
    public func refill(count newCount: Int) {
        let old = count
        if newCount < old { model.replace(newCount..<old, count: 0) } else if newCount > old { replace(old..<old, count: newCount - old) }
        // A list item holds an item only while it is bound to a position.
        for (item, row) in rows where gtk_list_item_get_item(OpaquePointer(item)) != nil {
            bind(row, Int(gtk_list_item_get_position(OpaquePointer(item))))
        }
    }

    /// Runs `body` with the item index when a row is activated (double-click or Enter; a single
    /// click with `singleClickActivate`).
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor (Int) -> Void) -> SignalToken {
        connect("activate") { (position: UInt32) in body(Int(position)) }
    }

    /// Activates rows on a single click.
    public var singleClickActivate: Bool {
        get { gtk_list_view_get_single_click_activate(ptr()) != 0 }
        set { gtk_list_view_set_single_click_activate(ptr(), newValue ? 1 : 0) }
    }

    /// Index of the selected row, if any.
    public var selectedIndex: Int? {
        get {
            let position = gtk_single_selection_get_selected(selection.ptr())
            return position == UInt32.max ? nil : Int(position)
        }
        set { gtk_single_selection_set_selected(selection.ptr(), newValue.map { UInt32($0) } ?? UInt32.max) }
    }

    /// Scrolls the least distance that shows the row at `index` whole (none when it is shown),
    /// with GTK's own `list.scroll-to-item` action. The action anchors the view at that position,
    /// so it works before the rows there were ever measured; setting the scroll offset far from
    /// the rows on screen can leave GTK 4.8 showing no row at all (seen after a filter over 10,000
    /// rows was cleared: offset at the end, every row still at the top, none mapped).
    ///
    /// Lifetime: the parameter is kept alive across the call (`withExtendedLifetime`); GTK takes
    /// its own reference if it keeps it.
    public func scroll(toPosition index: Int) {
        guard index >= 0, index < count else { return }
        let position = Variant(UInt32(index))
        withExtendedLifetime(position) {
            let found = gtk_widget_activate_action_variant(widget, "list.scroll-to-item", position.raw)
            assert(found != 0, "GtkListView has the list.scroll-to-item action since GTK 4.0")
        }
    }

    /// The row objects alive (on screen or just off it), in no particular order.
    public var liveRows: [Row] { Array(rows.values) }
}
