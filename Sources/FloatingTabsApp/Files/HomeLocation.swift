import FileBrowsing
import Localization

/// Where a file is, as a list whose rows come from many folders says it (Search, Recent): its
/// folder from the home folder.
enum HomeLocation {
    /// The folder `path` is in, from the home folder: "Documents/Reports", or "Home" for one in
    /// it (names shown safely, as everywhere).
    static func of(_ path: RawPath, under home: RawPath) -> String {
        let folder = path.parent.bytes
        let prefix = home.bytes + [UInt8(ascii: "/")]
        guard folder != home.bytes else { return localized("Home") }
        guard folder.starts(with: prefix) else { return RawPath.displayable(String(decoding: folder, as: UTF8.self)) }
        return RawPath.displayable(String(decoding: folder.dropFirst(prefix.count), as: UTF8.self))
    }
}
