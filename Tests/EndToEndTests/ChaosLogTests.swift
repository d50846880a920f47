import Testing

/// The chaos runs' excuse for GTK's no-monitor popup failure, on the app's real log of it (its
/// header menu opened with F10 while its button was off the screen).
@Suite struct ChaosLogTests {
    static let noMonitor = "(floating-tabs:13780): Gdk-CRITICAL **: 03:58:49.588: gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)' failed"
    static let content =
        "(floating-tabs:13780): Gtk-WARNING **: 03:58:49.593: gtk_widget_size_allocate(): attempt to allocate GtkPopoverContent contents 0x55d4a4d87150 with width -5 and height 321"
    static let scrolled =
        "(floating-tabs:13780): Gtk-WARNING **: 03:58:49.593: gtk_widget_size_allocate(): attempt to allocate GtkScrolledWindow scrolledwindow 0x55d4a4df2500 with width -12 and height -12"
    /// From a CI run: a Settings drop-down opened with its button off the screen.
    static let dropDownList =
        "(floating-tabs:29956): Gtk-WARNING **: 23:05:27.072: gtk_widget_size_allocate(): attempt to allocate GtkBox box 0x55c2e5996520 with width -2 and height -2"
    static let textView = "(floating-tabs:13780): Gtk-WARNING **: 03:58:50.101: Trying to snapshot GtkTextView 0x55d4a4e00000 without a current allocation"
    static let excused: Set<String> = [EndToEnd.SwayChaosEndToEndTests.message(noMonitor)!]

    @Test func aPopoverSizedFromBoundsGtkNeverSetIsPartOfTheExcusedNoMonitorFailure() {
        let log = [Self.noMonitor, Self.noMonitor, Self.content, Self.scrolled, "debug: a line of the app's own", Self.noMonitor, Self.content, Self.scrolled]
        #expect(ChaosLog.unexplained(log, excused: Self.excused).isEmpty)
        #expect(ChaosLog.unexplained([Self.noMonitor, Self.dropDownList, Self.noMonitor, Self.dropDownList], excused: Self.excused).isEmpty)
    }

    @Test func theSameAllocationWithoutTheFailureIsStillAProblem() {
        #expect(ChaosLog.unexplained([Self.content, Self.scrolled], excused: Self.excused) == [Self.content, Self.scrolled])
        #expect(ChaosLog.unexplained([Self.dropDownList], excused: Self.excused) == [Self.dropDownList])
        // Not excused by the plain program: nothing follows from it.
        #expect(ChaosLog.unexplained([Self.noMonitor, Self.content], excused: []) == [Self.noMonitor, Self.content])
    }

    @Test func anotherProblemEndsTheBurst() {
        let unref = "(floating-tabs:13780): GLib-GObject-CRITICAL **: 03:58:49.600: g_object_unref: assertion 'G_IS_OBJECT (object)' failed"
        let log = [Self.noMonitor, Self.content, unref, Self.content]
        #expect(ChaosLog.unexplained(log, excused: Self.excused) == [unref, Self.content])
    }

    /// CI's X11 run of seed 12228701029262326920: GTK's press count of the window, after a click
    /// on the window's edge, and a GTK box drawn in two frames before its layout.
    static let windowAccounting =
        "(floating-tabs:19604): Gtk-WARNING **: 02:11:56.968: Broken accounting of active state for widget 0x562ce3e44370(GtkApplicationWindow)"
    static let boxSnapshot = "(floating-tabs:19604): Gtk-WARNING **: 02:12:32.904: Trying to snapshot GtkBox 0x562ce40f7900 without a current allocation"

    @Test func gtksOwnTimingMessagesAreExcusedWithoutThePlainProgram() {
        let log = [Self.windowAccounting, "debug: selected Files", Self.windowAccounting, Self.boxSnapshot, Self.boxSnapshot, Self.textView]
        #expect(ChaosLog.unexplained(log, excused: []).isEmpty)
        let frames = Array(repeating: Self.boxSnapshot, count: ChaosLog.transientSnapshots)
        #expect(ChaosLog.unexplained(frames, excused: []).isEmpty)
    }

    /// A press lost inside the window names the widget under it and each parent; a widget drawn
    /// before its layout in frame after frame, or one of the app's own types, is the app's.
    @Test func pressesLostInsideTheWindowAndLastingOrOwnSnapshotsAreProblems() {
        let list = "(floating-tabs:19604): Gtk-WARNING **: 02:11:57.001: Broken accounting of active state for widget 0x562ce3e40000(GtkListView)"
        let page = "(floating-tabs:19604): Gtk-WARNING **: 02:11:57.001: Broken accounting of active state for widget 0x562ce3e41000(FloatingTabsPage)"
        #expect(ChaosLog.unexplained([list, page, Self.windowAccounting], excused: []) == [list, page])
        let frames = Array(repeating: Self.boxSnapshot, count: ChaosLog.transientSnapshots + 1)
        #expect(ChaosLog.unexplained(frames, excused: []) == frames)
        let own = "(floating-tabs:19604): Gtk-WARNING **: 02:12:32.904: Trying to snapshot FloatingTabsPager 0x562ce40f8000 without a current allocation"
        #expect(ChaosLog.unexplained([own], excused: []) == [own])
    }

    /// A failure names the inputs sent up to the first unexplained message's time stamp.
    @Test func theInputsBeforeAMessageAreTheOnesSentUpToItsTimeStamp() {
        var timeline = ChaosTimeline()
        let sent = [
            ("03:58:50.010", "resize 702 431"), ("03:58:50.050", "click 562 131 1"), ("03:58:50.101", "click 374 539 3"), ("03:58:50.300", "key Escape"),
        ]
        for (time, input) in sent { timeline.record(input, at: time) }
        #expect(timeline.inputs(before: Self.textView, count: 2) == ["03:58:50.050 click 562 131 1", "03:58:50.101 click 374 539 3"])
        #expect(timeline.inputs(before: "no time stamp here", count: 2).isEmpty)
        let now = ChaosTimeline.now()
        #expect(now.wholeMatch(of: /[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}/) != nil, "\(now)")
    }
}
