import Foundation

/// Resources this process holds right now, read from /proc (soak and leak tests).
public enum ProcessStats {
    /// Resident set size in KiB.
    public static var residentKiB: Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// Number of open file descriptors.
    public static var openFileDescriptors: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }
}
