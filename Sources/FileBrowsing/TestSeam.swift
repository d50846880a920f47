import FoundationEssentials
import Glibc

/// A seam for tests that need a folder whose listing hangs like one on a dead network mount:
/// `FLOATINGTABS_TEST_SLOW_FOLDER=<name>` makes every listing of a folder with that last path
/// component wait 10 s first (on the listing's own thread). Unset, it does nothing.
enum TestSeam {
    static let slowFolderName = ProcessInfo.processInfo.environment["FLOATINGTABS_TEST_SLOW_FOLDER"].map { Array($0.utf8) }

    static func delayIfSlow(_ folder: RawPath) {
        guard let slowFolderName, !slowFolderName.isEmpty, folder.lastComponent == slowFolderName else { return }
        sleep(10)
    }
}
