import Foundation
import WhimGraphics

/// Two fingers on the backdrop: their centre moves the map (pan) and their spread zooms it about that
/// centre (pinch), so the map point under the fingers' centre stays under it. A value: it keeps where
/// the two fingers are and turns each move into one step.
struct TwoFingerPanZoom: Sendable, Equatable {
    /// The closest two fingers may be for their spread to count (logical units): nearer, a zoom step's
    /// ratio of spreads would be dominated by noise, so only the pan applies.
    static let minimumSpread = 4.0

    /// One move's effect: pan by (`dx`, `dy`), then zoom by `levels` (positive: in) about `centre`, the
    /// fingers' centre after the move.
    struct Step: Sendable, Equatable {
        var dx: Double
        var dy: Double
        var levels: Double
        var centre: Point
    }

    /// The two fingers' numbers.
    let fingers: (Int, Int)
    /// Where each finger is now.
    private(set) var points: (Point, Point)

    /// Two fingers down at `first` and `second`.
    init(_ first: (finger: Int, at: Point), _ second: (finger: Int, at: Point)) {
        fingers = (first.finger, second.finger)
        points = (first.at, second.at)
    }

    /// Whether `finger` is one of the two.
    func contains(_ finger: Int) -> Bool { fingers.0 == finger || fingers.1 == finger }

    /// The other of the two fingers.
    func other(than finger: Int) -> Int { fingers.0 == finger ? fingers.1 : fingers.0 }

    /// Where `finger` (one of the two) is now.
    func point(of finger: Int) -> Point { fingers.0 == finger ? points.0 : points.1 }

    /// The fingers' centre.
    var centre: Point { Self.centre(points) }

    /// Moves one finger to `p`; nil when it is not one of the two or nothing changed.
    mutating func move(_ finger: Int, to p: Point) -> Step? {
        guard contains(finger) else { return nil }
        let before = points
        if fingers.0 == finger { points.0 = p } else { points.1 = p }
        guard points != before else { return nil }
        let from = Self.centre(before), to = Self.centre(points)
        let spreadBefore = Self.spread(before), spreadAfter = Self.spread(points)
        let levels = spreadBefore >= Self.minimumSpread && spreadAfter >= Self.minimumSpread ? log2(spreadAfter / spreadBefore) : 0
        return Step(dx: to.x - from.x, dy: to.y - from.y, levels: levels, centre: to)
    }

    static func centre(_ p: (Point, Point)) -> Point { Point(x: (p.0.x + p.1.x) / 2, y: (p.0.y + p.1.y) / 2) }

    static func spread(_ p: (Point, Point)) -> Double { hypot(p.1.x - p.0.x, p.1.y - p.0.y) }

    static func == (a: Self, b: Self) -> Bool { a.fingers == b.fingers && a.points == b.points }
}
