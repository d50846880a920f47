/// One node of an app's accessibility tree as AT-SPI reports it (`atspi_client.py dump`).
struct AccessibleNode: Decodable, Equatable {
    let name: String
    let role: String
    let showing: Bool
    let visible: Bool
    /// Extents in window coordinates.
    let x: Int, y: Int, width: Int, height: Int

    /// Whether a screen reader meets it as something on screen: showing, or with a size.
    var isReachable: Bool { showing || (width > 0 && height > 0) }

    /// A push or toggle button (what a screen reader announces as a button).
    var isButton: Bool { role == "push button" || role == "toggle button" }
}
