import CGtk

/// Wraps `GtkAppChooserDialog`: "Open With…" — the applications that can open a content type,
/// the recommended ones first; the chosen one is started on the file through GIO.
///
/// Ownership: a toplevel, so GTK's window list holds it while it is open and this wrapper holds
/// one more reference; the response handler captures the dialog weakly and destroys it, which
/// ends GTK's reference (ours goes with the last Swift reference, the caller's or the handler's).
@MainActor
public final class AppChooserDialog: Window {
    /// A modal dialog over `parent` for files of `contentType`; `heading` says which file.
    public init(parent: Window, contentType: String, heading: String) {
        let flags = GtkDialogFlags(rawValue: GTK_DIALOG_MODAL.rawValue | GTK_DIALOG_DESTROY_WITH_PARENT.rawValue)
        // `parent` is an owned argument: kept alive until GTK has taken it (see `Object`).
        let dialog = withExtendedLifetime(parent) { gtk_app_chooser_dialog_new_for_content_type(parent.window, flags, contentType) }
        super.init(retaining: UnsafeMutableRawPointer(dialog!))
        gtk_app_chooser_dialog_set_heading(ptr(), heading)
    }

    /// Shows the dialog; when the user chooses an application it is started on the file at
    /// `path` and `completion` gets nil, or GIO's message if it could not start. Cancelling calls
    /// nothing. The dialog closes either way.
    public func run(opening path: [UInt8], completion: @escaping FileLauncher.Completion) {
        connect("response") { [weak self] (response: UInt32) in
            guard let self else { return }
            let chosen = Int32(bitPattern: response) == GTK_RESPONSE_OK.rawValue ? gtk_app_chooser_get_app_info(self.ptr()) : nil
            let display = gtk_widget_get_display(self.widget)
            self.destroy()
            guard let chosen else { return }
            FileLauncher.launch(chosen, path: path, on: display, completion: completion)
        }
        present()
    }

    /// The applications offered, by name (tests).
    public var heading: String { gtk_app_chooser_dialog_get_heading(ptr()).map { String(cString: $0) } ?? "" }
}
