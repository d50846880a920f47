import Foundation
import GtkTestSupport

/// One random input of the chaos sessions, independent of the display server. Positions are in
/// thousandths of the window's current width and height, so the same seed means the same inputs
/// on X11 and on Wayland whatever the window's size.
enum ChaosInput: CustomStringConvertible {
    case click(x: Int, y: Int, button: Int)
    case key(String)
    case drag(x1: Int, y1: Int, x2: Int, y2: Int)
    case resize(width: Int, height: Int)

    /// Every shortcut of the key map except quit and close, with plain keys a user types.
    static let chords = [
        "ctrl+Tab", "ctrl+shift+Tab", "ctrl+Page_Down", "ctrl+Page_Up", "alt+1", "alt+2", "alt+3", "alt+4",
        "ctrl+1", "ctrl+2", "ctrl+3", "ctrl+4", "alt+5", "ctrl+9", "Left", "Right", "Home", "End",
        "alt+Left", "alt+Right", "Escape", "Return", "Down", "Up", "Tab", "shift+Tab", "space", "a", "BackSpace", "ctrl+question",
    ]

    /// The next input: 35 % left clicks, 30 % key chords, 8 % horizontal and 7 % vertical wheel
    /// notches, 8 % drags, 4 % window resizes (360–1000 × 400–700 px), the rest right clicks.
    /// How many inputs a chaos run sends (`FT_CHAOS_INPUTS`, 2,000 by default; a multiple of 100,
    /// the checks' interval, at least 100).
    static let count = max(100, (Int(ProcessInfo.processInfo.environment["FT_CHAOS_INPUTS"] ?? "") ?? 2_000) / 100 * 100)

    static func next(_ rng: inout SplitMix64) -> ChaosInput {
        let x = Int(rng.next() % 1000)
        let y = Int(rng.next() % 1000)
        switch rng.next() % 100 {
        case 0..<35: return .click(x: x, y: y, button: 1)
        case 35..<65: return .key(chords[Int(rng.next() % UInt64(chords.count))])
        case 65..<73: return .click(x: x, y: y, button: rng.next() % 2 == 0 ? 6 : 7)
        case 73..<80: return .click(x: x, y: y, button: rng.next() % 2 == 0 ? 4 : 5)
        case 80..<88: return .drag(x1: x, y1: y, x2: Int(rng.next() % 1000), y2: Int(rng.next() % 1000))
        case 88..<92: return .resize(width: 360 + Int(rng.next() % 640), height: 400 + Int(rng.next() % 300))
        default: return .click(x: x, y: y, button: 3)
        }
    }

    /// A line of the Wayland chaos script's input (see sway_chaos.sh): positions in thousandths.
    var scriptLine: String {
        switch self {
        case .click(let x, let y, let button): return "click \(x) \(y) \(button)"
        case .key(let chord): return "key \(chord)"
        case .drag(let x1, let y1, let x2, let y2): return "drag \(x1) \(y1) \(x2) \(y2)"
        case .resize(let width, let height): return "resize \(width) \(height)"
        }
    }

    var description: String { scriptLine }
}
