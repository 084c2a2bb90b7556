import Glibc

/// Replaces a file in one step: the new bytes go to a temporary file in the same directory, are synced
/// to disk, and the temporary file is renamed over the destination (then the directory is synced). A reader (or a crash) sees the old
/// file or the new one, never half of one.
enum AtomicFile {
    static func write(path: String, parts: [[UInt8]]) throws(TileSourceError) {
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "cannot create \(temporary)") }
        var ok = true
        for part in parts where ok {
            ok = part.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let n = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                    if n < 0, errno == EINTR { continue }
                    guard n > 0 else { return false }
                    done += n
                }
                return true
            }
        }
        if ok { ok = fsync(descriptor) == 0 }
        let reason = ok ? "" : String(cString: strerror(errno))
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            let detail = ok ? String(cString: strerror(errno)) : reason
            unlink(temporary)
            throw .unreadable(path: path, reason: "cannot write: \(detail)")
        }
        // The rename itself is durable once the directory is synced.
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    private static func failure(_ path: String, _ what: String) -> TileSourceError {
        .unreadable(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
