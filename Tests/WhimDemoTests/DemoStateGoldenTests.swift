import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimTestSupport

/// Goldens of the states issue 18 fixed: routes along the streets on every mode's screen, the flow's
/// cards showing their buttons, insurance off on the summary, the wrapping shortcut sheet, and the
/// frame-time overlay beside Settings' switches.
@Suite(.serialized) struct DemoStateGoldenTests {
    static let tolerance = ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 400)

    func golden(_ app: DemoApp, _ name: String) {
        app.container.renderFrame()
        assertGolden(app.container.frame.copy(), named: name, tolerance: Self.tolerance, testName: "state")
    }

    @Test func modeScreensShowRoutesAlongTheStreets() throws {
        for (row, name) in [(0, "bikes"), (1, "taxi"), (3, "transit")] {
            let (app, clock) = try makeDemo()
            app.tapRow(row, of: "options", clock: clock)
            golden(app, name)
        }
    }

    @Test func flowCardsAndSummaryWithoutInsurance() throws {
        let (app, clock) = try makeDemo()
        app.tapRow(2, of: "options", clock: clock)
        app.tapRow(1, of: "stations", clock: clock)
        app.tap("next", clock: clock)
        app.tap("insurance", clock: clock)
        golden(app, "dates")
        app.tap("next", clock: clock)
        golden(app, "summary-basic-cover")
    }

    @Test func shortcutSheetAndFrameTimeOverlay() throws {
        let (app, clock) = try makeDemo()
        _ = app.handleShortcut(.key(.character("?"), []))
        golden(app, "help")
        _ = app.handleShortcut(.key(.escape, []))
        app.tap("settings", clock: clock)
        _ = app.handleShortcut(.key(.character("f"), []))
        app.reportFrame(composeMs: 1.25, uploadMs: 0.5, damagedPercent: 12.5, fps: 60)
        golden(app, "settings-frame-stats")
    }
}
