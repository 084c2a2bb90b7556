import Foundation
import WhimGraphics

/// A named point of interest the map labels: a station, a stop, a bike dock, a square.
public struct MapPlace: Hashable, Sendable {
    /// What the place is, in label priority order (stations first).
    public enum Kind: Int, CaseIterable, Sendable, Comparable {
        /// A railway or metro station.
        case station
        /// A named square.
        case square
        /// A tram stop.
        case tramStop
        /// A bus stop.
        case busStop
        /// A city-bike dock.
        case bikeDock

        /// Label priority: earlier kinds (stations) come first.
        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// What it is.
    public var kind: Kind
    /// Its name, as labelled.
    public var name: String
    /// The position in Web Mercator world units.
    public var worldPoint: Point

    /// A place of `kind` named `name` at `worldPoint`.
    public init(kind: Kind, name: String, worldPoint: Point) {
        self.kind = kind
        self.name = name
        self.worldPoint = worldPoint
    }

    /// Merges places of the same kind and name closer than `meters` (a stop's platforms on both sides of
    /// a street, a station's entrances) into one at their mean position, and sorts by kind, then name.
    public static func merged(_ places: [MapPlace], within meters: Double = 150) -> [MapPlace] {
        var groups: [[MapPlace]] = []
        var byKey: [String: [Int]] = [:]
        for place in places where !place.name.isEmpty {
            let key = "\(place.kind.rawValue)|\(place.name)"
            let near = byKey[key, default: []].first { g in
                let c = mean(groups[g])
                let latitude = WebMercator.unproject(c).latitude
                let scale = WebMercator.earthCircumference * cos(latitude * .pi / 180)
                return c.distance(to: place.worldPoint) * scale < meters
            }
            if let near { groups[near].append(place) } else {
                byKey[key, default: []].append(groups.count)
                groups.append([place])
            }
        }
        return groups.map { MapPlace(kind: $0[0].kind, name: $0[0].name, worldPoint: mean($0)) }
            .sorted { ($0.kind, $0.name, $0.worldPoint.x) < ($1.kind, $1.name, $1.worldPoint.x) }
    }

    private static func mean(_ places: [MapPlace]) -> Point {
        let n = Double(places.count)
        return Point(x: places.reduce(0) { $0 + $1.worldPoint.x } / n, y: places.reduce(0) { $0 + $1.worldPoint.y } / n)
    }
}
