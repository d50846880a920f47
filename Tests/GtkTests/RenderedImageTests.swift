import Gtk
import GtkTestSupport
import Testing

/// A widget's rendered image is what it draws over its bounds, on a transparent ground.
@Suite(.serialized) @MainActor struct RenderedImageTests {
    init() { GtkHarness.start() }

    @Test func theImageHoldsWhatTheWidgetDrawsAndNothingElse() throws {
        CssProvider(css: ".rendered-image-test { background-color: rgb(255, 0, 0); border-radius: 10px; }").applyToDefaultDisplay()
        let window = Window()
        defer { window.destroy() }
        let box = Box(horizontal: true)
        box.setStyleClass("rendered-image-test")
        box.setSizeRequest(width: 40, height: 30)
        box.align(horizontal: .center, vertical: .center)
        window.setChild(box)
        window.present()
        var image: RenderedImage?
        let drawn = MainLoop.spin(until: {
            image = box.renderedImage()
            return image.map { $0.pixel(x: 20, y: 15).alpha == 255 } ?? false
        })
        let rendered = try #require(image)
        #expect(drawn, "the box was never drawn")
        #expect(rendered.width == 40 && rendered.height == 30, "\(rendered.width) × \(rendered.height)")
        #expect(rendered.pixel(x: 20, y: 15) == RenderedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(rendered.pixel(x: 0, y: 0).alpha == 0, "the rounded corner is left clear")
        #expect(rendered.pixel(x: 39, y: 29).alpha == 0, "the rounded corner is left clear")
    }
}
