import Glibc

/// Replaces a file in one step: the new bytes go to a temporary file in the same directory, are synced
/// to disk, and the temporary file is renamed over the destination (then the directory is synced). A reader (or a crash) sees the old
/// file or the new one, never half of one.
enum AtomicFile {
    /// Where the new file's bytes are written, in order.
    struct Output {
        fileprivate let descriptor: Int32
        fileprivate let path: String

        /// Appends `bytes`.
        func append(_ bytes: [UInt8]) throws(TileSourceError) {
            let written = bytes.withUnsafeBytes { buffer -> Bool in
                var done = 0
                while done < buffer.count {
                    let n = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                    if n < 0, errno == EINTR { continue }
                    guard n > 0 else { return false }
                    done += n
                }
                return true
            }
            guard written else { throw .unreadable(path: path, reason: "cannot write: \(String(cString: strerror(errno)))") }
        }
    }

    static func write(path: String, parts: [[UInt8]]) throws(TileSourceError) {
        try write(path: path) { output throws(TileSourceError) in
            for part in parts { try output.append(part) }
        }
    }

    /// Replaces `path` with what `body` appends to the output; if `body` throws, `path` is left as it was.
    static func write(path: String, body: (Output) throws(TileSourceError) -> Void) throws(TileSourceError) {
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "cannot create \(temporary)") }
        do {
            try body(Output(descriptor: descriptor, path: path))
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        let ok = fsync(descriptor) == 0
        let reason = ok ? "" : String(cString: strerror(errno))
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            let detail = ok ? String(cString: strerror(errno)) : reason
            unlink(temporary)
            throw .unreadable(path: path, reason: "cannot write: \(detail)")
        }
        // The rename itself is durable once the directory is synced.
        let folder = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// The directory a path's file is in ("." for a bare name).
    static func directory(of path: String) -> String {
        let slash = path.lastIndex(of: "/")
        return slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    }

    private static func failure(_ path: String, _ what: String) -> TileSourceError {
        .unreadable(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
