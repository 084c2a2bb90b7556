import Foundation

/// How a route is travelled: each mode has its own permissions on the road graph and its own speeds.
public enum TravelMode: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// On foot: footways, paths, pedestrian streets and the roads that allow walking.
    case walking
    /// By bicycle: cycleways and roads, respecting one-way streets unless bicycles are exempt.
    case cycling
    /// By car: roads open to motor vehicles, respecting one-way streets.
    case driving
    /// Along tram tracks (`railway=tram`), for drawing transit lines where the trams run.
    case tram

    /// The name used on the command line.
    public var description: String {
        switch self {
        case .walking: "walking"
        case .cycling: "cycling"
        case .driving: "driving"
        case .tram: "tram"
        }
    }

    /// Parses a command-line name (`walk`, `walking`, `bike`, `cycling`, `car`, `driving`, `taxi`, `tram`).
    public init?(name: String) {
        switch name.lowercased() {
        case "walk", "walking", "foot": self = .walking
        case "bike", "bicycle", "cycle", "cycling": self = .cycling
        case "car", "drive", "driving", "taxi": self = .driving
        case "tram", "transit": self = .tram
        default: return nil
        }
    }

    /// The sharpest turn (radians, 0 = straight on) this mode can take from one edge onto the next, or
    /// nil for any turn. Trams follow their tracks: no reversing at a junction.
    public var maximumTurn: Double? { self == .tram ? 100 * .pi / 180 : nil }

    /// The fastest this mode goes on any edge, in metres per second: travel time over a straight line at
    /// this speed never exceeds the real travel time, which keeps the A* heuristic admissible.
    public var maximumSpeed: Double {
        switch self {
        case .walking: RoadSpeeds.walking
        case .cycling: RoadSpeeds.cycling
        case .driving: RoadSpeeds.driving.values.max() ?? 1
        case .tram: RoadSpeeds.tram
        }
    }
}

/// Travel speeds in metres per second (urban averages, including stops at junctions).
enum RoadSpeeds {
    static let walking = 5.0 / 3.6
    static let cycling = 15.0 / 3.6
    /// Cycling where bikes share a footway or pedestrian street.
    static let cyclingShared = 10.0 / 3.6
    static let tram = 18.0 / 3.6
    /// Driving by `highway` value.
    static let driving: [String: Double] = [
        "motorway": 80 / 3.6, "motorway_link": 50 / 3.6,
        "trunk": 60 / 3.6, "trunk_link": 40 / 3.6,
        "primary": 40 / 3.6, "primary_link": 30 / 3.6,
        "secondary": 35 / 3.6, "secondary_link": 30 / 3.6,
        "tertiary": 30 / 3.6, "tertiary_link": 25 / 3.6,
        "unclassified": 25 / 3.6, "residential": 25 / 3.6, "road": 20 / 3.6,
        "living_street": 8 / 3.6, "service": 12 / 3.6,
    ]
}
