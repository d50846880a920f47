import FileBrowsing
import FoundationEssentials
import Gtk

/// The files under the home folder changed in the last 7 days, newest first: scanned once off
/// the main thread at start-up and again half a second after the home folder last changed (at
/// most once every two seconds: a file being written for minutes must not keep the disk busy
/// walking the home). One scan serves both the Recent tab's list and its badge (the files of
/// the last 24 hours), so the badge is current whether or not the Recent tab was opened.
///
/// The home folder's monitor is set up on the first scan's thread (it touches the disk).
@MainActor
final class RecentFiles {
    static let recountDelayMilliseconds: Int64 = 500
    static let minimumIntervalMilliseconds: Int64 = 2_000
    private let home: RawPath
    private var scanning: BlockingWork?
    /// Home, watched from the first scan on: a change schedules the next scan.
    private lazy var watch = FolderWatch(home) { [weak self] in self?.scheduleScan() }
    private var pendingScan: UInt32 = 0
    private var lastStarted: Int64 = 0
    private var observers: [@MainActor ([FileEntry]) -> Void] = []
    /// The last scan's files (nil until the first scan is done).
    private(set) var entries: [FileEntry]?

    /// Starts the first scan.
    init(home: RawPath) {
        self.home = home
        scan()
    }

    /// Runs `body` with every scan whose files differ from the last one's (and now, if known).
    func observe(_ body: @escaping @MainActor ([FileEntry]) -> Void) {
        observers.append(body)
        if let entries { body(entries) }
    }

    /// How many of `entries` changed in the 24 hours before `now` (the tab's badge).
    static func changedToday(_ entries: [FileEntry], now: Date = Date()) -> Int {
        entries.filter { $0.modified > now.addingTimeInterval(-86_400) }.count
    }

    private func scan() {
        scanning?.cancel() // an older scan that finishes late is never shown
        lastStarted = MainLoop.monotonicMicroseconds
        let home = self.home
        let makeMonitor = watch.monitorForScan()
        scanning = BlockingWork.start(
            "recent",
            { work in
                let monitor = makeMonitor()
                let since = Date().addingTimeInterval(-7 * 86_400)
                return (RecentScanner.scan(home, since: since, collation: .desktop, isCancelled: { work.isCancelled }), monitor)
            },
            then: { [weak self] found, monitor in
                guard let self else { return }
                self.watch.adopt(monitor)
                guard found != self.entries else { return } // nothing to show, nothing to log
                self.entries = found
                AppLog.debug("recent: \(Self.changedToday(found)) changed in the last 24 hours")
                for observer in self.observers { observer(found) }
            })
    }

    private func scheduleScan() {
        if pendingScan != 0 { MainLoop.remove(pendingScan) }
        let sinceLast = (MainLoop.monotonicMicroseconds - lastStarted) / 1000
        let delay = max(Self.recountDelayMilliseconds, Self.minimumIntervalMilliseconds - sinceLast)
        pendingScan = MainLoop.timeout(milliseconds: UInt32(delay)) { [weak self] in
            self?.pendingScan = 0
            self?.scan()
            return false
        }
    }

    isolated deinit {
        scanning?.cancel()
        if pendingScan != 0 { MainLoop.remove(pendingScan) }
    }
}
