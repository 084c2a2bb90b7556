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
    /// How many seconds the response stays fresh, from `Cache-Control` (`max-age`; 0 for `no-cache` and
    /// `no-store`); nil when the server did not say, and then a held copy is revalidated before each use.
    public var maxAge: Double?
    /// The whole resource's length from a 206's `Content-Range` (`bytes a-b/length`), if it said.
    public var resourceLength: UInt64?
    /// The URL the response came from (differs from the request's after a redirect).
    public var finalURL: String
    public var body: [UInt8]

    public init(status: Int, validators: HTTPValidators = HTTPValidators(), contentType: String? = nil,
                retryAfter: Double? = nil, maxAge: Double? = nil, resourceLength: UInt64? = nil, finalURL: String, body: [UInt8] = []) {
        self.status = status
        self.validators = validators
        self.contentType = contentType
        self.retryAfter = retryAfter
        self.maxAge = maxAge
        self.resourceLength = resourceLength
        self.finalURL = finalURL
        self.body = body
    }

    /// True for 304: the copy named by the request's validators is still current, and the body is empty.
    public var isNotModified: Bool { status == 304 }
    /// True for 2xx and 304.
    public var isSuccess: Bool { (200 ..< 300).contains(status) || status == 304 }
}

extension HTTPResponse {
    /// The freshness lifetime a `Cache-Control` value gives, in seconds: `no-store` and `no-cache` give 0,
    /// else `max-age=N` gives N (capped at a year); nil when it gives none or is malformed.
    public static func maxAge(cacheControl value: String) -> Double? {
        var age: Double?
        for directive in value.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace.lowercased() }
            guard let name = parts.first else { continue }
            if name == "no-store" || name == "no-cache" { return 0 }
            if name == "max-age", parts.count == 2 {
                let digits = parts[1].hasPrefix("\"") && parts[1].hasSuffix("\"") && parts[1].count >= 2 ? String(parts[1].dropFirst().dropLast()) : parts[1]
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
                age = min(Double(digits) ?? maximumAge, maximumAge)
            }
        }
        return age
    }

    /// The longest freshness lifetime kept: a year, as RFC 9111 advises for `max-age`.
    public static let maximumAge = 365.0 * 24 * 3600
}
