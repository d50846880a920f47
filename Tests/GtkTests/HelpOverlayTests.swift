import CGtk
import Gtk
import GtkTestSupport
import Testing

/// A window's help overlay (Ctrl+?) opens over its window, closes with it, and is let go cleanly
/// however long something else keeps it.
@Suite(.serialized) @MainActor struct HelpOverlayTests {
    init() { GtkHarness.start() }

    private static let definition = "<interface><object class=\"GtkWindow\" id=\"help\"/></interface>"

    @Test func theActionPresentsTheOverlayOverItsWindow() {
        let builder = Builder(ui: Self.definition)
        let parent = Window()
        parent.setHelpOverlay(from: builder, id: "help")
        let overlay = Object.wrapper(of: builder.object("help")!) as! Window
        #expect(gtk_window_get_transient_for(overlay.ptr()) == parent.ptr())
        #expect(gtk_widget_activate_action_variant(parent.widget, "win.show-help-overlay", nil) != 0)
        #expect(overlay.isVisible)
        parent.destroy()
    }

    /// The app's overlay can outlive its window's finalization (the session bus's export of the
    /// window's actions lets them go later, from the main loop; here the builder holds it). Its
    /// release must not reach back into the finalized window: GTK logged "invalid (NULL) class
    /// pointer" and a failed `g_signal_handlers_disconnect_matched` at the app's quit.
    @Test func anOverlayThatOutlivesItsWindowClosesWithItAndGoesCleanly() {
        let logged = LogMonitor.criticalCount + LogMonitor.warningCount
        var builder: Builder? = Builder(ui: Self.definition)
        var parentProbe: FinalizationProbe?
        var overlayProbe: FinalizationProbe?
        do {
            let parent = Window()
            parentProbe = FinalizationProbe(parent)
            parent.setHelpOverlay(from: builder!, id: "help")
            let overlay = Object.wrapper(of: builder!.object("help")!) as! Window
            overlayProbe = FinalizationProbe(overlay)
            overlay.present()
            parent.destroy()
        }
        #expect(parentProbe?.isFinalized == true)
        let overlay = builder!.object("help")!.assumingMemoryBound(to: GtkWidget.self)
        #expect(gtk_widget_get_visible(overlay) == 0, "the help overlay stayed open after its window closed")
        #expect(overlayProbe?.isFinalized == false)
        builder = nil
        #expect(overlayProbe?.isFinalized == true)
        #expect(LogMonitor.criticalCount + LogMonitor.warningCount == logged)
    }
}
