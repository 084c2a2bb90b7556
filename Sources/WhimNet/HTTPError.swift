/// Why a request did not produce a usable response, in one line naming the URL.
public enum HTTPError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not an absolute http(s) URL.
    case badURL(String)
    /// The connection could not be made or broke (refused, reset, host unknown, nothing received).
    case connection(url: String, reason: String)
    /// The TLS handshake or the certificate check failed.
    case tls(url: String, reason: String)
    /// No answer within the connect or total timeout, or no byte for the stall timeout.
    case timedOut(url: String)
    /// The body ended before the length the server announced.
    case truncated(url: String)
    /// The body is larger than the request's byte budget.
    case tooLarge(url: String, limit: Int)
    /// More redirects than the request allows (a loop, usually).
    case tooManyRedirects(url: String, limit: Int)
    /// The body claims an encoding (gzip) it is not in.
    case badEncoding(url: String)
    /// The server answered with an error status (4xx, 5xx).
    case status(url: String, code: Int)
    /// The caller cancelled the request.
    case cancelled(url: String)

    public var description: String {
        switch self {
        case let .badURL(url): "\(url): not an http:// or https:// URL"
        case let .connection(url, reason): "\(url): cannot connect: \(reason)"
        case let .tls(url, reason): "\(url): TLS failed: \(reason)"
        case let .timedOut(url): "\(url): timed out"
        case let .truncated(url): "\(url): the response ended early"
        case let .tooLarge(url, limit): "\(url): the response is larger than \(limit) bytes"
        case let .tooManyRedirects(url, limit): "\(url): more than \(limit) redirects"
        case let .badEncoding(url): "\(url): the response is not in the encoding it claims"
        case let .status(url, code): "\(url): the server answered \(code)"
        case let .cancelled(url): "\(url): cancelled"
        }
    }

    /// True when the same request may well succeed later: the network, a timeout, a cut-off body, and
    /// the statuses that mean "not now" (408, 429, 5xx). False for what will not change by asking again.
    public var isTransient: Bool {
        switch self {
        case .connection, .timedOut, .truncated: true
        case let .status(_, code): code == 408 || code == 429 || (500 ..< 600).contains(code)
        case .badURL, .tls, .tooLarge, .tooManyRedirects, .badEncoding, .cancelled: false
        }
    }

    /// True when the failure says the network (not the server's content) is unavailable: what the map
    /// reports as being offline.
    public var meansOffline: Bool {
        switch self {
        case .connection, .timedOut: true
        default: false
        }
    }
}
