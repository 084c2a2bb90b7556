import Glibc

/// An unnamed scratch file of stored tiles: bytes appended as tiles are added, read back by offset when
/// the archive is written. Made in a given directory (the destination's, so it is on the same disk) and
/// unlinked at once, so it disappears with the process however that ends.
final class TileSpool {
    private let descriptor: Int32
    let directory: String
    /// Bytes appended so far.
    private(set) var size: UInt64 = 0

    /// A spool in `directory`.
    init(directory: String) throws(TileSourceError) {
        self.directory = directory
        let name = "\(directory)/.pmtiles-spool-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unreadable(path: directory, reason: "cannot create a spool file: \(String(cString: strerror(errno)))")
        }
        unlink(name)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Appends `bytes`; returns the offset they start at.
    func append(_ bytes: [UInt8]) throws(TileSourceError) -> UInt64 {
        let start = size
        let failed = bytes.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let n = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(start) + off_t(done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return true }
                done += n
            }
            return false
        }
        if failed { throw .unreadable(path: directory, reason: "cannot write the spool file: \(String(cString: strerror(errno)))") }
        size += UInt64(bytes.count)
        return start
    }

    /// The `count` bytes at `offset`.
    func read(at offset: UInt64, count: Int) throws(TileSourceError) -> [UInt8] {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let n = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
                if n > 0 { done += n } else if n < 0, errno == EINTR { continue } else { failed = true; break }
            }
            initialized = done
        }
        if failed { throw .unreadable(path: directory, reason: "cannot read the spool file back: \(String(cString: strerror(errno)))") }
        return bytes
    }
}
