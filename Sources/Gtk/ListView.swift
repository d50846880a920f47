import CGtk

/// A row of a `ListView`: a Swift object that owns its widget and fills it for a position.
@MainActor
public protocol ListRow: AnyObject {
    /// The row's widget, created once and reused (recycled) for many positions.
    var widget: Widget { get }
}

/// Wraps `GtkListView` over a `StringList`, with a single-selection model and a factory whose
/// rows are Swift `ListRow` objects. Rows are recycled: only the visible rows exist, so a list of
/// 100,000 items costs what one screenful costs.
@MainActor
public final class ListView<Row: ListRow>: Widget {
    /// The strings shown (one per item); mutate to change the rows.
    public let model: StringList
    private let selection: Object
    private let factory: Object
    private var rows: [UnsafeMutableRawPointer: Row] = [:]

    /// Creates a list. `setup` makes a row once; `bind` fills it for the item at an index.
    public init(model: StringList, setup: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, Int) -> Void) {
        self.model = model
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
            bind(row, Int(gtk_list_item_get_position(OpaquePointer(item))))
        }
        factory.connectPointer("teardown") { [weak self] item in
            guard let item else { return }
            self?.rows[item] = nil
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

    /// Number of row widgets alive (bounded by what is visible, not by the item count).
    public var liveRowCount: Int { rows.count }

    /// The row objects alive (on screen or just off it), in no particular order.
    public var liveRows: [Row] { Array(rows.values) }
}
