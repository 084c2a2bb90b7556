import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// A scene that moves to another presentation layer while its old layer still animates it out (the soak's
/// "a panel drawn by two layers"): the old layer's run is finished first, the new layer brings the panels
/// in, each panel is drawn once every frame and its lifecycle stays balanced.
@Suite struct LayerHandOverTests {
    private func expectEachDrawnOnce(_ c: WhimSceneContainer, sourceLocation: SourceLocation = #_sourceLocation) {
        var panels: [Panel] = []
        c.driver.forEachVisiblePart { panels.append($0.panel) }
        #expect(Set(panels.map(ObjectIdentifier.init)).count == panels.count, "drawn: \(panels.map(\.title))", sourceLocation: sourceLocation)
    }

    /// Forty frames, each drawing every panel once, then rest.
    private func stepToRest(_ c: WhimSceneContainer, _ clock: ManualClock, sourceLocation: SourceLocation = #_sourceLocation) {
        expectEachDrawnOnce(c, sourceLocation: sourceLocation)
        for _ in 0..<40 {
            c.step(clock)
            expectEachDrawnOnce(c, sourceLocation: sourceLocation)
        }
        c.settle(on: clock)
    }

    private static let over = PresentationLayer(level: 1, name: "over")

    /// A base stack and a stack in a layer over it, both at rest.
    private func makeLayers() throws -> (WhimSceneContainer, ManualClock, base: WhimSceneNavigationStack, over: WhimSceneNavigationStack) {
        let (container, clock) = try makeContainer(width: 320, height: 240)
        let base = WhimSceneNavigationStack([TestScene(fullscreen: "base root")])
        let over = WhimSceneNavigationStack([TestScene(multipart: "over root")])
        container.setRoot(base)
        container.setRoot(over, of: Self.over, animating: nil)
        container.settle(on: clock)
        return (container, clock, base, over)
    }

    /// The move in a later tick: the base layer is mid-Pop when the scene is pushed in the other layer.
    @Test(arguments: [0.0, 0.1, 0.2])
    func aSceneMovedToAnotherLayerMidAnimationIsDrawnOnce(after dt: Double) throws {
        let (container, clock, base, over) = try makeLayers()
        let moving = TestScene(multipart: "moving")
        base.push(scene: moving, animating: WhimSceneAnimatedTransitions.None())
        container.settle(on: clock)
        base.pop(animating: WhimSceneAnimatedTransitions.Pop())
        container.step(clock, dt)
        over.push(scene: moving, animating: WhimSceneAnimatedTransitions.Push())
        stepToRest(container, clock)
        #expect(container.displayed == base.scenes[0].viewController)
        #expect(container.driver.destination(of: Self.over) == moving.viewController)
        #expect(moving.isShown && moving.isBalanced)
    }

    /// The move back down: a scene popped off the upper layer's stack and pushed on the base in the same
    /// tick (the base's track is drained first, the upper one's run would still carry it out).
    @Test func aSceneMovedDownInTheSameTickIsDrawnOnce() throws {
        let (container, clock, base, over) = try makeLayers()
        let moving = TestScene(fullscreen: "moving")
        over.push(scene: moving, animating: WhimSceneAnimatedTransitions.None())
        container.settle(on: clock)
        over.pop(animating: WhimSceneAnimatedTransitions.Modal(.dismiss))
        base.push(scene: moving, animating: WhimSceneAnimatedTransitions.Fade())
        stepToRest(container, clock)
        #expect(container.displayed == moving.viewController)
        #expect(moving.isShown && moving.isBalanced)
    }

    /// Found with it (soak seed 2): a sheet moved to another detent with a transition other than its
    /// Relayout (from its scene to the same scene) drew the sheet twice, as outgoing and as incoming.
    @Test func aSheetMovedBetweenDetentsWithAnyTransitionIsDrawnOnce() throws {
        let (container, clock) = try makeContainer(width: 320, height: 240)
        let host = WhimPresentingScene(base: TestScene(multipart: "home"))
        container.setRoot(host)
        container.settle(on: clock)
        let sheet = WhimSheet(content: TestScene(fullscreen: "sheet"), detents: [.medium, .large])
        host.present(sheet)
        container.settle(on: clock)
        for transition in [WhimSceneAnimatedTransitions.Fade(), WhimSceneAnimatedTransitions.Push(), WhimSceneAnimatedTransitions.Modal(.present)] as [any WhimSceneAnimatedTransitioning] {
            sheet.select(detent: sheet.selectedDetent == 0 ? 1 : 0, animating: transition)
            for _ in 0..<30 {
                container.step(clock)
                expectEachDrawnOnce(container)
            }
        }
        container.settle(on: clock)
        #expect((sheet.content as? TestScene)?.isShown == true)
        #expect((sheet.content as? TestScene)?.isBalanced == true)
    }
}
