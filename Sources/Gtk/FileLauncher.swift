import CGtk

/// Opens local files in other applications the way GTK does (`GtkFileLauncher` from GTK 4.10,
/// `gtk_show_uri_full` before: GIO's default application for the file's type, or the OpenURI
/// portal when sandboxed) — never through a shell
/// or a command line. Nothing here blocks the main thread; the outcome arrives on the main loop.
@MainActor
public enum FileLauncher {
    /// What a launch reports: nil when the application started, else GIO's message.
    public typealias Completion = @MainActor (String?) -> Void

    /// Opens the local file at `path` (raw bytes, as the file system names it) with its default
    /// application, parented to `window` (the portal and the window manager use it).
    public static func openWithDefault(_ path: [UInt8], parent window: Window, completion: @escaping Completion) {
        open(path, parent: window, asking: false, completion: completion)
    }

    /// Whether `askAndOpen` can ask: GTK 4.12 and later (`GtkFileLauncher` asking always). It asks
    /// through the desktop's OpenURI portal; call it only while one runs (`DBusConnection.hasOwner`),
    /// since without a portal GTK opens the default application instead of asking.
    public static var canAsk: Bool { ft_can_ask_open_uri() != 0 }

    /// Open With… the desktop's way: the OpenURI portal asks the user which application opens the
    /// local file at `path` (on GNOME, its own chooser) and starts it. `completion` gets nil when
    /// the application started, or the message why not; nothing when the user dismissed the
    /// question. Only when `canAsk`.
    public static func askAndOpen(_ path: [UInt8], parent window: Window, completion: @escaping Completion) {
        precondition(canAsk, "GtkFileLauncher cannot ask before GTK 4.12")
        open(path, parent: window, asking: true, completion: completion)
    }

    /// Ownership: the completion box is passed retained and released by the callback, which GIO
    /// calls exactly once; the window is referenced by GTK for the call (and is alive for this
    /// one: a parameter).
    private static func open(_ path: [UInt8], parent window: Window, asking: Bool, completion: @escaping Completion) {
        guard let uri = fileURI(path) else { return completion(invalidPathMessage) }
        let box = ClosureBox<Completion>(completion)
        ft_open_uri(
            window.window, uri, asking ? 1 : 0,
            { source, result, data in
                MainActor.assumeIsolated {
                    let box = Unmanaged<ClosureBox<Completion>>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    if ft_open_uri_finish(source, result, &error) != 0 { return box.body(nil) }
                    if ft_error_is_dismissed(error) != 0 { return g_clear_error(&error) }
                    box.body(FileLauncher.message(of: &error))
                }
            }, box.retainedPointer())
    }

    /// Starts `application` (a `GAppInfo` with a full reference, which this call takes) on the
    /// file at `path`, asynchronously.
    static func launch(_ application: OpaquePointer, path: [UInt8], on display: OpaquePointer?, completion: @escaping Completion) {
        defer { g_object_unref(UnsafeMutableRawPointer(application)) }
        guard let uri = fileURI(path) else { return completion(invalidPathMessage) }
        let context = display.flatMap { gdk_display_get_app_launch_context($0) }
        defer { if let context { g_object_unref(UnsafeMutableRawPointer(context)) } }
        let box = ClosureBox<Completion>(completion)
        let list = uri.withCString { g_list_append(nil, UnsafeMutableRawPointer(mutating: $0)) }
        defer { g_list_free(list) }
        g_app_info_launch_uris_async(
            application, list, context.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GAppLaunchContext.self) }, nil,
            { source, result, data in
                MainActor.assumeIsolated {
                    let box = Unmanaged<ClosureBox<Completion>>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let ok = g_app_info_launch_uris_finish(OpaquePointer(source), result, &error) != 0
                    box.body(ok ? nil : FileLauncher.message(of: &error))
                }
            }, box.retainedPointer())
    }

    /// The `file://` URI of a local path, or nil for a path GLib cannot express (not absolute).
    public nonisolated static func fileURI(_ path: [UInt8]) -> String? {
        let terminated = path.map { CChar(bitPattern: $0) } + [0]
        guard let uri = g_filename_to_uri(terminated, nil, nil) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// The file's content type as GIO sees it (its name and, when needed, its first bytes), e.g.
    /// `text/plain`. Reads the disk: call it off the main thread.
    public nonisolated static func contentType(of path: [UInt8]) -> String {
        let terminated = path.map { CChar(bitPattern: $0) } + [0]
        let file = g_file_new_for_path(terminated)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let info = g_file_query_info(file, "standard::content-type", GFileQueryInfoFlags(rawValue: 0), nil, nil) else {
            return "application/octet-stream"
        }
        defer { g_object_unref(UnsafeMutableRawPointer(info)) }
        return g_file_info_get_content_type(info).map { String(cString: $0) } ?? "application/octet-stream"
    }

    private static let invalidPathMessage = "not a local file"

    fileprivate static func message(of error: inout UnsafeMutablePointer<GError>?) -> String {
        defer { g_clear_error(&error) }
        return error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
    }
}
