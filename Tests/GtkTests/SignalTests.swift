import CGtk
import Gtk
import GtkTestSupport
import Testing

@Suite(.serialized) @MainActor struct SignalTests {
    init() { GtkHarness.start() }

    @Test func handlerRunsWhenTheSignalFires() {
        let button = Button(label: "Press")
        var clicks = 0
        button.onClicked { clicks += 1 }
        button.emitClicked()
        button.emitClicked()
        #expect(clicks == 2)
    }

    @Test func typedArgumentsArriveIntact() {
        let scroll = ScrollController()
        var got: (Double, Double)?
        scroll.onScroll { dx, dy in
            got = (dx, dy)
            return true
        }
        #expect(scroll.emitScroll(dx: 12.5, dy: -3) == true)
        #expect(got?.0 == 12.5 && got?.1 == -3)
        let click = ClickGesture()
        var press: (Int32, Double, Double)?
        click.onPressed { n, x, y in press = (n, x, y) }
        click.emitPressed(count: 2, x: 4, y: 5)
        #expect(press?.0 == 2 && press?.1 == 4 && press?.2 == 5)
    }

    @Test func disconnectStopsDeliveryAndReleasesTheClosure() {
        let button = Button()
        var clicks = 0
        var released = false
        let sentinel = Sentinel { released = true }
        let token = button.onClicked { [sentinel] in
            _ = sentinel
            clicks += 1
        }
        _ = consume sentinel
        button.emitClicked()
        #expect(token.isConnected)
        token.disconnect()
        token.disconnect() // idempotent
        button.emitClicked()
        #expect(clicks == 1)
        #expect(!token.isConnected)
        #expect(released)
    }

    @Test func closureBoxIsReleasedWhenTheObjectIsFinalized() {
        var released = false
        var probe: FinalizationProbe?
        do {
            let button = Button()
            probe = FinalizationProbe(button)
            let sentinel = Sentinel { released = true }
            button.onClicked { [sentinel] in _ = sentinel }
            #expect(button.referenceCount == 1) // exactly one strong ref: ours (the floating ref was sunk)
        }
        #expect(probe?.isFinalized == true)
        #expect(released)
    }

    @Test func handlerDoesNotKeepItsWidgetAlive() {
        var probe: FinalizationProbe?
        do {
            let button = Button()
            probe = FinalizationProbe(button)
            button.onClicked { [weak button] in button?.tooltip = "clicked" }
        }
        #expect(probe?.isFinalized == true)
    }

    @Test func childKeptAliveByItsParentUntilTheParentGoes() {
        var childProbe: FinalizationProbe?
        let box = Box(horizontal: true)
        do {
            let label = Label("x")
            childProbe = FinalizationProbe(label)
            box.append(label)
        }
        #expect(childProbe?.isFinalized == false) // GTK's parent reference
        MainLoop.drain()
        let parentProbe = FinalizationProbe(box)
        _ = parentProbe
    }

    @Test func idleAndTimeoutRunOnTheMainLoopAndReleaseTheirClosures() {
        var ran = 0
        var released = false
        do {
            let sentinel = Sentinel { released = true }
            MainLoop.idle { [sentinel] in
                _ = sentinel
                ran += 1
                return ran < 3
            }
        }
        #expect(MainLoop.spin(until: { released }, timeout: 2))
        #expect(ran == 3)
        var fired = false
        MainLoop.timeout(milliseconds: 10) {
            fired = true
            return false
        }
        #expect(MainLoop.spin(until: { fired }, timeout: 2))
    }

    @Test func tickCallbackRunsPerFrameWhileMapped() {
        let window = Window()
        let label = Label("tick")
        window.setChild(label)
        window.present()
        var frames: [Int64] = []
        label.addTickCallback { time in
            frames.append(time)
            return frames.count < 3
        }
        #expect(MainLoop.spin(until: { frames.count >= 3 }, timeout: 5))
        #expect(frames == frames.sorted())
        window.destroy()
    }
}
