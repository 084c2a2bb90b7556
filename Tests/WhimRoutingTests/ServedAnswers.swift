import Foundation
import WhimMap
import WhimNet
import WhimRouting
import WhimTestSupport

/// The recorded engine answers in Fixtures/ served by the test HTTP server: a router pointed at
/// `base(answer)` gets that file whatever path it asks for (the `~serve=` path segment), with any faults
/// given as more `~name=value` segments.
final class ServedAnswers {
    let server: TestHTTPServer

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    init() throws { server = try TestHTTPServer(root: Self.fixtures) }

    /// A base URL answering `file` to every request, with the faults given (`["code": "400"]`, `["latency_ms": "3000"]`).
    func base(_ file: String, _ faults: [String: String] = [:]) -> String {
        server.url((["~serve=\(file)"] + faults.sorted { $0.key < $1.key }.map { "~\($0.key)=\($0.value)" }).joined(separator: "/"))
    }

    /// The recorded trip: Kaisaniemi to the Esplanadi by car.
    static let from = GeoCoordinate(latitude: 60.1733, longitude: 24.9469)
    static let to = GeoCoordinate(latitude: 60.1674, longitude: 24.9488)

    /// A client that never retries (the tests' faults are meant to be seen at once).
    static let client = HTTPClient(configuration: HTTPClient.Configuration(retry: .never, threads: 1))

    static func json(_ file: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + file))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }
}

/// The error a route ends in, or nil when there is a route.
func routeError(_ router: any Router, _ waypoints: [GeoCoordinate] = [ServedAnswers.from, ServedAnswers.to],
                mode: TravelMode = .driving) -> RouterError? {
    do { _ = try router.route(through: waypoints, mode: mode); return nil } catch { return error }
}
