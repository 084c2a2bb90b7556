import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimTestSupport

/// Settings' "Reset motion settings" asks in an alert: Cancel, Esc (the container's and the demo's Back)
/// and a click on the scrim change nothing; Reset turns every motion setting off and moves the switches.
@Suite(.serialized) struct DemoAlertTests {
    /// The demo on Settings with every motion setting on.
    func settingsWithEverythingOn() throws -> (DemoApp, ManualClock) {
        let (app, clock) = try makeDemo()
        #expect(app.tap("settings", clock: clock))
        for id in ["reduced-motion", "slow-motion", "frame-stats"] { #expect(app.tap(id, clock: clock)) }
        #expect(app.container.reducedMotion && app.container.slowMotion == 10 && app.showsFrameStats)
        return (app, clock)
    }

    func alert(_ app: DemoApp) -> WhimAlert? { app.presenter.presented.last as? WhimAlert }

    func switches(_ app: DemoApp) -> [Bool] {
        ["reduced-motion", "slow-motion", "frame-stats"].map { id in
            (app.container.visibleParts().compactMap { $0.panel.root?.widget(withIdentifier: id) as? Toggle }.first?.isOn) ?? false
        }
    }

    func everythingOn(_ app: DemoApp) -> Bool { app.container.reducedMotion && app.container.slowMotion == 10 && app.showsFrameStats }

    @Test func resetAsksAndCancelKeepsTheSettings() throws {
        let (app, clock) = try settingsWithEverythingOn()
        #expect(app.tap("reset-motion", clock: clock))
        let shown = try #require(alert(app))
        #expect(app.visibleTitles == ["Settings", "Reset motion settings?"])
        #expect(shown.viewController.panels.first?.appearance == .appeared)
        #expect(app.tap("alert-0", clock: clock))  // Cancel
        #expect(alert(app) == nil)
        #expect(everythingOn(app))
        #expect(switches(app) == [true, true, true])
        #expect(shown.viewController.panels.first?.appearance == .disappeared)
    }

    @Test func inputBelowTheAlertIsBlocked() throws {
        let (app, clock) = try settingsWithEverythingOn()
        let toggle = try #require(app.point(ofWidget: "slow-motion"))
        #expect(app.tap("reset-motion", clock: clock))
        #expect(alert(app) != nil)
        app.click(toggle, clock: clock)
        #expect(app.container.slowMotion == 10, "the switch under the alert took the click")
        #expect(alert(app) != nil, "a click on the scrim dismissed the alert")
        #expect(app.tap("alert-0", clock: clock))
        app.click(toggle, clock: clock)
        #expect(app.container.slowMotion == 1, "after the alert the switch works again")
    }

    @Test func escapePressesCancelThroughTheContainerAndThroughBack() throws {
        let (app, clock) = try settingsWithEverythingOn()
        #expect(app.tap("reset-motion", clock: clock))
        app.container.handle(.key(.escape, []))
        app.settle(on: clock)
        #expect(alert(app) == nil)
        #expect(everythingOn(app))
        #expect(app.visibleTitles == ["Settings"], "Esc closed the alert only, not Settings")
        #expect(app.tap("reset-motion", clock: clock))
        #expect(app.handleShortcut(.key(.escape, [])))
        app.settle(on: clock)
        #expect(alert(app) == nil)
        #expect(everythingOn(app))
        #expect(app.visibleTitles == ["Settings"])
    }

    @Test func resetTurnsEverythingOffAndMovesTheSwitches() throws {
        let (app, clock) = try settingsWithEverythingOn()
        #expect(app.tap("reset-motion", clock: clock))
        #expect(app.tap("alert-1", clock: clock))  // Reset
        #expect(alert(app) == nil)
        #expect(!app.container.reducedMotion && app.container.slowMotion == 1 && !app.showsFrameStats)
        #expect(switches(app) == [false, false, false])
        #expect(app.visibleTitles == ["Settings"])
        #expect(app.container.overlays.isEmpty, "the frame-time overlay went away")
    }

    /// The alert fading in over Settings (p = 0.5) and at rest: centred, the switches dimmed under the
    /// scrim, Reset in the destructive colour.
    @Test func alertOverSettingsGoldens() throws {
        let (app, _) = try settingsWithEverythingOn()
        app.reportFrame(composeMs: 1.25, uploadMs: 0.5, damagedPercent: 12.5, fps: 60)
        let reset = try #require(app.point(ofWidget: "reset-motion"))
        let began = app.container.driver.beginInteractive(on: PresentationLayer.presentationLayers(), {
            app.container.handle(.pointerDown(reset, .primary))
            app.container.handle(.pointerUp(reset, .primary))
        }, restore: {})
        #expect(began, "the alert's Fade must start an interactive run")
        for p in [0.5, 1] {
            app.container.updateInteractiveTransition(progress: p)
            app.container.renderFrame()
            assertGolden(app.container.frame.copy(), named: "reset-\(Int(p * 100))", tolerance: ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 400), testName: "alert")
        }
    }

    /// A link that changes the screens under an open alert closes the alert with them (the question was
    /// about a screen no longer shown); a link to where the app already is leaves it open.
    @Test func aLinkElsewhereClosesTheAlert() throws {
        let (app, clock) = try settingsWithEverythingOn()
        #expect(app.tap("reset-motion", clock: clock))
        try app.open("whim://home/settings")
        app.settle(on: clock)
        #expect(alert(app) != nil, "a link to the same screens closed the alert")
        try app.open("whim://home/taxi")
        app.settle(on: clock)
        #expect(app.navigation.path == "/home/taxi")
        #expect(alert(app) == nil, "the alert stayed over another screen")
        #expect(app.visibleTitles.first == "Taxi")
        #expect(everythingOn(app), "closing the alert this way is not a Reset")
    }
}
