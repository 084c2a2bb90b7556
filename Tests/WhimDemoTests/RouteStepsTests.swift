import Synchronization
import Foundation
import Testing
import WhimCore
import WhimDemo
import WhimMap

/// The step lists of the demo's legs: the taxi card lists the drive's steps, the bikes card the walk to the
/// selected dock; and with a routing engine the legs come from it, or from the built-in router where it fails.
@Suite(.serialized) struct RouteStepsTests {
    /// The visible list with `identifier`.
    private func list(_ identifier: String, in app: DemoApp) -> ListView? {
        app.container.visibleParts().reversed().lazy.compactMap { $0.panel.root?.widget(withIdentifier: identifier) as? ListView }.first
    }

    @Test func theTaxiCardListsTheDrivesSteps() throws {
        let (app, clock) = try makeDemo()
        try app.open("whim://home/taxi")
        app.settle(on: clock)
        let drive = try #require(app.legs.leg(from: HelsinkiPlaces.taxi.coordinate, to: HelsinkiPlaces.user.coordinate, .driving))
        let steps = try #require(list("drive-steps", in: app))
        #expect(steps.rows.map(\.title) == drive.maneuvers.map(\.instruction))
        #expect(steps.rows.count >= 3 && steps.rows.last?.title == "Arrive")
    }

    @Test func theBikesCardListsTheWalkToTheSelectedDock() throws {
        let (app, clock) = try makeDemo()
        try app.open("whim://home/bikes")
        app.settle(on: clock)
        let steps = try #require(list("walk-steps", in: app))
        let user = HelsinkiPlaces.user.coordinate, docks = HelsinkiPlaces.bikeStations
        let first = steps.rows.map(\.title)
        #expect(first.last == "Arrive" && first.count >= 2)
        let chosen = try #require(list("stations", in: app)?.rows.firstIndex { $0.id == docks[1].id })
        #expect(app.tapRow(chosen, of: "stations", clock: clock))
        let walk = try #require(app.legs.leg(from: user, to: docks[1].coordinate, .walking))
        #expect(steps.rows.map(\.title) == walk.maneuvers.map(\.instruction))
    }

    /// A routing engine that answers every walk and drive with a straight line, and nothing else.
    struct StraightLines: Router {
        var name: String { "a test engine" }
        func route(through waypoints: [GeoCoordinate], mode: TravelMode) throws(RouterError) -> Route {
            guard mode != .tram else { throw .unsupportedMode(name: name, mode: mode) }
            let d = RoadGraph.distance(waypoints[0], waypoints[1])
            return Route(mode: mode, vertices: [], coordinates: waypoints, distance: d, duration: d,
                         maneuvers: [Maneuver(kind: .depart, direction: nil, location: waypoints[0], street: "Straight", distance: d),
                                     Maneuver(kind: .arrive, direction: nil, location: waypoints[1], street: nil, distance: 0)])
        }
    }

    @Test func legsComeFromTheEngineAndFromTheBuiltInRouterWhereItHasNone() throws {
        let heard = Mutex<[String]>([])
        let legs = DemoLegs(map: sharedHelsinki, router: StraightLines(), report: { line in heard.withLock { $0.append(line) } })
        for _ in 0 ..< 6000 where !legs.isPrefetched { usleep(10_000) }
        #expect(legs.isPrefetched)
        let builtIn = DemoLegs(map: sharedHelsinki, prefetch: false)
        for key in DemoLegs.Key.demo {
            let leg = legs.leg(from: key.from, to: key.to, key.mode)
            if key.mode == .tram {
                #expect(leg == builtIn.leg(from: key.from, to: key.to, key.mode))
            } else {
                #expect(leg?.coordinates == [key.from, key.to] && leg?.maneuvers.first?.instruction == "Set off along Straight")
            }
        }
        let trams = DemoLegs.Key.demo.filter { $0.mode == .tram }.count
        #expect(legs.legsFromFallback == trams)
        #expect(legs.legsSearchedOnDemand == 0)
        // The fallback is said once, naming the engine, the count and why.
        let reason = try #require(legs.fallbackReason)
        #expect(reason.hasPrefix("a test engine could not give \(trams) of \(Set(DemoLegs.Key.demo).count) legs") && reason.contains("tram"), "\(reason)")
        for _ in 0 ..< 500 where heard.withLock({ $0.isEmpty }) { usleep(10_000) }
        #expect(heard.withLock { $0 } == [reason])
        #expect(DemoLegs(map: sharedHelsinki, prefetch: false).fallbackReason == nil)
    }
}
