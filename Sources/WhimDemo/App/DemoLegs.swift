import Foundation
import Synchronization
import WhimAnimation
import WhimMap
import WhimThreads

/// The demo's legs as real paths along the map's ways: from the `router` (a routing engine, with
/// `run --router`) or A* on the road graph of whatever map is loaded. A leg no router can route (another
/// extract, a place off its streets) is simply not drawn.
///
/// The demo's screens route between fixed places (the user, the docks, the rental stations, the tram
/// stops), so the legs they show are computed ahead, on a thread of their own started with the demo
/// (`prefetch`), and handed over once, lock-free, when all are done: a screen built after that takes its
/// legs from the table and no frame runs a search. Only that thread asks a routing engine; a leg the
/// engine cannot give (down, outside its data, a mode it lacks) comes from the built-in router instead,
/// and `report` is told so once, in one line naming the engine, how many legs and the first reason.
/// A leg asked for before the table lands (or one that is not in it) is computed on the spot by the
/// built-in router, so the asking thread never waits on the network. With the built-in router either way
/// gives the same route — the search is a pure function of the graph and the ends — so recordings and
/// golden images do not depend on which.
public final class DemoLegs: @unchecked Sendable {
    public let planner: RoutePlanner
    /// Where the prefetched legs come from: `planner` unless a routing engine was given.
    public let router: any Router
    private let usesEngine: Bool
    private let table = Atomic<UnsafeMutableRawPointer?>(nil)
    /// Legs computed on the calling thread because the table had not landed or lacked them (tests read it).
    private let searched = Atomic<Int>(0)
    /// Prefetched legs the routing engine could not give, routed by the built-in router instead.
    private let fellBack = Atomic<Int>(0)

    /// One leg: its ends and mode.
    public struct Key: Hashable, Sendable {
        public var from: GeoCoordinate
        public var to: GeoCoordinate
        public var mode: TravelMode

        public init(from: GeoCoordinate, to: GeoCoordinate, mode: TravelMode) {
            self.from = from
            self.to = to
            self.mode = mode
        }
    }

    private final class Table: Sendable {
        let legs: [Key: Route?]
        /// Why the engine could not give some legs, in one line; nil when it gave them all.
        let fallback: String?
        init(_ legs: [Key: Route?], fallback: String?) {
            self.legs = legs
            self.fallback = fallback
        }
    }

    /// Legs on `map`, prefetched from `router` (the built-in router on `map` when nil); with `prefetch`,
    /// the demo's known legs (`Key.demo`) start computing at once on a background thread, which calls
    /// `report` (on that thread) if the engine could not give some of them.
    public init(map: MapModel, router: (any Router)? = nil, prefetch: Bool = true, report: (@Sendable (String) -> Void)? = nil) {
        planner = RoutePlanner(graph: map.roads)
        self.router = router ?? planner
        usesEngine = router != nil
        if prefetch { start(Key.demo, report: report) }
    }

    deinit {
        if let raw = table.exchange(nil, ordering: .acquiringAndReleasing) { Unmanaged<Table>.fromOpaque(raw).release() }
    }

    /// The quickest route, or nil when the map has none.
    public func leg(from a: GeoCoordinate, to b: GeoCoordinate, _ mode: TravelMode) -> Route? {
        if let raw = table.load(ordering: .acquiring),
            let known = Unmanaged<Table>.fromOpaque(raw).takeUnretainedValue().legs[Key(from: a, to: b, mode: mode)]
        {
            return known
        }
        searched.add(1, ordering: .relaxed)
        return search(Key(from: a, to: b, mode: mode))
    }

    /// A tram line through `stops` in order, along the tram tracks (legs the tracks do not join are left out).
    public func tramLine(through stops: [GeoCoordinate]) -> [Route] {
        zip(stops, stops.dropFirst()).compactMap { leg(from: $0, to: $1, .tram) }
    }

    /// Whether the prefetched legs have landed.
    public var isPrefetched: Bool { table.load(ordering: .acquiring) != nil }

    /// How many legs were searched on the asking thread instead of taken from the prefetched table.
    public var legsSearchedOnDemand: Int { searched.load(ordering: .relaxed) }

    /// How many prefetched legs the routing engine could not give (the built-in router's are shown).
    public var legsFromFallback: Int { fellBack.load(ordering: .relaxed) }

    /// Once the legs have landed: why the engine could not give some of them, in one line (nil when it gave
    /// them all, or without an engine).
    public var fallbackReason: String? {
        table.load(ordering: .acquiring).flatMap { Unmanaged<Table>.fromOpaque($0).takeUnretainedValue().fallback }
    }

    /// Computes `keys` on a background thread and publishes them together.
    private func start(_ keys: [Key], report: (@Sendable (String) -> Void)?) {
        let thread = Thread { [self] in
            // Below the frame path, as the tile worker is.
            ThreadPriority.low.applyToCurrentThread()
            var legs: [Key: Route?] = [:], failures: [RouterError] = []
            for key in keys where legs[key] == nil { legs[key] = .some(ask(key, failures: &failures)) }
            let fallback = failures.first.map {
                "\(router.name) could not give \(failures.count) of \(legs.count) legs; the built-in router drew them (first: \($0))"
            }
            let raw = Unmanaged.passRetained(Table(legs, fallback: fallback)).toOpaque()
            if let old = table.exchange(raw, ordering: .acquiringAndReleasing) { Unmanaged<Table>.fromOpaque(old).release() }
            if let fallback { report?(fallback) }
        }
        thread.name = "whim-demo-legs"
        thread.start()
    }

    /// The leg from the router, or from the built-in router where an engine has none (on the legs' thread),
    /// the engine's refusal added to `failures`.
    private func ask(_ key: Key, failures: inout [RouterError]) -> Route? {
        guard usesEngine else { return search(key) }
        do { return try router.route(from: key.from, to: key.to, mode: key.mode) } catch {
            failures.append(error)
            fellBack.add(1, ordering: .relaxed)
            return search(key)
        }
    }

    private func search(_ key: Key) -> Route? {
        try? planner.route(from: key.from, to: key.to, mode: key.mode)
    }

    /// "6 min", or a fallback when there is no route.
    static func minutes(_ route: Route?, else fallback: String) -> String {
        route.map { "\($0.minutes) min" } ?? fallback
    }
}

extension DemoLegs.Key {
    /// Every leg the demo's screens show, in the order a visit is likely to need them: the walks to the
    /// docks (City bikes) and to the rental stations (Car rental), the tram line and the walk to it
    /// (Public transport), the taxi's drive (Home, Taxi).
    public static var demo: [Self] {
        let user = HelsinkiPlaces.user.coordinate
        let tram = HelsinkiPlaces.tramLine.map(\.coordinate)
        return HelsinkiPlaces.bikeStations.map { Self(from: user, to: $0.coordinate, mode: .walking) }
            + HelsinkiPlaces.rentalStations.map { Self(from: user, to: $0.coordinate, mode: .walking) }
            + zip(tram, tram.dropFirst()).map { Self(from: $0, to: $1, mode: .tram) }
            + tram.prefix(1).map { Self(from: user, to: $0, mode: .walking) }
            + [Self(from: HelsinkiPlaces.taxi.coordinate, to: user, mode: .driving)]
    }
}
