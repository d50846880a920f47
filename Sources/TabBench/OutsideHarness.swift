import Glibc
import XHarness

/// Measures tab switches of a benchmark child from outside, as a user meets them: Ctrl+Page Down
/// and Ctrl+Page Up pressed through XTest alternate between the first two tabs (both built), the
/// X server reports the window's changes through XDamage, and the child's CPU comes from /proc.
/// Each switch is left to settle — the window quiet for `quietMilliseconds` — before the next,
/// so an animation is measured whole. Runs in the driver process, on its main thread.
enum OutsideHarness {
    static let quietMilliseconds: Int64 = 300
    /// Damage closer than this to the previous damage belongs to the same frame.
    static let sameFrameMicroseconds: Int64 = 4_000

    /// TABBENCH_TRACE=1 prints every switch's damage times (to see what a figure is made of).
    static let trace = getenv("TABBENCH_TRACE") != nil

    static let controlL: UInt = 0xffe3, pageDown: UInt = 0xff56, pageUp: UInt = 0xff55

    static func measure(pid: Int32, switches: Int) -> OutsideFigures? {
        guard let session = XSession(), let window = session.windows(ofProcess: pid).first else { return nil }
        let cpu = ProcessCPU(pid: pid)
        session.focus(window)
        session.watchDamage(of: window)
        settle(session) // the focus change repaints the window
        var figures = OutsideFigures()
        for index in 0..<switches {
            let mainBefore = cpu.mainThreadNanoseconds
            let allBefore = cpu.allThreadsNanoseconds
            let pressed = XSession.now()
            session.pressChord([controlL, index % 2 == 0 ? pageDown : pageUp])
            guard let first = session.nextDamage(timeoutMicroseconds: 2_000_000) else {
                figures.switchesWithoutDamage += 1
                continue
            }
            let (frames, pixels) = settle(session, after: first)
            let mainThreadMs = Double(cpu.mainThreadNanoseconds - mainBefore) / 1_000_000
            if trace {
                print(
                    "switch \(index): first damage \(Double(first.time - pressed) / 1000) ms, \(first.pixels) px; \(frames) frames, \(pixels) px, main thread \(mainThreadMs) ms"
                )
            }
            figures.keyToDamageMs.append(Double(first.time - pressed) / 1000)
            figures.frames.append(frames)
            figures.damagedPixels.append(pixels)
            figures.mainThreadCPUMs.append(mainThreadMs)
            figures.processCPUMs.append(Double(cpu.allThreadsNanoseconds - allBefore) / 1_000_000)
        }
        return figures
    }

    /// Waits until the window has been quiet for `quietMilliseconds`; returns the frames and the
    /// pixels changed (counting the damage `after`, if given).
    @discardableResult
    private static func settle(_ session: XSession, after first: DamageReport? = nil) -> (frames: Int, pixels: Int) {
        var frames = first == nil ? 0 : 1
        var pixels = first?.pixels ?? 0
        var last = first?.time ?? 0
        while let damage = session.nextDamage(timeoutMicroseconds: quietMilliseconds * 1000) {
            if trace, let first { print("  damage at +\(Double(damage.time - first.time) / 1000) ms: \(damage.pixels) px") }
            if damage.time - last > sameFrameMicroseconds { frames += 1 }
            pixels += damage.pixels
            last = damage.time
        }
        return (frames, pixels)
    }
}
