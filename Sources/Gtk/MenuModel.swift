import CGtk

/// Wraps a `GMenu` of sections of (label, detailed action) items, e.g. `("Quit", "app.quit")` or
/// `("Show Files", "tab.unhide::files")`.
@MainActor
public final class MenuModel: Object {
    /// Creates a menu; each inner array is a section (sections are drawn with separators).
    public init(sections: [[(label: String, action: String)]]) {
        super.init(adopting: UnsafeMutableRawPointer(g_menu_new()))
        for items in sections where !items.isEmpty {
            let section = g_menu_new()!
            for item in items { g_menu_append(section, item.label, item.action) }
            g_menu_append_section(ptr(), nil, UnsafeMutableRawPointer(section).assumingMemoryBound(to: GMenuModel.self))
            g_object_unref(UnsafeMutableRawPointer(section)) // the menu took its own reference
        }
    }

    /// The model as GTK takes it.
    var model: UnsafeMutablePointer<GMenuModel> { ptr() }
}
