import Testing
import WhimMap
import WhimRouting

/// How a command line or the settings file names a router: every accepted text parses back to itself,
/// and anything else is refused rather than guessed.
@Suite struct RouterChoiceTests {
    @Test func everyChoiceRoundTripsThroughItsText() {
        let choices: [RouterChoice] = [
            .builtIn, .osrm(url: "http://127.0.0.1:5000"), .valhalla(url: "https://valhalla.example.org/"),
            .osrmPerMode([.walking: "http://127.0.0.1:5001", .driving: "http://127.0.0.1:5000"]),
            .osrmPerMode([.cycling: "https://bike.example.org"]),
        ]
        for choice in choices { #expect(RouterChoice(choice.description) == choice, "\(choice)") }
        #expect(RouterChoice("built-in") == .builtIn)
        #expect(RouterChoice("OSRM=walking:http://a:1,driving:http://b:2") == .osrmPerMode([.walking: "http://a:1", .driving: "http://b:2"]))
    }

    @Test func anythingElseIsRefused() {
        for text in ["", "osrm", "osrm=", "osrm=ftp://x", "osrm=http://", "valhalla=walking:http://a", "gps=http://a",
                     "osrm=walking:http://a,walking:http://b", "osrm=tram:http://a", "osrm=walking:http://a,", "osrm=http://a b",
                     "osrm=walking:", "osrm=http://a,http://b"] {
            #expect(RouterChoice(text) == nil, "\(text)")
        }
    }

    /// One server per mode: each mode's requests go to its own server, and a mode without one is not
    /// guessed (the caller's built-in router takes it).
    @Test func perModeServersNameEachAndRefuseTheOthers() throws {
        let choice = try #require(RouterChoice("osrm=walking:http://127.0.0.1:9,driving:http://127.0.0.1:8"))
        let engine = try #require(choice.engine())
        #expect(engine.name == "OSRM at http://127.0.0.1:8, http://127.0.0.1:9")
        let a = GeoCoordinate(latitude: 60.17, longitude: 24.94), b = GeoCoordinate(latitude: 60.171, longitude: 24.941)
        #expect(throws: RouterError.unsupportedMode(name: engine.name, mode: .cycling)) { try engine.route(from: a, to: b, mode: .cycling) }
        #expect(RouterChoice.builtIn.engine() == nil)
    }
}
