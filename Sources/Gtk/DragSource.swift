import CGtk

/// Wraps `GtkDragSource`: lets the user drag what a widget shows (to other apps, or to a drop
/// target in this one) — here a local file, offered as `text/uri-list` and as plain text.
@MainActor
public final class DragSource: EventController {
    /// Creates a source that offers copies.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_drag_source_new()))
        gtk_drag_source_set_actions(ptr(), GDK_ACTION_COPY)
    }

    /// Offers the local file at `path` (raw bytes, NUL-terminated by the caller): its `file://`
    /// URI as `text/uri-list`, and `text` (the path as people read it) as plain text.
    public func offerFile(path: UnsafePointer<CChar>, text: String) {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return }
        let uriList = String(cString: uri) + "\r\n"
        g_free(uri)
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = [Self.provider("text/uri-list", uriList), Self.provider("text/plain;charset=utf-8", text)]
        // The union takes the providers; the source takes its own reference to the union.
        let union = providers.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, 2) }
        gtk_drag_source_set_content(ptr(), union)
        if let union { g_object_unref(UnsafeMutableRawPointer(union)) }
    }

    /// Offers nothing (a row that shows no file).
    public func clear() { gtk_drag_source_set_content(ptr(), nil) }

    private static func provider(_ mime: String, _ text: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        let data = Array(text.utf8)
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_content_provider_new_for_bytes(mime, bytes)
    }
}
