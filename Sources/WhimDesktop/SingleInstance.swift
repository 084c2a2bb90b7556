#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Logging
import WhimAnimation

/// One window per app and display: the first start takes the instance socket (`claim`) and listens on
/// it; a later start, or `whim-demo open LINK` from the desktop, finds it taken and hands its link to
/// that window (`handOff`) instead of opening a second one.
///
/// A socket file whose instance is gone (it was killed) refuses connections: the next claim removes it
/// and takes its place. Two starts racing for a free socket both try to bind, and the loser hands over.
public enum SingleInstance {
    /// What a claim found.
    public enum Claim: Sendable {
        /// This process is the instance now: the listener holds the socket (not yet started).
        case claimed(LinkListener)
        /// Another process listens at the address.
        case running(InstanceAddress)
    }

    /// What a hand-off did.
    public enum HandOff: Sendable, Equatable {
        /// The running instance took the link.
        case delivered
        /// No instance listens at the address (no socket, or one left by an instance that ended).
        case noInstance
    }

    /// Takes `address` for this process, or says that another process has it.
    public static func claim(_ address: InstanceAddress, logger: Logger, connectionTimeout: Double = 2) throws(InstanceError) -> Claim {
        let path = address.socketPath
        for _ in 0..<3 {
            let socket = try UnixSocket.make(path: path)
            do throws(InstanceError) {
                try socket.listen(at: path)
                return .claimed(LinkListener(address: address, socket: socket, logger: logger, connectionTimeout: connectionTimeout))
            } catch {
                socket.close()
                guard case .system("bind", _, EADDRINUSE) = error else { throw error }
            }
            if try isListening(path) { return .running(address) }
            // Nobody answers: a socket left by an instance that ended. Only a socket is removed.
            var info = stat()
            if lstat(path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFSOCK else { throw .notASocket(path) }
                logger.notice("removed the instance socket of a window that is gone", metadata: ["socket": "\(path)"])
                unlink(path)
            }
        }
        throw .system(call: "bind", path: path, errno: EADDRINUSE)
    }

    /// Hands `link` (empty: just show the window) to the instance at `address`, waiting at most
    /// `timeout` seconds for its answer.
    public static func handOff(_ link: String, to address: InstanceAddress, timeout: Double = 5) throws(InstanceError) -> HandOff {
        let message = try LinkMessage.encode(link)
        let socket = try UnixSocket.make(path: address.socketPath)
        defer { socket.close() }
        do throws(InstanceError) { try socket.connect(to: address.socketPath) } catch {
            if case .system(_, _, let code) = error, code == ECONNREFUSED || code == ENOENT { return .noInstance }
            throw error
        }
        let clock = MonotonicClock()
        let deadline = clock.now + timeout
        guard socket.send(message, before: deadline, clock: clock),
            let answer = socket.readLine(limit: 512, before: deadline, clock: clock), answer.last == 0x0A
        else { throw .noAnswer(address.socketPath) }
        let text = String(decoding: answer.dropLast(), as: UTF8.self)
        guard text == "ok" else { throw .refused(text.hasPrefix("refused: ") ? String(text.dropFirst(9)) : text) }
        return .delivered
    }

    /// Whether a process accepts connections at `path` (false: no socket, or nobody listens).
    static func isListening(_ path: String) throws(InstanceError) -> Bool {
        let probe = try UnixSocket.make(path: path)
        defer { probe.close() }
        do throws(InstanceError) { try probe.connect(to: path) } catch {
            if case .system(_, _, let code) = error, code == ECONNREFUSED || code == ENOENT { return false }
            throw error
        }
        return true
    }
}
