import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimTestSupport

/// The demo's real scenes against the reference compositor: the built-in tour played frame by frame,
/// and every frame of every transition it makes (Fade, Push, Pop, Modal present, dismiss and swap, the
/// circular reveal, the interactive edge pop) compared with the reference drawing of the same parts.
@Suite(.serialized) struct DemoTourDifferentialTests {
    @Test("every transition frame of the tour matches the reference")
    func tourTransitionsMatchTheReference() throws {
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 960, height: 540), clock: clock, map: sharedHelsinki)
        let player = ScriptPlayer(app: app, clock: clock)
        var checked = 0, failures = 0
        player.onFrame = { index in
            let c = app.container
            guard c.isTransitioning, failures < 3 else { return }
            let parts = c.currentParts()
            checked += 1
            if let m = ReferenceComparison.mismatch(actual: c.frame, expected: c.referenceFrame(for: parts), edges: parts.clipCircles) {
                failures += 1
                Issue.record("tour frame \(index) at p = \(c.transitionProgress ?? -1): \(m)")
            }
        }
        try player.play(DemoScript(parsing: Tour.script))
        #expect(checked > 100)
    }

    /// The map moves under still panels (camera fits after a screen arrives, the pan and the wheel zoom):
    /// the damage leaves out their opaque interiors, which the frame already holds, and every such frame
    /// still matches the reference.
    @Test("frames in which the map moved under still panels match the reference and leave the panels' interiors undamaged")
    func movingMapUnderStillPanelsMatchesTheReference() throws {
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 960, height: 540), clock: clock, map: sharedHelsinki)
        let player = ScriptPlayer(app: app, clock: clock)
        var checked = 0, failures = 0, smallest = Int.max
        var drawn = app.backdrop.framesDrawnStraight
        player.onFrame = { index in
            let c = app.container
            defer { drawn = app.backdrop.framesDrawnStraight }
            guard !c.isTransitioning, app.backdrop.framesDrawnStraight > drawn, failures < 3 else { return }
            checked += 1
            smallest = min(smallest, c.compositor.lastDamage.area)
            let parts = c.currentParts()
            if let m = ReferenceComparison.mismatch(actual: c.frame, expected: c.referenceFrame(for: parts), edges: parts.clipCircles) {
                failures += 1
                Issue.record("tour frame \(index): \(m)")
            }
        }
        try player.play(DemoScript(parsing: Tour.script))
        #expect(checked > 50)
        // Home's card and search bar cover about half of the frame; the map's moves left them out.
        #expect(smallest < 960 * 540 * 7 / 10, "smallest damage \(smallest) px")
    }
}
