import Gtk
import GtkTestSupport
import Testing

/// What a label's text needs in bold is what GTK measures once the label is bold, so a tab that
/// keeps that room keeps its width when it is selected; and a new font is seen.
@Suite(.serialized) @MainActor struct LabelWeightTests {
    init() { GtkHarness.start() }

    @Test func theRoomBoldTakesIsWhatGtkMeasuresOnceTheLabelIsBold() {
        let window = Window()
        defer { window.destroy() }
        let box = Box(horizontal: false)
        let regular = Label("Recently changed files")
        let bold = Label("Recently changed files")
        bold.setWeight(700)
        box.append(regular)
        box.append(bold)
        window.setChild(box)
        window.present()
        let extra = regular.extraWidth(inWeight: 700, over: 400)
        let measured = bold.measure(horizontal: true).natural - regular.measure(horizontal: true).natural
        #expect(extra > 0, "bold took no more room than regular")
        #expect(abs(extra - measured) <= 1, "bold takes \(extra) px more by the layout, \(measured) px by GTK's measure")
        #expect(regular.fontWeight == 400, "measuring the bold room changed the label's own weight")
        #expect(Label("").extraWidth(inWeight: 700, over: 400) == 0)
    }

    @Test func aNewDesktopFontIsANewFontIdentity() {
        let window = Window()
        defer { window.destroy() }
        let label = Label("Files")
        window.setChild(label)
        window.present()
        let before = label.fontIdentity
        let font = Runtime.stringSetting("gtk-font-name") ?? "Sans 10"
        Runtime.setSetting("gtk-font-name", "Sans 23")
        defer { Runtime.setSetting("gtk-font-name", font) }
        #expect(MainLoop.spin(until: { label.fontIdentity != before }, timeout: 5), "the label's font identity stayed the same")
    }
}
