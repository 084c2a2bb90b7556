#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import WhimAnimation

/// A stream Unix socket's descriptor with the few calls the instance hand-over needs: bind and listen,
/// connect, and reading a bounded line before a deadline. Descriptors are close-on-exec and writes never
/// raise SIGPIPE. The owner closes it (`close()`).
struct UnixSocket {
    /// The longest path a `sockaddr_un` holds (its 108 bytes less the terminating zero).
    static let maximumPathBytes = 107

    let descriptor: Int32

    /// A new, unconnected socket.
    static func make(path: String) throws(InstanceError) -> UnixSocket {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .system(call: "socket", path: path, errno: errno) }
        return UnixSocket(descriptor: fd)
    }

    /// Calls `body` with `path` as a socket address.
    private static func withAddress<R>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> R) throws(InstanceError) -> R {
        let bytes = Array(path.utf8)
        guard bytes.count <= maximumPathBytes, !bytes.contains(0) else { throw .pathTooLong(path) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// Binds to `path` and listens; the error keeps `errno` (EADDRINUSE: something is at the path).
    func listen(at path: String, backlog: Int32 = 16) throws(InstanceError) {
        let bound = try Self.withAddress(path) { bind(descriptor, $0, $1) }
        guard bound == 0 else { throw .system(call: "bind", path: path, errno: errno) }
        guard Glibc.listen(descriptor, backlog) == 0 else { throw .system(call: "listen", path: path, errno: errno) }
    }

    /// Connects to `path`; the error keeps `errno` (ECONNREFUSED: nobody listens; ENOENT: no socket).
    func connect(to path: String) throws(InstanceError) {
        let connected = try Self.withAddress(path) { Glibc.connect(descriptor, $0, $1) }
        guard connected == 0 else { throw .system(call: "connect", path: path, errno: errno) }
    }

    /// Sends all of `bytes` before `deadline` (monotonic seconds); false when the peer went away or was too slow.
    func send(_ bytes: [UInt8], before deadline: Double, clock: MonotonicClock) -> Bool {
        var sent = 0
        while sent < bytes.count {
            guard wait(for: Int16(POLLOUT), before: deadline, clock: clock) else { return false }
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// What arrives up to and including the first newline, at most `limit` bytes, before `deadline`.
    /// Nil when the peer sent more than `limit` bytes without a newline, went silent past the deadline,
    /// or closed before a newline (then the bytes so far come back, newline-less).
    func readLine(limit: Int, before deadline: Double, clock: MonotonicClock) -> [UInt8]? {
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 512)
        while line.count <= limit {
            guard wait(for: Int16(POLLIN), before: deadline, clock: clock) else { return nil }
            let n = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            guard n > 0 else { return line }
            for b in chunk[0..<n] {
                line.append(b)
                if b == 0x0A { return line.count <= limit ? line : nil }
            }
        }
        return nil
    }

    /// Waits until the socket is ready for `events` or the deadline passes.
    private func wait(for events: Int16, before deadline: Double, clock: MonotonicClock) -> Bool {
        while true {
            let remaining = deadline - clock.now
            guard remaining > 0 else { return false }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&entry, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    }

    /// The user id of the process at the other end (SO_PEERCRED), nil when the system does not say.
    var peerUserID: uid_t? {
        // struct ucred (pid, uid, gid), which Swift's Glibc does not bring in.
        var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0, Int(length) == MemoryLayout.size(ofValue: credentials) else { return nil }
        return uid_t(credentials.uid)
    }

    func close() { _ = Glibc.close(descriptor) }
}
