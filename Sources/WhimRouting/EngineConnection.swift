import Foundation
import WhimMap
import WhimNet

/// What the clients of routing engines share: one engine's base URL and HTTP client, asking it and
/// turning every way that can fail (no connection, a timeout, an error status, a body that is not the
/// JSON expected) into a `RouterError` naming the engine.
struct EngineConnection: Sendable {
    /// "OSRM at http://…", for messages.
    let name: String
    /// The URL every path is put after, without a trailing slash.
    let baseURL: String
    let client: HTTPClient
    let limits: HTTPLimits

    init(engine: String, baseURL: String, client: HTTPClient, limits: HTTPLimits) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        name = "\(engine) at \(base)"
        self.client = client
        self.limits = limits
    }

    /// The answer to a GET of `path` (or a POST of `json`), a 4xx included: engines send their error
    /// objects with one.
    func ask(_ path: String, json: [UInt8]? = nil) throws(RouterError) -> HTTPResponse {
        let request = HTTPRequest(url: baseURL + path, limits: limits, body: json, contentType: json == nil ? nil : "application/json",
                                  returnsClientErrors: true)
        do {
            return try client.fetch(request)
        } catch {
            switch error {
            case .timedOut: throw .unavailable(name: name, reason: "no answer within \(Self.seconds(limits.totalTimeout))")
            case .badURL: throw .unavailable(name: name, reason: "\(baseURL) is not an http:// or https:// URL")
            case let .status(_, code): throw .unavailable(name: name, reason: "the server answered \(code)")
            default: throw .unavailable(name: name, reason: error.description)
            }
        }
    }

    /// The response's body decoded as `T` (an engine's answer or its error object), or
    /// `RouterError.malformed` saying why not; an error status without a JSON body is
    /// `RouterError.unavailable` (a proxy's or another server's page, not the engine's).
    func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws(RouterError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(response.body))
        } catch {
            guard response.status == 200 else { throw .unavailable(name: name, reason: "the server answered \(response.status)") }
            throw .malformed(name: name, reason: (error as? DecodingError).map(Self.reason) ?? "\(error)")
        }
    }

    /// `polyline` decoded, or `RouterError.malformed`.
    func shape(_ polyline: String) throws(RouterError) -> [GeoCoordinate] {
        guard let points = Polyline.decode(polyline), points.count >= 1 else {
            throw .malformed(name: name, reason: "the route's geometry is not a polyline6")
        }
        return points
    }

    /// A decoding error in a few words: what was wrong, and where in the document.
    private static func reason(_ error: DecodingError) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "" : " at " + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case let .dataCorrupted(context) where context.codingPath.isEmpty: return "not JSON"
        case let .dataCorrupted(context): return "a bad value\(at(context.codingPath))"
        case let .keyNotFound(key, context): return "no \"\(key.stringValue)\"\(at(context.codingPath))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context): return "a value of the wrong type\(at(context.codingPath))"
        @unknown default: return "not the JSON expected"
        }
    }

    private static func seconds(_ s: Double) -> String { s == s.rounded() ? "\(Int(s)) s" : "\(s) s" }
}

extension HTTPLimits {
    /// For routing engines: 5 s to connect, 15 s in all, 10 s stalled, 32 MiB (a long route's steps), 5 redirects.
    public static let routing = HTTPLimits(connectTimeout: 5, totalTimeout: 15, stallTimeout: 10, maxBodyBytes: 32 << 20, maxRedirects: 5)
}
