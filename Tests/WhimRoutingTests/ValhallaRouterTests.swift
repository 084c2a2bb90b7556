import Foundation
import Testing
import WhimMap
import WhimNet
@testable import WhimRouting
import WhimTestSupport

/// Valhalla's recorded answers (Fixtures/valhalla-*.json, from valhalla_service over the Helsinki extract)
/// become a `Route` with Valhalla's own instruction texts, and every fault ends in one `RouterError`.
@Suite struct ValhallaRouterTests {
    @Test func recordedAnswerBecomesTheRouteItDescribesWithValhallasTexts() throws {
        let served = try ServedAnswers()
        let router = ValhallaRouter(baseURL: served.base("valhalla-route.json"), client: ServedAnswers.client)
        let route = try router.route(from: ServedAnswers.from, to: ServedAnswers.to, mode: .driving)
        let trip = try #require(try ServedAnswers.json("valhalla-route.json")["trip"] as? [String: Any])
        let summary = try #require(trip["summary"] as? [String: Any])
        #expect(abs(route.distance - (summary["length"] as? Double ?? 0) * 1000) < 1e-6)
        #expect(route.duration == summary["time"] as? Double)
        let leg = try #require((trip["legs"] as? [[String: Any]])?.first)
        let encoded = try #require(leg["shape"] as? String)
        let shape = try #require(Polyline.decode(encoded))
        #expect(route.coordinates == shape)
        let moves = try #require(leg["maneuvers"] as? [[String: Any]])
        #expect(route.maneuvers.map(\.instruction) == moves.map { $0["instruction"] as? String ?? "" })
        #expect(route.maneuvers.map(\.location) == moves.map { shape[$0["begin_shape_index"] as? Int ?? -1] })
        #expect(route.maneuvers.first?.kind == .depart && route.maneuvers.last?.kind == .arrive)
        #expect(route.maneuvers.contains { $0.kind == .turn && $0.direction == .right && $0.street == "Vilhonkatu" })
    }

    @Test func requestNamesTheCostingAndTheWaypointsInOrder() throws {
        for (mode, costing) in [(TravelMode.walking, "pedestrian"), (.cycling, "bicycle"), (.driving, "auto")] {
            #expect(ValhallaRouter.costings[mode] == costing)
        }
        let body = ValhallaRouter.request([ServedAnswers.from, ServedAnswers.to], costing: "auto")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
        #expect(json["costing"] as? String == "auto" && json["units"] as? String == "kilometers")
        let locations = try #require(json["locations"] as? [[String: Double]])
        #expect(locations == [["lat": 60.1733, "lon": 24.9469], ["lat": 60.1674, "lon": 24.9488]])
    }

    @Test func faultsEndInTheirOwnOneLineError() throws {
        let served = try ServedAnswers()
        func router(_ file: String, _ faults: [String: String] = [:]) -> ValhallaRouter {
            ValhallaRouter(baseURL: served.base(file, faults), client: ServedAnswers.client,
                           limits: HTTPLimits(connectTimeout: 2, totalTimeout: 1, stallTimeout: 1, maxBodyBytes: 1 << 20, maxRedirects: 2))
        }
        let cases: [(ValhallaRouter, (RouterError?) -> Bool, String)] = [
            (router("valhalla-outside.json", ["code": "400"]), { if case .outsideData(_, nil) = $0 { true } else { false } }, "outside the data"),
            (router("valhalla-noroute.json", ["code": "400"]), { if case .noRoute(_, "No path could be found for input") = $0 { true } else { false } }, "no route"),
            (router("valhalla-error.json", ["code": "400"]), { if case .engineError(_, "154", _) = $0 { true } else { false } }, "error object"),
            (router("truncated.json"), { if case .malformed(_, "not JSON") = $0 { true } else { false } }, "malformed JSON"),
            (router("osrm-route.json"), { if case .malformed(_, "no trip with legs") = $0 { true } else { false } }, "another engine's answer"),
            (router("valhalla-badshape.json"), { if case .malformed = $0 { true } else { false } }, "bad shape"),
            (router("page.html", ["code": "500"]), { if case .unavailable(_, "the server answered 500") = $0 { true } else { false } }, "a server error page"),
            (router("valhalla-route.json", ["latency_ms": "3000"]), { if case .unavailable(_, "no answer within 1 s") = $0 { true } else { false } }, "slow"),
            (router("valhalla-route.json", ["truncate": "100"]), { if case .unavailable = $0 { true } else { false } }, "cut off"),
        ]
        for (router, matches, what) in cases {
            let error = routeError(router)
            #expect(matches(error), "\(what): \(String(describing: error))")
            #expect(error.map { !$0.description.contains("\n") && $0.description.hasPrefix("Valhalla at http://127.0.0.1") } ?? false, "\(what): \(String(describing: error))")
        }
        let any = router("valhalla-route.json")
        #expect(routeError(any, mode: .tram) == .unsupportedMode(name: any.name, mode: .tram))
    }
}
