import Testing
@testable import WhimMap
import WhimTestSupport

/// The built-in router's turn-by-turn steps: directions from heading changes, a step where the street's
/// name changes or an unnamed way turns, an arrival last, and the steps' distances adding up to the route.
@Suite struct RouteManeuversTests {
    /// A point `east` and `north` metres from a corner in central Helsinki.
    static func at(east: Double, north: Double) -> GeoCoordinate {
        GeoCoordinate(latitude: 60.17 + north / 111_195, longitude: 24.94 + east / (111_195 * 0.4975))
    }

    @Test func directionsAreMirroredLeftAndRightAndCoverEveryHeadingChange() {
        let mirror: [Maneuver.Direction: Maneuver.Direction] = [
            .straight: .straight, .uTurn: .uTurn, .slightLeft: .slightRight, .left: .right, .sharpLeft: .sharpRight,
            .slightRight: .slightLeft, .right: .left, .sharpRight: .sharpLeft,
        ]
        for tenth in -1799 ... 1799 {
            let d = Double(tenth) / 10
            #expect(Maneuver.Direction(turn: -d) == mirror[Maneuver.Direction(turn: d)], "\(d)°")
            #expect(Maneuver.Direction(turn: d + 360) == Maneuver.Direction(turn: d), "\(d)° + 360°")
        }
        #expect(Maneuver.Direction(turn: 90) == .right && Maneuver.Direction(turn: -90) == .left && Maneuver.Direction(turn: 5) == .straight)
        #expect(Maneuver.Direction(turn: 179) == .uTurn && Maneuver.Direction(turn: 140) == .sharpRight && Maneuver.Direction(turn: -40) == .slightLeft)
    }

    @Test func turnsWhereTheNameChangesAndNotWhereANamedStreetBends() {
        // East along A, a bend in A, north (left) onto B, east (right) onto C, then C continues straight as D.
        let points = [Self.at(east: 0, north: 0), Self.at(east: 100, north: 0), Self.at(east: 200, north: 30),
                      Self.at(east: 200, north: 130), Self.at(east: 300, north: 130), Self.at(east: 400, north: 130)]
        let names: [String?] = ["A", "A", "B", "C", "D"]
        let steps = RouteManeuvers.derive(points: points, names: names)
        #expect(steps.map(\.instruction) == ["Head east along A", "Turn left onto B", "Turn right onto C", "Continue onto D", "Arrive"])
        #expect(steps.map(\.location) == [points[0], points[2], points[3], points[4], points[5]])
        let total = zip(points, points.dropFirst()).reduce(0) { $0 + RoadGraph.distance($1.0, $1.1) }
        #expect(abs(steps.reduce(0) { $0 + $1.distance } - total) < 1e-6)
        #expect(abs(steps[1].distance - 100) < 0.5 && steps.last?.distance == 0)
    }

    @Test func unnamedWaysGetAStepAtEachRealTurnAndRepeatedPointsChangeNothing() {
        let points = [Self.at(east: 0, north: 0), Self.at(east: 50, north: 0), Self.at(east: 50, north: 0),
                      Self.at(east: 50, north: -60), Self.at(east: 55, north: -120)]
        let steps = RouteManeuvers.derive(points: points, names: [nil, nil, nil, nil])
        // A right turn (east to south) and then only a slight bend: one turn step.
        #expect(steps.map(\.kind) == [.depart, .turn, .arrive])
        #expect(steps[1].direction == .right && steps[1].instruction == "Turn right")
        #expect(steps[0].instruction == "Head east" && steps[1].heading.map { abs($0 - 180) < 1 } == true)
        #expect(RouteManeuvers.derive(points: [points[0]], names: []).map(\.instruction) == ["Set off", "Arrive"])
        #expect(RouteManeuvers.derive(points: [], names: []).isEmpty)
    }

    @Test func everyHeadingNamesTheNearestCompassPoint() {
        for tenth in -7200 ... 7200 {
            let heading = Double(tenth) / 10, point = CompassPoint(heading: heading)
            var off = (heading - point.heading).truncatingRemainder(dividingBy: 360)
            if off > 180 { off -= 360 }
            if off <= -180 { off += 360 }
            #expect(abs(off) <= 22.5, "\(heading)° named \(point)")
        }
        #expect(CompassPoint(heading: 0) == .north && CompassPoint(heading: 90) == .east && CompassPoint(heading: -45) == .northwest)
        #expect(CompassPoint(heading: 359.9) == .north && CompassPoint(heading: 22.5) == .northeast && CompassPoint(heading: .nan) == .north)
        let step = Maneuver(kind: .depart, direction: nil, location: Self.at(east: 0, north: 0), street: "Mikonkatu", distance: 10, heading: -90)
        #expect(step.instruction == "Head west along Mikonkatu" && step.heading == 270)
        #expect(Maneuver(kind: .depart, direction: nil, location: step.location, street: nil, distance: 0, heading: .infinity).heading == nil)
    }

    /// Two named streets meeting at a right angle and a footpath, as a graph.
    static func corner() -> RoadGraph {
        var builder = RoadGraph.Builder()
        let street = RoadAccess { $0 == "highway" ? "residential" : nil }
        builder.addWay(nodes: [1, 2, 3], coordinates: [at(east: 0, north: 0), at(east: 100, north: 0), at(east: 200, north: 0)], access: street, name: "Aleksanterinkatu")
        builder.addWay(nodes: [3, 4, 5], coordinates: [at(east: 200, north: 0), at(east: 200, north: 100), at(east: 200, north: 200)], access: street, name: "Unioninkatu")
        return builder.build()
    }

    @Test func theBuiltInRouterNamesItsStepsAndEndsEachLegWithAnArrival() throws {
        let planner = RoutePlanner(graph: Self.corner())
        #expect(planner.graph.streetName(ofEdge: try #require(planner.graph.edge(from: 0, to: 1, mode: .driving))) == "Aleksanterinkatu")
        let a = Self.at(east: 0, north: 0), b = Self.at(east: 200, north: 200), c = Self.at(east: 100, north: 0)
        let route = try planner.route(through: [a, b], mode: .driving)
        #expect(route.maneuvers.map(\.instruction) == ["Head east along Aleksanterinkatu", "Turn left onto Unioninkatu", "Arrive"])
        #expect(route.maneuvers.last?.location == route.coordinates.last)
        // Three waypoints: the two legs joined, an arrival ending each, lengths and times added.
        let there = try planner.route(through: [a, b], mode: .driving), back = try planner.route(through: [b, c], mode: .driving)
        let trip = try planner.route(through: [a, b, c], mode: .driving)
        #expect(trip.maneuvers == there.maneuvers + back.maneuvers)
        #expect(trip.maneuvers.filter { $0.kind == .arrive }.count == 2)
        #expect(abs(trip.distance - there.distance - back.distance) < 1e-9 && abs(trip.duration - there.duration - back.duration) < 1e-9)
        #expect(trip.coordinates.count == there.coordinates.count + back.coordinates.count - 1)
        #expect(back.maneuvers.map(\.instruction) == ["Head south along Unioninkatu", "Turn right onto Aleksanterinkatu", "Arrive"])
    }

    @Test func theBuiltInRouterRefusesWhatItCannotRouteInOneLine() {
        let planner = RoutePlanner(graph: Self.corner())
        func error(_ waypoints: [GeoCoordinate]) -> RouterError? {
            do { _ = try planner.route(through: waypoints, mode: .driving); return nil } catch { return error }
        }
        #expect(error([Self.at(east: 0, north: 0)]) == .tooFewWaypoints(name: planner.name, count: 1))
        let far = GeoCoordinate(latitude: 50, longitude: 8)
        #expect(error([far, Self.at(east: 0, north: 0)]) == .planner(.noRoadNear(far, mode: .driving, maximumMeters: planner.snapLimit)))
        let nan = GeoCoordinate(latitude: .nan, longitude: 0)
        guard case .planner(.invalidCoordinate) = error([nan, far]) else { Issue.record("a NaN waypoint"); return }
    }
}
