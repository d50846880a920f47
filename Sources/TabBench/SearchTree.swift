import Foundation

/// The tree the search benchmark walks: `folders` folders (50 at the top, the rest spread under
/// them) holding `files` empty files in all, one in 1,000 named like a report; made once in a
/// temporary folder and removed by `remove()`.
struct SearchTree {
    let root: URL
    let files: Int
    let folders: Int
    /// Files whose name starts with "report" (the benchmark's query).
    let reports: Int
    /// The name of one folder near the top, which the hung-folder run makes hang.
    static let hungFolderName = "top-00"

    static func make(files: Int, folders: Int) -> SearchTree {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabbench-search-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        let top = 50
        var paths: [URL] = []
        for index in 0..<top { paths.append(root.appendingPathComponent(String(format: "top-%02d", index))) }
        for index in 0..<(folders - top) { paths.append(paths[index % top].appendingPathComponent("folder-\(index)")) }
        for path in paths { try? FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        var reports = 0
        for index in 0..<files {
            let name: String
            if index % 1_000 == 0 {
                name = "report-\(index / 1_000).odt"
                reports += 1
            } else {
                name = "document-\(index).txt"
            }
            _ = FileManager.default.createFile(atPath: paths[index % paths.count].appendingPathComponent(name).path, contents: nil)
        }
        return SearchTree(root: root, files: files, folders: paths.count, reports: reports)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
