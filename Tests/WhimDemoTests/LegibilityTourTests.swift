import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimTestSupport

/// The demo read at a larger text size and in high contrast: every shot of the tour, and the reset alert
/// over Settings, at text scales 1.5 and 2 show every text whole and every control a 44-point target (at
/// 1: `DemoGoldenTests`); goldens of the dense screens at both scales and of Settings in high contrast.
@Suite(.serialized) struct LegibilityTourTests {
    /// Screens with the most text, kept as goldens at the larger scales.
    static let dense: Set<String> = ["home", "settings", "map-data", "alert"]
    /// The tour — the summary's card dragged up before Book, which larger text puts below the card's
    /// resting height — then Settings' reset alert.
    static let script = Tour.script.replacingOccurrences(of: "\ntap #book", with: "\ndrag #card-handle 50% 5% 0.3\nwait 0.7\ntap #book")
        + "\n" + """
    tap #settings
    wait 0.6
    tap #reset-motion
    wait 0.4
    shot alert
    """

    /// One play at 1.5: at each shot the screen is checked at 1.5, then laid out and checked at 2 and set
    /// back (one play of the tour for both scales).
    @Test func tourAtLargerTextSizes() throws {
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 960, height: 540), clock: clock, map: sharedHelsinki)
        app.container.legibility = Legibility(textScale: 1.5)
        let player = ScriptPlayer(app: app, clock: clock)
        var shots = 0
        player.onShot = { name in
            shots += 1
            for scale in [1.5, 2.0] {
                // Laid out at once; settled (the map's tiles in) only for a golden.
                app.container.legibility.textScale = scale
                if Self.dense.contains(name) { app.settle(on: clock) }
                for line in clippedText(in: app.container) { Issue.record("\(name) at \(scale)×: \(line)") }
                for line in smallTouchTargets(in: app.container) { Issue.record("\(name) at \(scale)×: a small target: \(line)") }
                if Self.dense.contains(name) {
                    assertGolden(app.container.frame.copy(), named: "\(name)-text-\(Int(scale * 100))",
                                 tolerance: ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 400), testName: "legibility")
                }
            }
            app.container.legibility.textScale = 1.5
        }
        #expect(Self.script.contains("0.7\ntap #book"))
        try player.play(DemoScript(parsing: Self.script))
        #expect(shots == 16)
    }

    /// Settings switched to high contrast from its own switch: the screen is drawn in the high-contrast
    /// theme at once (Tab shows the thicker focus ring).
    @Test func settingsInHighContrast() throws {
        let (app, clock) = try makeDemo()
        #expect(app.tap("settings", clock: clock))
        #expect(app.tap("high-contrast", clock: clock))
        app.container.handle(.key(.tab, []))
        app.settle(on: clock)
        #expect(app.container.legibility.highContrast)
        for line in clippedText(in: app.container) { Issue.record("\(line)") }
        assertGolden(app.container.frame.copy(), named: "settings-high-contrast",
                     tolerance: ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 400), testName: "legibility")
    }

    /// The text-size control in Settings sets the container's text scale, and the screen is laid out again
    /// with it (its title grows).
    @Test func settingsTextSizeScalesTheScreen() throws {
        let (app, clock) = try makeDemo()
        #expect(app.tap("settings", clock: clock))
        let panel = try #require(app.container.displayed?.panels.first)
        let before = try #require(panel.root?.widget(withIdentifier: "high-contrast")).frame.height
        let control = try #require(panel.root?.widget(withIdentifier: "text-size") as? SegmentedControl)
        let p = try #require(app.container.point(ofSegment: control.segments.count - 1, in: "text-size"))
        app.click(p, clock: clock)
        #expect(app.container.legibility.textScale == 2)
        panel.layoutIfNeeded()
        let after = try #require(panel.root?.widget(withIdentifier: "high-contrast")).frame.height
        #expect(after > before)
    }
}
