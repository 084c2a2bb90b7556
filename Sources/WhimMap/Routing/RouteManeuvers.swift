import Foundation

/// The turn-by-turn steps of a path known only by its shape and the names of its streets (the built-in
/// router's paths): a departure, a step wherever the street's name changes or an unnamed way turns, and an
/// arrival. Turns are read from the change of heading, each heading measured over `span` metres of the
/// shape, so the small kinks of a street's geometry at a junction do not decide the direction.
public enum RouteManeuvers {
    /// How far along the shape (metres) a heading is measured before and after a junction.
    public static let span = 15.0

    /// The steps along `points`, where `names[i]` names the segment from `points[i]` to `points[i + 1]`
    /// (nil: a way without a name, or a straight leg off the streets). Each step's distance runs to the
    /// next; the last step is the arrival, with distance 0.
    public static func derive(points: [GeoCoordinate], names: [String?]) -> [Maneuver] {
        // Segments of no length have no heading: their points are dropped (the name that follows is kept).
        var shape: [GeoCoordinate] = [], streets: [String?] = []
        for (i, p) in points.enumerated() {
            if let last = shape.last, RoadGraph.distance(last, p) < 0.01 { continue }
            if !shape.isEmpty { streets.append(i - 1 < names.count ? names[i - 1] : nil) }
            shape.append(p)
        }
        guard let first = shape.first, let last = shape.last else { return [] }
        guard shape.count >= 2 else {
            return [Maneuver(kind: .depart, direction: nil, location: first, street: nil, distance: 0),
                    Maneuver(kind: .arrive, direction: nil, location: last, street: nil, distance: 0)]
        }
        let lengths = zip(shape, shape.dropFirst()).map { RoadGraph.distance($0, $1) }
        var starts: [(index: Int, kind: Maneuver.Kind, direction: Maneuver.Direction?, street: String?)] = [(0, .depart, nil, streets[0])]
        for i in 1 ..< shape.count - 1 {
            let direction = Maneuver.Direction(turn: heading(shape, lengths, from: i, forward: true) - heading(shape, lengths, from: i, forward: false))
            let renamed = streets[i] != streets[i - 1]
            let turns = direction != .straight && direction != .slightLeft && direction != .slightRight
            if renamed && streets[i] != nil {
                starts.append((i, direction == .straight ? .continue : .turn, direction, streets[i]))
            } else if turns && streets[i] == nil {
                starts.append((i, .turn, direction, nil))
            }
        }
        var steps: [Maneuver] = []
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1].index : shape.count - 1
            steps.append(Maneuver(kind: start.kind, direction: start.direction, location: shape[start.index], street: start.street,
                                  distance: lengths[start.index ..< end].reduce(0, +),
                                  heading: heading(shape, lengths, from: start.index, forward: true)))
        }
        steps.append(Maneuver(kind: .arrive, direction: nil, location: last, street: nil, distance: 0))
        return steps
    }

    /// The heading in degrees (clockwise from north) of the shape leaving `index` forward, or arriving at
    /// it, measured from the point `span` metres away along the shape (or its end, if nearer).
    static func heading(_ shape: [GeoCoordinate], _ lengths: [Double], from index: Int, forward: Bool) -> Double {
        var other = index, walked = 0.0
        while walked < span {
            if forward {
                guard other < shape.count - 1 else { break }
                walked += lengths[other]
                other += 1
            } else {
                guard other > 0 else { break }
                other -= 1
                walked += lengths[other]
            }
        }
        return forward ? bearing(shape[index], shape[other]) : bearing(shape[other], shape[index])
    }

    /// The initial great-circle bearing from `a` to `b`, degrees clockwise from north.
    public static func bearing(_ a: GeoCoordinate, _ b: GeoCoordinate) -> Double {
        let p1 = a.latitude * .pi / 180, p2 = b.latitude * .pi / 180, dl = (b.longitude - a.longitude) * .pi / 180
        let y = sin(dl) * cos(p2), x = cos(p1) * sin(p2) - sin(p1) * cos(p2) * cos(dl)
        return atan2(y, x) * 180 / .pi
    }
}
