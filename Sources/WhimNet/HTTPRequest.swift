/// One request: the URL, an optional byte range, the validators of a copy already held (so the server
/// can answer 304 Not Modified), the limits the transfer must keep, and for an API's POST its body.
public struct HTTPRequest: Sendable, Hashable {
    /// An absolute `http://` or `https://` URL; other schemes are refused.
    public var url: String
    /// Bytes `lowerBound ..< upperBound` of the resource (a `Range` header), or nil for all of it.
    public var range: Range<UInt64>?
    /// The validators of the copy the caller holds, sent as `If-None-Match` / `If-Modified-Since`.
    public var validators: HTTPValidators?
    public var limits: HTTPLimits
    /// The body of a POST (a routing engine's JSON request); nil for a GET.
    public var body: [UInt8]?
    /// The `Content-Type` of `body`.
    public var contentType: String?
    /// Whether a 4xx other than 408 and 429 comes back as a response rather than `HTTPError.status`: an
    /// API that explains a refused request in the body (a routing engine's error object) is read.
    public var returnsClientErrors: Bool

    /// A GET of `url` (a POST when `body` is given).
    public init(url: String, range: Range<UInt64>? = nil, validators: HTTPValidators? = nil, limits: HTTPLimits = .standard,
                body: [UInt8]? = nil, contentType: String? = nil, returnsClientErrors: Bool = false) {
        self.url = url
        self.range = range
        self.validators = validators
        self.limits = limits
        self.body = body
        self.contentType = contentType
        self.returnsClientErrors = returnsClientErrors
    }
}

/// What identifies one version of a resource: the server's `ETag` and `Last-Modified` headers.
public struct HTTPValidators: Sendable, Hashable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// False when the server sent neither header, so there is nothing to revalidate with.
    public var isEmpty: Bool { etag == nil && lastModified == nil }

    /// These validators, or nil when there are none (what a request carries).
    public var nonEmpty: HTTPValidators? { isEmpty ? nil : self }
}

/// The bounds one transfer keeps, so a slow, hostile or broken server can cost only so much.
public struct HTTPLimits: Sendable, Hashable {
    /// Seconds to establish the connection (TCP and TLS).
    public var connectTimeout: Double
    /// Seconds for the whole transfer, redirects included.
    public var totalTimeout: Double
    /// Seconds without a single byte arriving before the transfer counts as hung.
    public var stallTimeout: Int
    /// The most body bytes (after gzip is undone) a response may have.
    public var maxBodyBytes: Int
    /// The most redirects followed before giving up.
    public var maxRedirects: Int

    public init(connectTimeout: Double, totalTimeout: Double, stallTimeout: Int, maxBodyBytes: Int, maxRedirects: Int) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.stallTimeout = stallTimeout
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
    }

    /// For tiles and archive directories: 5 s to connect, 30 s in all, 10 s stalled, 16 MiB, 5 redirects.
    public static let standard = HTTPLimits(connectTimeout: 5, totalTimeout: 30, stallTimeout: 10,
                                            maxBodyBytes: 16 << 20, maxRedirects: 5)
}
