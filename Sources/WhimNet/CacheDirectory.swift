#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Listing a directory the cache holds open.
enum CacheDirectory {
    /// The names in the open directory `descriptor` (not `.` and `..`); empty when it cannot be listed.
    static func names(in descriptor: Int32) -> [String] {
        // A fresh open of the directory, not a `dup`: a duplicate would share the reading position with
        // every other listing in progress. `fdopendir` takes the descriptor over.
        let own = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard own >= 0 else { return [] }
        guard let dir = fdopendir(own) else {
            close(own)
            return []
        }
        defer { closedir(dir) }
        var names: [String] = []
        // readdir's record is only d_reclen bytes long, often shorter than `dirent`: the name is read in
        // place up to its terminator.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(dir) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
