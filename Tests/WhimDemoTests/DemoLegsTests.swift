import Foundation
import Testing
import WhimAnimation
import WhimDemo
import WhimGraphics
import WhimMap

/// The demo's legs are computed ahead on their own thread and handed over once: screens built after that
/// run no search on the frame path, and a leg is the same route whether it came from the table or from a
/// search on the spot (so recordings and goldens do not depend on when the table landed).
@Suite struct DemoLegsTests {
    /// Waits (polling, bounded) until the prefetched table has landed; false when it never did.
    func waitForTable(_ legs: DemoLegs, seconds: Double = 60) -> Bool {
        for _ in 0..<Int(seconds * 100) {
            if legs.isPrefetched { return true }
            usleep(10_000)
        }
        return legs.isPrefetched
    }

    @Test("the prefetched table lands, holds every demo leg, and each equals the route searched on the spot")
    func prefetchedLegsEqualSearchedLegs() throws {
        let prefetched = DemoLegs(map: sharedHelsinki)
        let onDemand = DemoLegs(map: sharedHelsinki, prefetch: false)
        #expect(!onDemand.isPrefetched)
        #expect(waitForTable(prefetched), "the legs' thread never handed its table over")
        var routed = 0
        for key in DemoLegs.Key.demo {
            let table = prefetched.leg(from: key.from, to: key.to, key.mode)
            let searched = onDemand.leg(from: key.from, to: key.to, key.mode)
            #expect(table == searched, "\(key.mode) \(key.from) → \(key.to)")
            if table != nil { routed += 1 }
        }
        #expect(prefetched.legsSearchedOnDemand == 0, "a demo leg was searched although the table had landed")
        #expect(onDemand.legsSearchedOnDemand == DemoLegs.Key.demo.count)
        // Helsinki routes every leg the demo shows.
        #expect(routed == DemoLegs.Key.demo.count)
        // A leg outside the table is still answered, by a search.
        _ = prefetched.leg(from: HelsinkiPlaces.taxi.coordinate, to: HelsinkiPlaces.bikeStations[0].coordinate, .cycling)
        #expect(prefetched.legsSearchedOnDemand == 1)
    }

    @Test("once the table has landed, opening City bikes, Taxi, Car rental and Public transport searches nothing")
    func screensTakeTheirLegsFromTheTable() throws {
        let (app, _) = try makeDemo()
        #expect(waitForTable(app.legs))
        let before = app.legs.legsSearchedOnDemand
        for path in ["/home/bikes", "/home/taxi", "/home/transit", "/home/car-rental", "/home/car-rental?station=kaisaniemi"] {
            _ = try app.makeScene(path: path)
        }
        #expect(app.legs.legsSearchedOnDemand == before)
    }
}
