import CGtk

/// Wraps `GtkAboutDialog`: the app's name, version, licence and website.
@MainActor
public final class AboutDialog: Window {
    /// Creates an about dialog for `parent`.
    public init(parent: Window?, name: String, version: String, iconName: String, website: String, comments: String) {
        super.init(retaining: gtk_about_dialog_new())
        let about: OpaquePointer = ptr()
        gtk_about_dialog_set_program_name(about, name)
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_logo_icon_name(about, iconName)
        gtk_about_dialog_set_website(about, website)
        gtk_about_dialog_set_comments(about, comments)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_window_set_modal(ptr(), 1)
        gtk_window_set_hide_on_close(ptr(), 0)
        // `parent` is an owned argument: kept alive until GTK has taken it (see `Object`).
        if let parent { withExtendedLifetime(parent) { gtk_window_set_transient_for(ptr(), parent.ptr()) } }
    }
}
