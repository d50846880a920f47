import CGtk

/// GLib's sort keys for file names (`g_utf8_collate_key_for_filename`): digits compare as
/// numbers ("File2" before "File10") and the rest by the current locale's collation. Pure
/// computation: callable from any thread, e.g. the one that lists a folder.
public enum FilenameCollation {
    /// The key for `name`; compare keys byte by byte (`lexicographicallyPrecedes`).
    public static func key(_ name: String) -> [UInt8] {
        // GLib allocates the key; it is copied and freed here.
        guard let key = g_utf8_collate_key_for_filename(name, -1) else { return Array(name.utf8) }
        defer { g_free(key) }
        return Array(UnsafeRawBufferPointer(start: key, count: strlen(key)))
    }
}
