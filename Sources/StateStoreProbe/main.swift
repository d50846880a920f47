// StateStoreProbe: saves session snapshots in a tight loop until killed. The reliability tests
// SIGKILL it at random moments and check that the state file is always complete and readable.
// usage: StateStoreProbe STATE_FILE
import Foundation
import StateStorage
import TabModel

let url = URL(fileURLWithPath: CommandLine.arguments[1])
let store = StateStore(fileURL: url)
// Like the app: take the folder's lock, then clean up temporary files of killed predecessors.
let lock = StateLock.acquire(folder: url.deletingLastPathComponent())
if lock != nil { store.removeStaleTemporaryFiles() }
let draft = String(repeating: "Notes typed before the crash. ", count: 4_000) // ~120 KB per save
var counter = (store.load(SessionSnapshot<String, String>.self).snapshot?.extras["counter"]).flatMap { Int($0) } ?? 0
while true {
    counter += 1
    let snapshot = SessionSnapshot<String, String>(
        selectedTab: "files", paths: [.init(tab: "files", routes: ["/a", "/a/\(counter)"])],
        extras: ["counter": String(counter), "notes.draft": draft])
    try store.save(snapshot)
}
