import Foundation
import Testing
import WhimTestSupport

/// `whim-demo map route … --router`: the steps printed from the built-in router, from recorded OSRM and
/// Valhalla answers served on 127.0.0.1 and from a real OSRM; a bad router or a dead server is one line
/// and status 1.
@Suite struct MapRouteRouterTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
        return url.deletingLastPathComponent()
    }()
    static let map = root.appendingPathComponent("Assets/maps/helsinki.osm.pbf").path
    static let trip = ["--from", "60.1733,24.9469", "--to", "60.1674,24.9488", "--mode", "driving"]

    static func route(_ extra: [String]) throws -> BuiltExecutable.Result {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        return try BuiltExecutable.run(executable, ["map", "route", map] + trip + extra)
    }

    /// The numbered steps a run printed.
    static func steps(_ output: String) -> [String] {
        output.split(separator: "\n").dropFirst().map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    @Test func theBuiltInRouterPrintsNumberedStepsEndingInTheArrival() throws {
        let result = try Self.route([])
        #expect(result.status == 0, "\(result.stderr)")
        let steps = Self.steps(result.stdout)
        #expect(steps.first?.hasPrefix("1. Head") == true && steps.last?.hasSuffix("Arrive") == true, "\(result.stdout)")
        #expect(steps.contains { $0.contains("Turn") && $0.contains("onto") }, "\(result.stdout)")
        #expect(Self.steps(try Self.route(["--router", "builtin"]).stdout) == steps)
    }

    @Test func recordedEngineAnswersArePrintedAsTheirSteps() throws {
        let server = try TestHTTPServer(root: Self.root.appendingPathComponent("Tests/WhimRoutingTests/Fixtures").path)
        let osrm = try Self.route(["--router", "osrm=" + server.url("~serve=osrm-route.json")])
        #expect(osrm.status == 0, "\(osrm.stderr)")
        #expect(osrm.stdout.hasPrefix("driving: 1680 m, 5 min 01 s (from OSRM at http://127.0.0.1"), "\(osrm.stdout)")
        #expect(Self.steps(osrm.stdout).count == 13 && osrm.stdout.contains("Turn right onto Vilhonkatu (139 m)"), "\(osrm.stdout)")
        let valhalla = try Self.route(["--router", "valhalla=" + server.url("~serve=valhalla-route.json")])
        #expect(valhalla.status == 0, "\(valhalla.stderr)")
        #expect(valhalla.stdout.contains("Turn right onto Vuorikatu. (105 m)") && Self.steps(valhalla.stdout).last == "13. Your destination is on the left.", "\(valhalla.stdout)")
    }

    @Test func aRealOSRMGivesTheSameKindOfSteps() throws {
        let osrm = try RoutingEngineServer(.osrm(profile: "car"))
        let result = try Self.route(["--router", "osrm=\(osrm.url)"])
        #expect(result.status == 0 && Self.steps(result.stdout).last?.hasSuffix("Arrive") == true, "\(result.stdout)\(result.stderr)")
    }

    @Test func aBadRouterOrADeadServerIsOneLineAndStatusOne() throws {
        var server: TestHTTPServer? = try TestHTTPServer(root: Self.root.appendingPathComponent("Tests/WhimRoutingTests/Fixtures").path)
        let dead = server!.url("")
        server = nil
        let cases: [([String], String)] = [
            (["--router", "osrm=\(dead)"], "is unavailable"),
            (["--router", "valhalla=\(dead)"], "is unavailable"),
            (["--router", "osrm=ftp://example.org"], "--router"),
            (["--router", "graphhopper=http://127.0.0.1:1"], "--router"),
            (["--router", "osrm=\(dead)", "--mode", "tram"], "does not route tram"),
        ]
        let executable = try #require(BuiltExecutable.path("whim-demo"))
        let run = try BuiltExecutable.run(executable, ["run", "--router", "graphhopper=http://127.0.0.1:1"])
        #expect(run.status == 1 && run.stderr.hasPrefix("whim-demo: ") && run.stderr.contains("--router") && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        for (arguments, mention) in cases {
            let result = try Self.route(arguments)
            #expect(result.status == 1, "\(arguments): \(result.status)")
            #expect(result.stderr.hasPrefix("whim-demo: ") && result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
        }
    }
}
