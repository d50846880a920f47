import FileBrowsing
import Gtk

/// A folder watched for changes from its first scan on: the first scan, off the main thread,
/// also creates the folder's monitor there (GIO may block on a dead network mount), and the main
/// thread adopts it when the scan is delivered. Used by a folder's page and by Recent.
@MainActor
final class FolderWatch {
    private let folder: RawPath
    private var requested = false
    private var monitor: FileMonitor?
    private let onChange: @MainActor () -> Void

    /// Watches `folder`; `onChange` runs on the main thread when something in it changes.
    init(_ folder: RawPath, onChange: @escaping @MainActor () -> Void) {
        self.folder = folder
        self.onChange = onChange
    }

    /// What the next scan runs off the main thread to create the monitor: the first time only.
    func monitorForScan() -> @Sendable () -> PendingFileMonitor? {
        guard !requested else { return { nil } }
        requested = true
        let folder = self.folder
        return { folder.withCString { PendingFileMonitor.create(directory: $0) } }
    }

    /// Adopts the monitor a scan created (nil: that scan created none).
    func adopt(_ pending: PendingFileMonitor?) {
        guard let pending else { return }
        let monitor = FileMonitor(adopting: pending)
        let onChange = self.onChange
        monitor.onChange { onChange() }
        self.monitor = monitor
    }
}
