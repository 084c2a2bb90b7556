/// A finished response: its status, the headers WhimNet uses, and the body with any gzip removed.
public struct HTTPResponse: Sendable, Hashable {
    /// The final status after redirects: 200, 206 (a range), 304 (the held copy is current), or an error
    /// status, which `HTTPClient` turns into `HTTPError.status`.
    public var status: Int
    public var validators: HTTPValidators
    /// The `Content-Type` header, if any.
    public var contentType: String?
    /// The `Retry-After` header in seconds, if the server sent it as a number.
    public var retryAfter: Double?
    /// The whole resource's length from a 206's `Content-Range` (`bytes a-b/length`), if it said.
    public var resourceLength: UInt64?
    /// The URL the response came from (differs from the request's after a redirect).
    public var finalURL: String
    public var body: [UInt8]

    public init(status: Int, validators: HTTPValidators = HTTPValidators(), contentType: String? = nil,
                retryAfter: Double? = nil, resourceLength: UInt64? = nil, finalURL: String, body: [UInt8] = []) {
        self.status = status
        self.validators = validators
        self.contentType = contentType
        self.retryAfter = retryAfter
        self.resourceLength = resourceLength
        self.finalURL = finalURL
        self.body = body
    }

    /// True for 304: the copy named by the request's validators is still current, and the body is empty.
    public var isNotModified: Bool { status == 304 }
    /// True for 2xx and 304.
    public var isSuccess: Bool { (200 ..< 300).contains(status) || status == 304 }
}
