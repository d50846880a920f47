import Foundation
import Glibc

extension Process {
    /// Starts the process with no signal blocked, as a shell would start it.
    ///
    /// The test runner's threads block most signals (SIGTERM, SIGINT, SIGHUP, SIGUSR1/2 …), and
    /// `Process.run` hands the calling thread's mask to the child: an app or daemon started that
    /// way could not be stopped with SIGTERM. The mask is cleared on this thread while the child is
    /// spawned and put back right after.
    public func runWithDefaultSignals() throws {
        try ProcessRunner.withNoSignalBlocked { try run() }
    }
}

extension ProcessRunner {
    /// Runs `body` with this thread's signal mask empty, then restores the mask.
    static func withNoSignalBlocked<T>(_ body: () throws -> T) rethrows -> T {
        var none = sigset_t()
        var saved = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        return try body()
    }
}
