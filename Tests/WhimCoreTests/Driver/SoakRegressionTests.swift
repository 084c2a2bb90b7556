import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// Bugs the soak (`whim-soak`, `WhimSoakTests`) found, each reduced to the shortest sequence that shows it.
@Suite struct SoakRegressionTests {
    /// The panels drawn in this frame, in order (a panel drawn twice appears twice).
    private func drawn(_ c: WhimSceneContainer) -> [Panel] {
        var panels: [Panel] = []
        c.driver.forEachVisiblePart { p, _, _, _ in panels.append(p) }
        return panels
    }

    private func expectEachDrawnOnce(_ c: WhimSceneContainer, sourceLocation: SourceLocation = #_sourceLocation) {
        let panels = drawn(c)
        #expect(Set(panels.map(ObjectIdentifier.init)).count == panels.count, "drawn: \(panels.map(\.title))", sourceLocation: sourceLocation)
    }

    /// Seed 1: a run that froze the screen (rule 3) and is retargeted in the same tick (rule 2) to a scene
    /// whose panel is among the frozen ones drew that panel twice — frozen and incoming.
    @Test func retargetingAFrozenRunToAFrozenSceneDrawsItOnce() throws {
        let (container, clock) = try makeContainer()
        let a = TestScene(fullscreen: "a")
        let stack = WhimSceneNavigationStack([TestScene(fullscreen: "root"), a])
        container.setRoot(stack)
        container.settle(clock)
        stack.push(scene: TestScene(fullscreen: "b"))
        container.step(clock, 0.1)
        // Rule 3: a and b are frozen where they are, c comes in.
        stack.push(scene: TestScene(fullscreen: "c"))
        expectEachDrawnOnce(container)
        // Same tick, rule 2: the target becomes a, which is frozen on screen.
        stack.pop(to: a)
        expectEachDrawnOnce(container)
        container.settle(clock)
        #expect(container.displayed == a.viewController)
        #expect(a.isShown && a.isBalanced)
    }
}
