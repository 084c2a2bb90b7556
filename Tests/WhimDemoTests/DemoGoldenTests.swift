import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimTestSupport

/// Goldens of the demo's key states over the real Helsinki map, taken from the built-in tour (the same
/// script `whim-demo record --tour` plays; the manual clock makes it deterministic). Every shot also shows
/// every text whole and every control a 44-point target (the larger text sizes: `LegibilityTourTests`).
@Suite(.serialized) struct DemoGoldenTests {
    static let keyStates: Set<String> = ["home", "nearby-stops", "pickup", "summary", "reveal", "ticket", "settings", "map-data"]

    @Test func tourKeyStates() throws {
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 960, height: 540), clock: clock, map: sharedHelsinki)
        let player = ScriptPlayer(app: app, clock: clock)
        var seen: [String] = []
        player.onShot = { name in
            seen.append(name)
            for line in clippedText(in: app.container) { Issue.record("\(name): \(line)") }
            for line in smallTouchTargets(in: app.container) { Issue.record("\(name): a small target: \(line)") }
            guard Self.keyStates.contains(name) else { return }
            assertGolden(app.container.frame.copy(), named: name, tolerance: ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 400), testName: "tour")
        }
        try player.play(DemoScript(parsing: Tour.script))
        #expect(Self.keyStates.isSubset(of: Set(seen)))
        #expect(seen.count == 15)
    }

    @Test func scriptErrorsNameTheLine() throws {
        #expect(throws: DemoError.self) { try DemoScript(parsing: "wait 1\nfly 3") }
        #expect(throws: DemoError.self) { try DemoScript(parsing: "tap x 3") }
        #expect(throws: DemoError.self) { try DemoScript(parsing: "set warp on") }
        let message = try playError("wait 0.1\ntap #nothing-here")
        #expect(message == "script line 2: no widget #nothing-here on screen")
    }
}
