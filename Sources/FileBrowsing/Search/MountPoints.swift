import Glibc

/// The places where another file system is mounted inside a folder, read from the kernel's mount
/// table (`/proc/self/mountinfo`) without touching them: a search must not open, or even `stat`,
/// a dead network share or a hung FUSE mount (either call would wait for it), and it searches
/// only the folder's own file system anyway.
public enum MountPoints {
    /// The mount points strictly inside `root`, from the running system's mount table (empty
    /// when it cannot be read).
    public static func inside(_ root: RawPath) -> Set<RawPath> {
        guard let table = readMountTable() else { return [] }
        return inside(root, table: table)
    }

    /// The mount points strictly inside `root` listed in `table` (mountinfo's format: the fifth
    /// field is the mount point, with space, tab, newline and backslash written as octal escapes).
    public static func inside(_ root: RawPath, table: [UInt8]) -> Set<RawPath> {
        let prefix = root.bytes.last == UInt8(ascii: "/") ? root.bytes : root.bytes + [UInt8(ascii: "/")]
        var found: Set<RawPath> = []
        for line in table.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
            guard fields.count > 4 else { continue }
            let point = unescaped(Array(fields[4]))
            guard point.count > prefix.count, point.starts(with: prefix) else { continue }
            found.insert(RawPath(bytes: point))
        }
        return found
    }

    /// Undoes the kernel's `\ooo` escapes.
    private static func unescaped(_ field: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = 0
        let backslash = UInt8(ascii: "\\")
        func octal(_ byte: UInt8) -> UInt8? { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? byte - UInt8(ascii: "0") : nil }
        while index < field.count {
            if field[index] == backslash, index + 3 < field.count, let a = octal(field[index + 1]), a <= 3, let b = octal(field[index + 2]),
                let c = octal(field[index + 3])
            {
                bytes.append(a << 6 | b << 3 | c)
                index += 4
            } else {
                bytes.append(field[index])
                index += 1
            }
        }
        return bytes
    }

    /// The mount table, at most 4 MiB of it.
    private static func readMountTable() -> [UInt8]? {
        let descriptor = open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var table: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while table.count < 4 << 20 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            table += chunk[0..<count]
        }
        return table
    }
}
