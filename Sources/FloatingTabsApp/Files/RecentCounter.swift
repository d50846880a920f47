import FileBrowsing
import Foundation
import Gtk

/// Keeps the Recent tab's badge current: how many files under the home folder changed in the
/// last 24 hours, counted off the main thread at start-up — whether or not the Recent tab has
/// been opened — and again half a second after the home folder last changed, at most once every
/// two seconds (a file being written for minutes must not keep the disk busy walking the home).
///
/// The home folder's monitor is set up on the first count's thread (it touches the disk).
@MainActor
final class RecentCounter {
    static let recountDelayMilliseconds: Int64 = 500
    static let minimumIntervalMilliseconds: Int64 = 2_000
    private let home: RawPath
    private let onCount: @MainActor (Int) -> Void
    private var counting: BlockingWork?
    private var monitor: FileMonitor?
    private var monitorRequested = false
    private var pendingRecount: UInt32 = 0
    private var lastStarted: Int64 = 0
    private var lastCount: Int?

    /// Starts the first count; `onCount` receives each result.
    init(home: RawPath, onCount: @escaping @MainActor (Int) -> Void) {
        self.home = home
        self.onCount = onCount
        recount()
    }

    private func recount() {
        counting?.cancel() // an older count that finishes late is never shown
        lastStarted = MainLoop.monotonicMicroseconds
        let home = self.home, watch = !monitorRequested
        monitorRequested = true
        counting = BlockingWork.start("count recent", { work in
            let monitor = watch ? home.withCString { PendingFileMonitor.create(directory: $0) } : nil
            let since = Date().addingTimeInterval(-86_400)
            return (RecentScanner.scan(home, since: since, isCancelled: { work.isCancelled }).count, monitor)
        }, then: { [weak self] count, monitor in
            guard let self else { return }
            if let monitor {
                let watched = FileMonitor(adopting: monitor)
                watched.onChange { [weak self] in self?.scheduleRecount() }
                self.monitor = watched
            }
            guard count != self.lastCount else { return }
            self.lastCount = count
            AppLog.debug("recent: \(count) changed in the last 24 hours")
            self.onCount(count)
        })
    }

    private func scheduleRecount() {
        if pendingRecount != 0 { MainLoop.remove(pendingRecount) }
        let sinceLast = (MainLoop.monotonicMicroseconds - lastStarted) / 1000
        let delay = max(Self.recountDelayMilliseconds, Self.minimumIntervalMilliseconds - sinceLast)
        pendingRecount = MainLoop.timeout(milliseconds: UInt32(delay)) { [weak self] in
            self?.pendingRecount = 0
            self?.recount()
            return false
        }
    }

    isolated deinit {
        counting?.cancel()
        if pendingRecount != 0 { MainLoop.remove(pendingRecount) }
    }
}
