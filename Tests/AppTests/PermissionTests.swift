import Foundation
import Glibc
import GtkTestSupport
import Testing

/// A folder the user may not read gives the permission message, checked for real: as an
/// unprivileged user (when the suite runs as root, the probe drops to `nobody` with setpriv).
@Suite struct PermissionTests {
    @Test func anUnreadableFolderSaysPermissionDenied() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ft-perm-\(UUID().uuidString)")
        let locked = root.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        defer {
            chmod(locked.path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        _ = FileManager.default.createFile(atPath: locked.appendingPathComponent("secret").path, contents: nil)
        chmod(root.path, 0o755)
        let asRoot = getuid() == 0
        chmod(locked.path, asRoot ? 0o700 : 0o000) // root's own folder: nobody else may enter it

        // A copy in a folder of the test's: `nobody` may not be able to read the build folder (a
        // clone in /root, or in a folder made with mktemp -d).
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("ft-perm-bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        chmod(bin.path, 0o755)
        let probe = bin.appendingPathComponent("ListingProbe").path
        try FileManager.default.copyItem(atPath: ProcessRunner.builtProduct("ListingProbe"), toPath: probe)
        chmod(probe, 0o755)
        let result =
            asRoot
            ? try ProcessRunner.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", probe, locked.path], timeout: 30)
            : try ProcessRunner.run(probe, [locked.path], timeout: 30)
        #expect(result.output.contains("error: You don’t have permission to open “locked”."), "\(result.output)")

        let open = try ProcessRunner.run(probe, [root.path], timeout: 30) // and a readable one lists
        #expect(open.output.contains("listed 1 entries"), "\(open.output)")
    }
}
