import CGtk

/// Wraps `GtkListView` over a `StringList`, with a single-selection model and a factory whose
/// rows are built and bound by Swift closures. Rows are recycled: only visible rows exist.
@MainActor
public final class ListView: Widget {
    /// The strings shown; mutate to change the rows.
    public let model: StringList
    private let selection: Object
    private let factory: Object

    /// Creates a list. `setup` builds a row widget once; `bind` fills it for position `index`.
    /// The row wrappers returned by `setup` are retained by the list for its lifetime.
    public init(model: StringList, setup: @escaping @MainActor () -> Widget, bind: @escaping @MainActor (Widget, Int) -> Void) {
        self.model = model
        g_object_ref(model.raw) // gtk_single_selection_new takes ownership of the model (transfer full)
        selection = Object(adopting: UnsafeMutableRawPointer(gtk_single_selection_new(model.ptr())))
        factory = Object(adopting: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        g_object_ref(selection.raw) // gtk_list_view_new takes both (transfer full); we keep ours
        g_object_ref(factory.raw)
        super.init(adopting: gtk_list_view_new(selection.ptr(), OpaquePointer(factory.raw)))
        var rows: [UnsafeMutableRawPointer: Widget] = [:]
        factory.connectPointer("setup") { item in
            let row = setup()
            rows[item!] = row
            gtk_list_item_set_child(OpaquePointer(item), row.widget)
        }
        factory.connectPointer("bind") { item in
            guard let item, let row = rows[item] else { return }
            bind(row, Int(gtk_list_item_get_position(OpaquePointer(item))))
        }
        factory.connectPointer("teardown") { item in
            guard let item else { return }
            rows[item] = nil
        }
    }

    /// Runs `body` with the row index when a row is activated (double-click, Enter, single-click
    /// when `singleClickActivate`).
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
}
