import CGtk

/// A `GListModel` that is only a number of positions: `ListView` keeps what each position shows,
/// so the model holds a count, and an item is a plain `GObject` made when GTK asks for one (GTK
/// 4.8 asks only for the rows it builds, at most about 200).
///
/// Why not `GtkStringList`: it makes an object for every position up front and frees them one by
/// one, so a filter that narrowed a 10,000-entry folder to 1,111 entries freed 8,889 objects
/// within that keystroke, and emptying the filter made 8,889 again.
///
/// Ownership: the GType, once registered, lives for the rest of the process (GLib never
/// unregisters static types). The count lives in the instance itself, after its `GObject`
/// header, so the model's vfuncs (called by GTK on the main thread) read it without reaching the
/// Swift wrapper. `get_item` returns a new object with its one reference (transfer full): GTK
/// owns it from there.
@MainActor
final class PositionList: Object {
    /// Creates an empty list.
    init() {
        super.init(adopting: UnsafeMutableRawPointer(g_object_new_with_properties(positionListType, 0, nil, nil)!))
    }

    /// Number of positions.
    var count: Int { Int(positionCount(raw).pointee) }

    /// Replaces the positions in `range` by `count` new ones in one `items-changed` emission:
    /// list views keep the rows, focus and selection outside the range.
    func replace(_ range: Range<Int>, count added: Int) {
        guard !range.isEmpty || added > 0 else { return }
        positionCount(raw).pointee = UInt32(count - range.count + added)
        g_list_model_items_changed(ptr(), UInt32(range.lowerBound), UInt32(range.count), UInt32(added))
    }
}

/// Where an instance keeps its count: right after its `GObject` header.
private func positionCount(_ instance: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UInt32> {
    (instance + MemoryLayout<GObject>.stride).assumingMemoryBound(to: UInt32.self)
}

/// The registered type (`FloatingTabsPositionList`), a `GObject` implementing `GListModel`.
private let positionListType: GType = {
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<GObjectClass>.size)
    info.instance_size = guint16(MemoryLayout<GObject>.stride + MemoryLayout<UInt64>.size)
    let type = g_type_register_static(ft_type_object(), "FloatingTabsPositionList", &info, GTypeFlags(rawValue: 0))
    var listModel = GInterfaceInfo()
    listModel.interface_init = { interface, _ in
        guard let model = interface?.assumingMemoryBound(to: GListModelInterface.self) else { return }
        model.pointee.get_item_type = { _ in ft_type_object() }
        model.pointee.get_n_items = { list in
            guard let list else { return 0 }
            return positionCount(UnsafeMutableRawPointer(list)).pointee
        }
        model.pointee.get_item = { list, position in
            guard let list, position < positionCount(UnsafeMutableRawPointer(list)).pointee else { return nil }
            return UnsafeMutableRawPointer(g_object_new_with_properties(ft_type_object(), 0, nil, nil))
        }
    }
    g_type_add_interface_static(type, g_list_model_get_type(), &listModel)
    return type
}()
