import Foundation
import Testing
import WhimMap
import WhimNet
@testable import WhimRouting
import WhimTestSupport

/// OSRM's recorded answers (Fixtures/osrm-*.json, from osrm-routed over the Helsinki extract) become a
/// `Route`, and every fault ends in one `RouterError` of the kind it is, in one line.
@Suite struct OSRMRouterTests {
    @Test func recordedAnswerBecomesTheRouteItDescribes() throws {
        let served = try ServedAnswers()
        let router = OSRMRouter(baseURL: served.base("osrm-route.json"), client: ServedAnswers.client)
        let route = try router.route(from: ServedAnswers.from, to: ServedAnswers.to, mode: .driving)
        let recorded = try #require((try ServedAnswers.json("osrm-route.json")["routes"] as? [[String: Any]])?.first)
        #expect(route.distance == recorded["distance"] as? Double)
        #expect(route.duration == recorded["duration"] as? Double)
        let geometry = try #require(recorded["geometry"] as? String)
        #expect(route.coordinates == Polyline.decode(geometry))
        #expect(route.vertices.isEmpty && route.mode == .driving)
        let steps = try #require(((recorded["legs"] as? [[String: Any]])?.first?["steps"]) as? [[String: Any]])
        #expect(route.maneuvers.count == steps.count)
        // Each step at OSRM's location with OSRM's distance; the kinds and texts from its type and modifier.
        for (maneuver, step) in zip(route.maneuvers, steps) {
            let location = try #require((step["maneuver"] as? [String: Any])?["location"] as? [Double])
            #expect(maneuver.location == GeoCoordinate(latitude: location[1], longitude: location[0]))
            #expect(maneuver.distance == step["distance"] as? Double)
        }
        #expect(route.maneuvers.first?.kind == .depart && route.maneuvers.last?.kind == .arrive)
        #expect(route.maneuvers.map(\.instruction).contains("Turn right onto Vilhonkatu"))
        #expect(route.maneuvers.contains { $0.direction == .uTurn && $0.street == "Kaivokatu" })
        #expect(route.maneuvers.last?.instruction == "Arrive")
    }

    @Test func requestPathHasTheProfileTheCoordinatesLongitudeFirstAndTheOptions() {
        let path = OSRMRouter.path(profile: "car", waypoints: [ServedAnswers.from, GeoCoordinate(latitude: -33.9, longitude: -0.0000004), ServedAnswers.to])
        #expect(path == "/route/v1/car/24.9469,60.1733;0,-33.9;24.9488,60.1674?steps=true&overview=full&geometries=polyline6")
        // Every value in range prints without an exponent and reads back to within 10⁻⁶.
        var random = SeededRandom(seed: 43)
        for _ in 0 ..< 2000 {
            let x = Double.random(in: -180 ... 180, using: &random)
            let text = OSRMRouter.fixed6(x)
            #expect(!text.contains("e") && abs((Double(text) ?? .nan) - x) <= 0.5e-6 + 1e-12, "\(x) → \(text)")
        }
    }

    @Test func faultsEndInTheirOwnOneLineError() throws {
        let served = try ServedAnswers()
        func router(_ file: String, _ faults: [String: String] = [:]) -> OSRMRouter {
            OSRMRouter(baseURL: served.base(file, faults), client: ServedAnswers.client,
                       limits: HTTPLimits(connectTimeout: 2, totalTimeout: 1, stallTimeout: 1, maxBodyBytes: 1 << 20, maxRedirects: 2))
        }
        let name = { (r: OSRMRouter) in r.name }
        let cases: [(OSRMRouter, (RouterError?) -> Bool, String)] = [
            (router("osrm-noroute.json"), { if case .noRoute = $0 { true } else { false } }, "no route"),
            (router("osrm-nosegment.json", ["code": "400"]), { $0 == .outsideData(name: name(router("osrm-nosegment.json", ["code": "400"])), coordinate: nil) }, "no segment"),
            (router("osrm-far.json"), { if case .outsideData(_, ServedAnswers.from) = $0 { true } else { false } }, "snapped from far away"),
            (router("osrm-error.json", ["code": "400"]), { if case .engineError(_, "InvalidQuery", _) = $0 { true } else { false } }, "error object"),
            (router("truncated.json"), { if case .malformed(_, "not JSON") = $0 { true } else { false } }, "malformed JSON"),
            (router("osrm-nogeometry.json"), { if case .malformed = $0 { true } else { false } }, "no geometry"),
            (router("osrm-badstep.json"), { if case .malformed = $0 { true } else { false } }, "bad step"),
            (router("page.html", ["code": "502"]), { if case .unavailable(_, "the server answered 502") = $0 { true } else { false } }, "a proxy's page"),
            (router("osrm-route.json", ["latency_ms": "3000"]), { if case .unavailable(_, "no answer within 1 s") = $0 { true } else { false } }, "slow"),
            (router("osrm-route.json", ["drop": "1"]), { if case .unavailable = $0 { true } else { false } }, "dropped"),
        ]
        for (router, matches, what) in cases {
            let error = routeError(router)
            #expect(matches(error), "\(what): \(String(describing: error))")
            #expect(error.map { !$0.description.contains("\n") && $0.description.hasPrefix("OSRM at http://127.0.0.1") } ?? false, "\(what): \(String(describing: error))")
        }
    }

    @Test func deadServerTramsAndOneWaypointAreRefusedInOneLine() throws {
        // A port nobody listens on: the server's, after it stopped.
        var served: ServedAnswers? = try ServedAnswers()
        let base = served!.base("osrm-route.json")
        served = nil
        let router = OSRMRouter(baseURL: base, client: ServedAnswers.client)
        guard case .unavailable(_, let reason) = routeError(router) else { Issue.record("expected unavailable"); return }
        #expect(reason.contains("cannot connect"))
        #expect(routeError(router, mode: .tram) == .unsupportedMode(name: router.name, mode: .tram))
        #expect(routeError(router, [ServedAnswers.from]) == .tooFewWaypoints(name: router.name, count: 1))
        #expect(routeError(OSRMRouter(baseURL: "ftp://example.org", client: ServedAnswers.client)) == .unavailable(name: "OSRM at ftp://example.org", reason: "ftp://example.org is not an http:// or https:// URL"))
    }
}
