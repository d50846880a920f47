import CGtk
import Gtk
import GtkTestSupport
import Testing

@Suite(.serialized) @MainActor struct MainLoopTests {
    init() { GtkHarness.start() }

    @Test func taskAndDispatchMainRunInsideTheRunningApplication() throws {
        // The probe is a real GtkApplication process: see Sources/GtkProbe/main.swift.
        let result = try ProcessRunner.run(ProcessRunner.builtProduct("GtkProbe"), timeout: 30)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("task-ran dispatch-ran timeout-ran"))
    }

    @Test func applicationActionsAndAccelerators() {
        let app = Application(id: "io.github.floatingtabs.Tests.Actions", unique: false)
        var quits = 0
        app.onStartup {
            let quit = SimpleAction(name: "quit") { quits += 1 }
            app.addAction(quit)
            app.setAccelerators(["<Control>q"], for: "app.quit")
            quit.activate()
        }
        app.onActivate {
            #expect(app.accelerators(for: "app.quit") == ["<Control>q"])
            app.quit()
        }
        _ = app.run(arguments: ["test"])
        #expect(quits == 1)
    }

    @Test func intParameterActionReceivesItsValue() {
        var got: Int32?
        let action = SimpleAction(name: "select-tab", intParameter: { got = $0 })
        action.activate(7)
        #expect(got == 7)
    }

    @Test func noCriticalsWereLogged() {
        // Exercise a few widgets, then check the counter the whole suite shares.
        let window = Window()
        let column = Box(horizontal: false)
        let stack = Stack()
        stack.addTitled(Label("a"), name: "a", title: "A")
        stack.addTitled(Label("b"), name: "b", title: "B")
        column.append(stack)
        column.append(StackSwitcher(stack: stack))
        window.setChild(column)
        window.present()
        stack.visibleChildName = "b"
        MainLoop.spin(until: { window.isMapped }, timeout: 5)
        window.destroy()
        MainLoop.drain()
        #expect(LogMonitor.criticalCount == 0)
    }
}
