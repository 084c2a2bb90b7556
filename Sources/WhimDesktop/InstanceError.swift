#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why an app could not take or reach its one instance, each a single line.
public enum InstanceError: Error, Equatable, CustomStringConvertible {
    /// The app's name cannot be part of a file name.
    case badAppName(String)
    /// The folder for the socket is missing and cannot be made, or is not the user's own private folder.
    case unsafeFolder(path: String, reason: String)
    /// The socket's path is longer than a Unix socket address holds.
    case pathTooLong(String)
    /// Something other than a socket sits at the socket's path; it is left alone.
    case notASocket(String)
    /// A socket call failed.
    case system(call: String, path: String, errno: Int32)
    /// The running instance took the connection but did not answer in time.
    case noAnswer(String)
    /// The running instance refused the message.
    case refused(String)
    /// A message is too long, not UTF-8, or holds control characters.
    case badMessage(String)

    public var description: String {
        switch self {
        case let .badAppName(name): return "bad app name \(String(reflecting: name)) for the instance socket"
        case let .unsafeFolder(path, reason): return "the instance folder \(path) cannot be used: \(reason)"
        case let .pathTooLong(path): return "the instance socket path is too long (\(path.utf8.count) bytes, at most \(UnixSocket.maximumPathBytes)): \(path)"
        case let .notASocket(path): return "\(path) is not a socket; remove it to let the app take its place"
        case let .system(call, path, code): return "\(call) \(path): \(String(cString: strerror(code)))"
        case let .noAnswer(path): return "the running window did not answer on \(path)"
        case let .refused(reason): return "the running window refused the link: \(reason)"
        case let .badMessage(reason): return "bad message: \(reason)"
        }
    }
}
