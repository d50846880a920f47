import Gtk
import GtkTestSupport
import Testing

/// The session bus is one shared connection: asking twice gives the same wrapper (not a second
/// one, which would break the one-wrapper-per-object rule).
@Suite(.serialized) @MainActor struct DBusConnectionTests {
    @Test func askingForTheSessionBusTwiceGivesOneWrapper() {
        GtkHarness.start()
        var first: DBusConnection?
        var second: DBusConnection?
        var answers = 0
        DBusConnection.session {
            first = $0
            answers += 1
        }
        DBusConnection.session {
            second = $0
            answers += 1
        }
        #expect(MainLoop.spin(until: { answers == 2 }, timeout: 5))
        #expect(first != nil)
        #expect(first === second)
    }
}
