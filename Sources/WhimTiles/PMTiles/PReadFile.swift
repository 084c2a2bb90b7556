import Glibc

/// A regular file open for reading at offsets with pread(2): one descriptor, no shared position, so any
/// number of threads may read at once. Opening anything but a regular file (a directory, FIFO, socket or
/// device) fails at once instead of blocking.
final class PReadFile: Sendable {
    let path: String
    let size: UInt64
    private let descriptor: Int32

    init(path: String) throws(TileSourceError) {
        let (descriptor, size) = try TileFile.open(path)
        self.path = path
        self.size = UInt64(size)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// `count` bytes from `offset`; a range past the end (the file was cut short) is `corrupt`.
    func read(at offset: UInt64, count: Int, what: String) throws(TileSourceError) -> [UInt8] {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else {
            throw .corrupt(path: path, detail: "\(what) at byte \(offset) (\(count) bytes) runs past the end of the \(size)-byte file")
        }
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let n = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
                if n > 0 {
                    done += n
                } else if n < 0, errno == EINTR {
                    continue
                } else {
                    failure = n == 0 ? "the file ends early" : Self.errorText()
                    break
                }
            }
            initialized = done
        }
        if let failure { throw .unreadable(path: path, reason: "reading \(what): \(failure)") }
        return bytes
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
