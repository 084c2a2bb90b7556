import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Golden frames of the transitions in the desktop layout: a 960×540 window over a breakpoint of 900, so
/// the cards are side panels. Each kind at mid-progress between two multipart scenes (the narrow layout's
/// frames are `TransitionGoldenTests`'), named `<kind>.side-mp-mp-p050.png`; and a scene halfway through
/// its move to the other form after a resize across the breakpoint, `breakpoint.to-side.png` and
/// `breakpoint.to-card.png`.
@Suite struct SidePanelGoldenTests {
    static let kinds: [TransitionKind] = [.push, .pop, .present, .dismiss, .circularPresent, .circularDismiss]

    @Test(arguments: kinds)
    func sidePanelTransition(_ kind: TransitionKind) throws {
        let (container, clock) = try makeContainer()
        container.sidePanelLayout = SidePanelLayout(breakpoint: 900, width: 340, margin: 12)
        let (from, to) = SceneCombo.multipartToMultipart.scenes()
        container.setRoot(WhimSceneNavigationStack([from]))
        container.settle(on: clock)
        #expect(container.showsSidePanel)
        container.driver.preview(kind.transition, to: to.viewController, progress: 0.5)
        container.renderFrame()
        assertGolden(container.frame.copy(), named: "side-mp-mp-p050", tolerance: TransitionGoldenTests.tolerance, testName: kind.rawValue)
    }

    @Test(arguments: [("to-side", 800.0, 960.0), ("to-card", 960.0, 800.0)])
    func breakpointCrossing(_ name: String, from width: Double, to newWidth: Double) throws {
        let (container, clock) = try makeContainer(width: width, height: 540)
        container.sidePanelLayout = SidePanelLayout(breakpoint: 900, width: 340, margin: 12)
        container.setRoot(WhimSceneNavigationStack([SceneCombo.multipartToMultipart.scenes().from]))
        container.settle(on: clock)
        try container.resize(to: Size(width: newWidth, height: 540))
        // Half the move's time: the card halfway in from its new form's edge (eased).
        container.step(clock, WhimSceneAnimatedTransitions.BreakpointCrossing().timing.duration / 2)
        #expect(container.isTransitioning)
        assertGolden(container.frame.copy(), named: name, tolerance: TransitionGoldenTests.tolerance, testName: "breakpoint")
    }
}
