// Lists one folder with FileBrowsing and prints what the Files tab would show: the number of
// entries, or the inline error message. The permission tests run it as an unprivileged user
// (the suite may run as root, which no permission stops).
import FileBrowsing
import Glibc

guard CommandLine.arguments.count == 2 else {
    print("usage: ListingProbe <folder>")
    exit(2)
}
do {
    let entries = try DirectoryLister.list(RawPath(CommandLine.arguments[1]))
    print("listed \(entries.count) entries")
} catch {
    print("error: \(error.description)")
}
