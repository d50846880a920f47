import Foundation
import GtkTestSupport

/// One tab as AT-SPI reports it.
struct AccessibleTab: Decodable, Equatable {
    let name: String
    /// What screen readers say after the name: the badge ("3 new"), "needs attention".
    let description: String
    let selected: Bool
    let x: Int, y: Int, width: Int, height: Int
    var center: (Int, Int) { (x + width / 2, y + height / 2) }
}
