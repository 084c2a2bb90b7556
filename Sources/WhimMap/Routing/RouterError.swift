/// Why a router gave no route, for every kind of router, each in one line naming the router.
public enum RouterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Fewer than two waypoints were asked for.
    case tooFewWaypoints(name: String, count: Int)
    /// The built-in router's own reason (an invalid coordinate, no road near, no path).
    case planner(RouteError)
    /// The engine cannot route this travel mode (trams, on an engine without a tram profile).
    case unsupportedMode(name: String, mode: TravelMode)
    /// The engine could not be asked: refused, unreachable, timed out, or an HTTP error status.
    case unavailable(name: String, reason: String)
    /// A coordinate (nil where the engine does not say which) lies outside the engine's data: nothing to
    /// route on within reach of it.
    case outsideData(name: String, coordinate: GeoCoordinate?)
    /// The engine has data at both ends, but no path joins them for the mode.
    case noRoute(name: String, message: String)
    /// The engine answered with an error object.
    case engineError(name: String, code: String, message: String)
    /// The answer is not what the engine's API describes (not JSON, or missing what a route needs).
    case malformed(name: String, reason: String)

    /// One line: which router, what went wrong, what to try.
    public var description: String {
        switch self {
        case let .tooFewWaypoints(name, count): "\(name): a route needs at least two waypoints, got \(count)"
        case let .planner(error): error.description
        case let .unsupportedMode(name, mode): "\(name) does not route \(mode): pick another mode or the built-in router"
        case let .unavailable(name, reason): "\(name) is unavailable: \(reason)"
        case let .outsideData(name, c): "\(name) has no data near \(c.map(\.description) ?? "a waypoint"): pick a point inside the engine's map"
        case let .noRoute(name, message): "\(name) found no route: \(message)"
        case let .engineError(name, code, message): "\(name) answered an error (\(code)): \(message)"
        case let .malformed(name, reason): "\(name) sent an answer that is not a route: \(reason)"
        }
    }
}
