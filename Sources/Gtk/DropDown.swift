import CGtk

/// Wraps `GtkDropDown` over a list of plain strings: pick one of several options.
@MainActor
public final class DropDown: Widget {
    /// Creates a drop-down showing `options`; `label` names it for screen readers.
    public init(label: String, options: [String], selected: Int = 0) {
        var cStrings = options.map { UnsafePointer<CChar>(strdup($0)) }
        cStrings.append(nil)
        super.init(adopting: gtk_drop_down_new_from_strings(&cStrings))
        for pointer in cStrings { free(UnsafeMutableRawPointer(mutating: pointer)) }
        self.selected = selected
        setAccessibleLabel(label)
        // GTK 4.8 exposes the inner toggle button to AT-SPI, which reads its type name unless it
        // has a name of its own.
        if let inner = gtk_widget_get_first_child(widget) { ft_accessible_set_label(OpaquePointer(inner), label) }
    }

    /// Index of the chosen option; nil when none is (GTK's `GTK_INVALID_LIST_POSITION`).
    public var selected: Int? {
        get {
            let position = gtk_drop_down_get_selected(ptr())
            return position == UInt32.max ? nil : Int(position)
        }
        set { gtk_drop_down_set_selected(ptr(), newValue.map { UInt32(max(0, $0)) } ?? UInt32.max) }
    }

    /// Runs `body` with the new index whenever an option is chosen (not when the choice is cleared).
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor (Int) -> Void) -> SignalToken {
        connectPointer("notify::selected") { [weak self] _ in
            guard let self, let selected = self.selected else { return }
            body(selected)
        }
    }
}
