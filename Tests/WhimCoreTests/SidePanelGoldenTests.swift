import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Golden frames of the transitions in the desktop layout: a 960×540 window over a breakpoint of 900, so
/// the cards are side panels. Each kind at mid-progress between two multipart scenes (the narrow layout's
/// frames are `TransitionGoldenTests`'), named `<kind>.side-mp-mp-p050.png`.
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
}
