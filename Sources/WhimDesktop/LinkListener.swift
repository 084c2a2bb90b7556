#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Logging
import Synchronization
import WhimAnimation

/// The listening side of an app's one instance: a thread of its own takes connections on the instance
/// socket one at a time, reads one bounded line from each (`LinkMessage`) and leaves the link in a
/// lock-free `Mailbox` that the frame path empties with `take()` — the latest link wins, as the user's
/// last click should. The frame path never waits on the listener.
///
/// Hostile input costs the listener at most `connectionTimeout` per connection and the window nothing:
/// a line too long, not UTF-8, with control characters, from another user, or that never ends is refused
/// with one log line. `stop()` (or the listener going away) closes the socket and removes its file.
public final class LinkListener: Sendable {
    /// Where it listens.
    public let address: InstanceAddress
    /// How long one connection may take to send its line (seconds).
    public let connectionTimeout: Double

    private let socket: UnixSocket
    /// The socket file's identity, so `stop()` removes it only while it is still this listener's.
    private let device: UInt64, inode: UInt64
    private let links = Mailbox<String>()
    private let isStopped = Atomic<Bool>(false)
    private let isStarted = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private let logger: Logger

    init(address: InstanceAddress, socket: UnixSocket, logger: Logger, connectionTimeout: Double) {
        self.address = address
        self.socket = socket
        self.logger = logger
        self.connectionTimeout = connectionTimeout
        var info = stat()
        if stat(address.socketPath, &info) == 0 {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        } else {
            device = 0
            inode = 0
        }
    }

    deinit { stop() }

    /// Starts taking connections on a thread of its own; `onLink` (called on that thread) is told each
    /// time a link waits in `take()` (to wake the window's loop). Connections made before this wait in
    /// the socket's backlog. A second call does nothing.
    public func start(onLink: @escaping @Sendable () -> Void) {
        guard !isStarted.exchange(true, ordering: .acquiringAndReleasing), !isStopped.load(ordering: .acquiring) else { return }
        let thread = Thread { [self] in
            acceptConnections(onLink: onLink)
            finished.signal()
        }
        thread.name = "whim-links"
        thread.start()
    }

    /// The latest link handed over since the last call (empty: just show the window), if any. For the frame path.
    public func take() -> String? { links.take() }

    /// Stops listening: the thread ends after the connection it is serving, the socket file is removed
    /// (unless another instance has put its own there since). Safe to call more than once.
    public func stop() {
        guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // Wakes the accept() the thread is blocked in (Linux answers EINVAL on a shut-down listener).
        shutdown(socket.descriptor, Int32(SHUT_RDWR))
        if isStarted.load(ordering: .acquiring) { finished.wait() }
        var info = stat()
        if stat(address.socketPath, &info) == 0, UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode {
            unlink(address.socketPath)
        }
        socket.close()
    }

    private func acceptConnections(onLink: @Sendable () -> Void) {
        let clock = MonotonicClock()
        while !isStopped.load(ordering: .acquiring) {
            let fd = accept(socket.descriptor, nil, nil)
            if fd < 0 {
                if isStopped.load(ordering: .acquiring) { return }
                if errno == EINTR || errno == ECONNABORTED { continue }
                // Out of descriptors or memory: wait a little rather than spin.
                logger.warning("the instance socket cannot take a connection", metadata: ["error": "\(String(cString: strerror(errno)))"])
                usleep(100_000)
                continue
            }
            // Not inherited by a child the app starts (accept4's SOCK_CLOEXEC is not in Swift's Glibc).
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            let connection = UnixSocket(descriptor: fd)
            serve(connection, clock: clock, onLink: onLink)
            connection.close()
        }
    }

    /// Reads one message from `connection`, answers it, and hands a good link to the frame path.
    private func serve(_ connection: UnixSocket, clock: MonotonicClock, onLink: @Sendable () -> Void) {
        let deadline = clock.now + connectionTimeout
        guard connection.peerUserID == getuid() else {
            logger.warning("ignored a connection to the instance socket from another user", metadata: ["socket": "\(address.socketPath)"])
            return
        }
        let reply: String
        let line = connection.readLine(limit: LinkMessage.maximumBytes, before: deadline, clock: clock)
        // A connection closed without a byte is another start checking that this instance lives.
        if line?.isEmpty == true { return }
        if let line {
            do {
                let link = try LinkMessage.decode(line)
                links.post(link)
                onLink()
                reply = "ok\n"
            } catch {
                logger.warning("ignored a message on the instance socket", metadata: ["reason": "\(error)"])
                reply = "refused: \(error)\n"
            }
        } else {
            logger.warning("ignored a message on the instance socket", metadata: ["reason": "longer than \(LinkMessage.maximumBytes) bytes or not sent within \(connectionTimeout) s"])
            reply = "refused: too long or too slow\n"
        }
        _ = connection.send(Array(reply.utf8), before: deadline + 1, clock: clock)
    }
}
