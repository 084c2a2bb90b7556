import WhimMap
import WhimNet

/// A `Router` over an OSRM server's route service (`GET /route/v1/{profile}/lon,lat;lon,lat`, with
/// `steps=true&overview=full&geometries=polyline6`). OSRM's steps carry a type, a modifier and a street
/// name but no text, so the instructions are made from those (`Maneuver.instruction`).
///
/// An `osrm-routed` serves the one profile its data was prepared with, whatever the URL's profile says:
/// give each mode the server prepared for it, or one server for every mode (`init(baseURL:)`).
public struct OSRMRouter: Router {
    /// The server per mode; a mode without one is `RouterError.unsupportedMode`.
    public let servers: [TravelMode: String]
    /// How far (metres) OSRM may move a waypoint onto its network before the waypoint counts as outside
    /// its data: OSRM snaps any coordinate to its nearest road, however far.
    public var snapLimit = 400.0
    private let connections: [TravelMode: EngineConnection]
    /// "OSRM at URL" (every server's URL when there are several), in messages.
    public let name: String

    /// The profile name in the URL for each mode (OSRM's demo server reads it; `osrm-routed` ignores it).
    public static let profiles: [TravelMode: String] = [.walking: "foot", .cycling: "bike", .driving: "car"]

    /// One server for walking, cycling and driving.
    public init(baseURL: String, client: HTTPClient = HTTPClient(configuration: .init(threads: 1)), limits: HTTPLimits = .routing) {
        self.init(servers: [.walking: baseURL, .cycling: baseURL, .driving: baseURL], client: client, limits: limits)
    }

    /// A server per mode.
    public init(servers: [TravelMode: String], client: HTTPClient = HTTPClient(configuration: .init(threads: 1)), limits: HTTPLimits = .routing) {
        self.servers = servers.filter { Self.profiles[$0.key] != nil }
        connections = self.servers.mapValues { EngineConnection(engine: "OSRM", baseURL: $0, client: client, limits: limits) }
        let urls = Set(connections.values.map(\.baseURL)).sorted()
        name = urls.count == 1 ? "OSRM at \(urls[0])" : "OSRM at \(urls.joined(separator: ", "))"
    }

    /// The route from the mode's server: one request for all the waypoints, a leg between each two.
    public func route(through waypoints: [GeoCoordinate], mode: TravelMode) throws(RouterError) -> Route {
        try checkWaypoints(waypoints)
        guard let connection = connections[mode], let profile = Self.profiles[mode] else { throw .unsupportedMode(name: name, mode: mode) }
        let response = try connection.ask(Self.path(profile: profile, waypoints: waypoints))
        let answer = try connection.decode(OSRMAnswer.self, from: response)
        switch answer.code {
        case "Ok": break
        case "NoRoute": throw .noRoute(name: connection.name, message: answer.message ?? "no path joins the waypoints")
        case "NoSegment": throw .outsideData(name: connection.name, coordinate: nil)
        default: throw .engineError(name: connection.name, code: answer.code, message: answer.message ?? "no message")
        }
        guard response.status == 200 else { throw .unavailable(name: connection.name, reason: "the server answered \(response.status)") }
        guard let found = answer.routes?.first else { throw .malformed(name: connection.name, reason: "\"Ok\" without a route") }
        for (snapped, asked) in zip(answer.waypoints ?? [], waypoints) where (snapped.distance ?? 0) > snapLimit {
            throw .outsideData(name: connection.name, coordinate: asked)
        }
        var maneuvers: [Maneuver] = []
        for leg in found.legs {
            for step in leg.steps {
                guard step.maneuver.location.count == 2 else { throw .malformed(name: connection.name, reason: "a step's location is not [lon, lat]") }
                maneuvers.append(step.value)
            }
        }
        return Route(mode: mode, vertices: [], coordinates: try connection.shape(found.geometry), distance: found.distance,
                     duration: found.duration, maneuvers: maneuvers)
    }

    /// `/route/v1/{profile}/lon,lat;lon,lat?…`, coordinates to the 10⁻⁶° polyline6 keeps.
    static func path(profile: String, waypoints: [GeoCoordinate]) -> String {
        let places = waypoints.map { "\(fixed6($0.longitude)),\(fixed6($0.latitude))" }.joined(separator: ";")
        return "/route/v1/\(profile)/\(places)?steps=true&overview=full&geometries=polyline6"
    }

    /// `x` with at most six decimals, no exponent ("24.9469", "-0.000001").
    static func fixed6(_ x: Double) -> String {
        let micro = Int64((x * 1_000_000).rounded())
        let sign = micro < 0 ? "-" : "", magnitude = micro.magnitude
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}

/// The parts of OSRM's route answer a `Route` needs.
struct OSRMAnswer: Decodable {
    let code: String
    let message: String?
    let routes: [Found]?
    let waypoints: [Waypoint]?

    struct Found: Decodable {
        let distance: Double
        let duration: Double
        let geometry: String
        let legs: [Leg]
    }

    struct Leg: Decodable { let steps: [Step] }

    struct Step: Decodable {
        let distance: Double
        let name: String?
        let maneuver: Move

        /// The step as a maneuver: OSRM's type and modifier to a kind and a direction.
        var value: Maneuver {
            let street = name.flatMap { $0.isEmpty ? nil : $0 }
            let direction = maneuver.modifier.flatMap { OSRMAnswer.directions[$0] }
            let bends = direction != nil && direction != .straight && direction != .slightLeft && direction != .slightRight
            let kind: Maneuver.Kind = switch maneuver.type {
            case "depart": .depart
            case "arrive": .arrive
            case "roundabout", "rotary", "roundabout turn", "exit roundabout", "exit rotary": .roundabout
            case "new name", "continue", "notification", "use lane": bends ? .turn : .continue
            default: .turn
            }
            return Maneuver(kind: kind, direction: kind == .depart ? nil : direction,
                            location: GeoCoordinate(latitude: maneuver.location[1], longitude: maneuver.location[0]),
                            street: kind == .arrive ? nil : street, distance: distance,
                            heading: kind == .arrive ? nil : maneuver.bearing_after)
        }
    }

    struct Move: Decodable {
        let type: String
        let modifier: String?
        let location: [Double]
        /// The heading leaving the step, degrees clockwise from north.
        let bearing_after: Double?
    }

    struct Waypoint: Decodable { let distance: Double? }

    static let directions: [String: Maneuver.Direction] = [
        "straight": .straight, "slight left": .slightLeft, "left": .left, "sharp left": .sharpLeft,
        "slight right": .slightRight, "right": .right, "sharp right": .sharpRight, "uturn": .uTurn,
    ]
}
