import CGtk

/// Wraps `GtkImage` showing a named (usually symbolic) icon.
@MainActor
public final class Image: Widget {
    /// Creates an image from an icon name.
    public init(iconName: String) {
        super.init(adopting: gtk_image_new_from_icon_name(iconName))
    }

    /// The icon name shown.
    public var iconName: String? {
        get { gtk_image_get_icon_name(ptr()).map { String(cString: $0) } }
        set { gtk_image_set_from_icon_name(ptr(), newValue) }
    }
}
