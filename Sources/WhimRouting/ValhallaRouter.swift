import Foundation
import WhimMap
import WhimNet

/// A `Router` over a Valhalla server's route action (`POST /route` with a JSON request): one server
/// routes every mode it has a costing for. Each leg's `shape` is a polyline6 and its `maneuvers` carry
/// Valhalla's own instruction texts, which are kept.
public struct ValhallaRouter: Router {
    private let connection: EngineConnection
    /// "Valhalla at URL", in messages.
    public var name: String { connection.name }

    /// Valhalla's costing for each mode (trams need transit data, which a plain tile build lacks).
    public static let costings: [TravelMode: String] = [.walking: "pedestrian", .cycling: "bicycle", .driving: "auto"]

    /// A client of the server at `baseURL`, over `client` with `limits`.
    public init(baseURL: String, client: HTTPClient = HTTPClient(configuration: .init(threads: 1)), limits: HTTPLimits = .routing) {
        connection = EngineConnection(engine: "Valhalla", baseURL: baseURL, client: client, limits: limits)
    }

    /// The route from the server: one request for all the waypoints, a leg between each two.
    public func route(through waypoints: [GeoCoordinate], mode: TravelMode) throws(RouterError) -> Route {
        try checkWaypoints(waypoints)
        guard let costing = Self.costings[mode] else { throw .unsupportedMode(name: name, mode: mode) }
        let response = try connection.ask("/route", json: Self.request(waypoints, costing: costing))
        let answer = try connection.decode(ValhallaAnswer.self, from: response)
        if let code = answer.error_code {
            let message = answer.error ?? "no message"
            switch code {
            // 17x: a location Valhalla cannot place on its graph (171: "No suitable edges near location").
            case 170 ..< 180: throw .outsideData(name: name, coordinate: nil)
            // 44x: no path between locations that are on the graph.
            case 440 ..< 450: throw .noRoute(name: name, message: message)
            default: throw .engineError(name: name, code: String(code), message: message)
            }
        }
        guard response.status == 200 else { throw .unavailable(name: name, reason: "the server answered \(response.status)") }
        guard let trip = answer.trip, !trip.legs.isEmpty else { throw .malformed(name: name, reason: "no trip with legs") }
        var coordinates: [GeoCoordinate] = [], maneuvers: [Maneuver] = []
        for leg in trip.legs {
            let shape = try connection.shape(leg.shape)
            for m in leg.maneuvers {
                guard shape.indices.contains(m.begin_shape_index) else {
                    throw .malformed(name: name, reason: "a maneuver starts at shape point \(m.begin_shape_index) of \(shape.count)")
                }
                maneuvers.append(m.value(at: shape[m.begin_shape_index]))
            }
            coordinates += coordinates.last == shape.first ? Array(shape.dropFirst()) : shape
        }
        return Route(mode: mode, vertices: [], coordinates: coordinates, distance: trip.summary.length * 1000,
                     duration: trip.summary.time, maneuvers: maneuvers)
    }

    /// The request body: the waypoints, the costing, distances in kilometres, English instructions.
    static func request(_ waypoints: [GeoCoordinate], costing: String) -> [UInt8] {
        struct Body: Encodable {
            struct Location: Encodable { let lat: Double, lon: Double }
            struct Directions: Encodable { let units = "kilometers", language = "en-US" }
            let locations: [Location]
            let costing: String
            let units = "kilometers"
            let directions_options = Directions()
        }
        let body = Body(locations: waypoints.map { Body.Location(lat: $0.latitude, lon: $0.longitude) }, costing: costing)
        // Encoding plain numbers and strings cannot fail.
        return Array((try? JSONEncoder().encode(body)) ?? Data())
    }
}

/// The parts of Valhalla's route answer (or its error object) a `Route` needs; names as Valhalla spells them.
struct ValhallaAnswer: Decodable {
    let trip: Trip?
    let error_code: Int?
    let error: String?

    struct Trip: Decodable {
        let summary: Summary
        let legs: [Leg]
    }

    struct Summary: Decodable {
        /// Kilometres (the request asks for them).
        let length: Double
        /// Seconds.
        let time: Double
    }

    struct Leg: Decodable {
        let shape: String
        let maneuvers: [Move]
    }

    struct Move: Decodable {
        let type: Int
        let instruction: String
        let street_names: [String]?
        let length: Double
        let begin_shape_index: Int
        /// The heading leaving the step, degrees clockwise from north.
        let bearing_after: Double?

        /// The maneuver at `location`: Valhalla's maneuver type to a kind and a direction, its text kept.
        func value(at location: GeoCoordinate) -> Maneuver {
            let (kind, direction) = ValhallaAnswer.types[type] ?? (.turn, nil)
            return Maneuver(kind: kind, direction: direction, instruction: instruction, location: location,
                            street: kind == .arrive ? nil : street_names?.first, distance: length * 1000,
                            heading: kind == .arrive ? nil : bearing_after)
        }
    }

    /// Valhalla's maneuver types (`DirectionsLeg_Maneuver_Type`) as kinds and directions.
    static let types: [Int: (Maneuver.Kind, Maneuver.Direction?)] = [
        1: (.depart, nil), 2: (.depart, nil), 3: (.depart, nil),
        4: (.arrive, nil), 5: (.arrive, .right), 6: (.arrive, .left),
        7: (.continue, .straight), 8: (.continue, .straight), 22: (.continue, .straight), 17: (.continue, .straight), 25: (.continue, .straight),
        9: (.turn, .slightRight), 10: (.turn, .right), 11: (.turn, .sharpRight), 12: (.turn, .uTurn), 13: (.turn, .uTurn),
        14: (.turn, .sharpLeft), 15: (.turn, .left), 16: (.turn, .slightLeft),
        18: (.turn, .slightRight), 20: (.turn, .slightRight), 23: (.turn, .slightRight), 37: (.turn, .slightRight),
        19: (.turn, .slightLeft), 21: (.turn, .slightLeft), 24: (.turn, .slightLeft), 38: (.turn, .slightLeft),
        26: (.roundabout, nil), 27: (.roundabout, nil),
    ]
}
