import Foundation
import Testing
import WhimMap
import WhimNet
import WhimRouting
import WhimTestSupport

/// The same trips from OSRM and Valhalla running on 127.0.0.1 over the Helsinki extract
/// (`make routing-engines`) and from the built-in A* over the same extract: one route value from each,
/// starting and ending where asked, of comparable lengths, with maneuvers that end in an arrival. An engine
/// that is not set up fails the test, saying how to set it up.
@Suite(.serialized) struct RealEngineTests {
    static let helsinki: Result<MapModel, any Error> = Result {
        var root = URL(fileURLWithPath: #filePath)
        while root.lastPathComponent != "Tests" { root.deleteLastPathComponent() }
        return try MapModel.load(contentsOf: root.deletingLastPathComponent().appendingPathComponent("Assets/maps/helsinki.osm.pbf"))
    }

    /// Kaisaniemi to the Esplanadi, around the one-way centre (the README's drive), and a walk across the centre.
    static let drive = [GeoCoordinate(latitude: 60.1733, longitude: 24.9469), GeoCoordinate(latitude: 60.1674, longitude: 24.9488)]
    static let walk = [GeoCoordinate(latitude: 60.1699, longitude: 24.9384), GeoCoordinate(latitude: 60.1675, longitude: 24.9524)]

    /// The checks every engine's route must pass for `waypoints`, against the built-in router's route.
    static func expectSameTrip(_ route: Route, _ reference: Route, _ waypoints: [GeoCoordinate], engine: String) throws {
        let first = try #require(route.coordinates.first), last = try #require(route.coordinates.last)
        // Engines start and end on the nearest street, the built-in router at the asked point itself.
        #expect(RoadGraph.distance(first, waypoints[0]) < 40, "\(engine) starts \(RoadGraph.distance(first, waypoints[0])) m away")
        #expect(RoadGraph.distance(last, waypoints[1]) < 40, "\(engine) ends \(RoadGraph.distance(last, waypoints[1])) m away")
        let ratio = route.distance / reference.distance
        #expect(ratio > 0.67 && ratio < 1.5, "\(engine): \(route.distance) m against the built-in router's \(reference.distance) m")
        #expect(route.duration > 0 && route.duration.isFinite)
        // The geometry's own length is the distance the engine reports.
        let along = zip(route.coordinates, route.coordinates.dropFirst()).reduce(0) { $0 + RoadGraph.distance($1.0, $1.1) }
        #expect(abs(along - route.distance) < 0.05 * route.distance + 10, "\(engine): shape \(along) m, distance \(route.distance) m")
        #expect(route.maneuvers.count >= 3, "\(engine): \(route.maneuvers.map(\.instruction))")
        #expect(route.maneuvers.first?.kind == .depart && route.maneuvers.last?.kind == .arrive, "\(engine): \(route.maneuvers.map(\.kind))")
        #expect(route.maneuvers.allSatisfy { !$0.instruction.isEmpty && $0.distance >= 0 })
        #expect(route.maneuvers.contains { $0.kind == .turn && $0.street != nil }, "\(engine): \(route.maneuvers.map(\.instruction))")
        // Each maneuver lies on the route's shape.
        for m in route.maneuvers {
            let nearest = route.coordinates.map { RoadGraph.distance($0, m.location) }.min() ?? .infinity
            #expect(nearest < 1, "\(engine): \(m.instruction) is \(nearest) m off the shape")
        }
        let sum = route.maneuvers.reduce(0) { $0 + $1.distance }
        #expect(abs(sum - route.distance) < 0.05 * route.distance + 10, "\(engine): steps add to \(sum) m of \(route.distance) m")
        // The departure says which way to set off: its heading is the shape's first heading.
        let leaving = try #require(route.maneuvers.first?.heading, "\(engine): the departure has no heading")
        let ahead = try #require(route.coordinates.first { RoadGraph.distance(first, $0) >= 3 })
        var off = (leaving - RouteManeuvers.bearing(first, ahead)).truncatingRemainder(dividingBy: 360)
        if off > 180 { off -= 360 }
        if off < -180 { off += 360 }
        #expect(abs(off) < 30, "\(engine): departs at \(leaving)°, the shape at \(RouteManeuvers.bearing(first, ahead))°")
    }

    @Test func drivingFromOSRMValhallaAndTheBuiltInRouterAgree() throws {
        let builtIn = RoutePlanner(graph: try Self.helsinki.get().roads)
        let reference = try builtIn.route(through: Self.drive, mode: .driving)
        try Self.expectSameTrip(reference, reference, Self.drive, engine: builtIn.name)
        let osrm = try RoutingEngineServer(.osrm(profile: "car"))
        let valhalla = try RoutingEngineServer(.valhalla)
        let routers: [any Router] = [OSRMRouter(baseURL: osrm.url), ValhallaRouter(baseURL: valhalla.url)]
        for router in routers {
            let route = try router.route(through: Self.drive, mode: .driving)
            try Self.expectSameTrip(route, reference, Self.drive, engine: router.name)
        }
    }

    @Test func walkingFromOSRMsFootProfileValhallaAndTheBuiltInRouterAgree() throws {
        let reference = try RoutePlanner(graph: try Self.helsinki.get().roads).route(through: Self.walk, mode: .walking)
        let foot = try RoutingEngineServer(.osrm(profile: "foot"))
        let valhalla = try RoutingEngineServer(.valhalla)
        let routers: [any Router] = [OSRMRouter(servers: [.walking: foot.url]), ValhallaRouter(baseURL: valhalla.url)]
        for router in routers {
            let route = try router.route(through: Self.walk, mode: .walking)
            try Self.expectSameTrip(route, reference, Self.walk, engine: router.name)
            // Three waypoints: two legs, each ending in an arrival.
            let via = try router.route(through: [Self.walk[0], Self.drive[1], Self.walk[1]], mode: .walking)
            #expect(via.maneuvers.filter { $0.kind == .arrive }.count == 2, "\(router.name): \(via.maneuvers.map(\.kind))")
        }
    }

    @Test func aPointOutsideTheDataIsOutsideDataOnBothEngines() throws {
        let osrm = try RoutingEngineServer(.osrm(profile: "car"))
        let valhalla = try RoutingEngineServer(.valhalla)
        let frankfurt = GeoCoordinate(latitude: 50.11, longitude: 8.68)
        for router in [OSRMRouter(baseURL: osrm.url) as any Router, ValhallaRouter(baseURL: valhalla.url)] {
            let error = routeError(router, [frankfurt, Self.drive[1]])
            guard case .outsideData = error else { Issue.record("\(router.name): \(String(describing: error))"); continue }
        }
    }
}
