/// The smallest change that turns one list into another when only a middle run differs: keep the
/// common first and last items, replace what lies between. A folder listed again after a change
/// on disk, or narrowed by one more typed letter, keeps the rows before and after the change (and
/// with them scroll position, focus and selection).
public struct ListSplice<Element: Equatable> {
    /// The positions in the old list to replace.
    public let range: Range<Int>
    /// What replaces them.
    public let replacement: ArraySlice<Element>

    /// The splice from `old` to `new`.
    public init(from old: [Element], to new: [Element]) {
        var prefix = 0
        while prefix < min(old.count, new.count) && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        range = prefix..<(old.count - suffix)
        replacement = new[prefix..<(new.count - suffix)]
    }
}
