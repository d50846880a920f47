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

    /// A push or toggle button (what a screen reader announces as a button). AT-SPI's name for
    /// the push button role changed with at-spi2-core 2.50 (Debian 13): "push button" on GTK
    /// 4.8 / Debian 12, "button" on newer systems; the role itself is the same.
    var isButton: Bool { Self.buttonRoles.contains(role) }

    /// Every name AT-SPI gives a button's role, old and new.
    static let buttonRoles: Set<String> = ["push button", "button", "toggle button"]
}
