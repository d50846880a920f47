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

    /// Asks `file` for the file to offer when a drag starts (not before: a list binds rows far
    /// more often than anyone drags them): its raw path and the path as people read it, or nil
    /// to offer nothing. The file goes as its `file://` URI (`text/uri-list`) and as plain text.
    public func onPrepare(file: @escaping @MainActor () -> (path: [CChar], text: String)?) {
        connectReturningPointer("prepare") { _, _ in
            guard let (path, text) = file() else { return nil }
            // `prepare` returns the provider with a full reference (transfer full).
            return path.withUnsafeBufferPointer { Self.fileProvider(path: $0.baseAddress!, text: text) }.map(UnsafeMutableRawPointer.init)
        }
    }

    /// A provider of the local file at `path` (NUL-terminated), with a full reference.
    private static func fileProvider(path: UnsafePointer<CChar>, text: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return nil }
        let uriList = String(cString: uri) + "\r\n"
        g_free(uri)
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = [provider("text/uri-list", uriList), provider("text/plain;charset=utf-8", text)]
        // The union takes the providers.
        return providers.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, 2) }
    }

    private static func provider(_ mime: String, _ text: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        let data = Array(text.utf8)
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_content_provider_new_for_bytes(mime, bytes)
    }
}
