import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// Bugs the soak (`whim-soak`, `WhimSoakTests`) found, each reduced to the shortest sequence that shows it.
@Suite struct SoakRegressionTests {
    /// The panels drawn in this frame, in order (a panel drawn twice appears twice).
    private func drawn(_ c: WhimSceneContainer) -> [Panel] {
        var panels: [Panel] = []
        c.driver.forEachVisiblePart { panels.append($0.panel) }
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
        container.settle(on: clock)
        stack.push(scene: TestScene(fullscreen: "b"))
        container.step(clock, 0.1)
        // Rule 3: a and b are frozen where they are, c comes in.
        stack.push(scene: TestScene(fullscreen: "c"))
        expectEachDrawnOnce(container)
        // Same tick, rule 2: the target becomes a, which is frozen on screen.
        stack.pop(to: a)
        expectEachDrawnOnce(container)
        container.settle(on: clock)
        #expect(container.displayed == a.viewController)
        #expect(a.isShown && a.isBalanced)
    }

    /// Seed 7: a resize during a preview finished the preview as if it were navigation, so the screen went
    /// on showing the previewed scene, which is in no stack. A resize ends a preview where it started.
    @Test func aResizeEndsAPreviewWithoutNavigating() throws {
        let (container, clock) = try makeContainer()
        let home = TestScene(multipart: "home")
        container.setRoot(WhimSceneNavigationStack([home]))
        container.settle(on: clock)
        let previewed = TestScene(fullscreen: "previewed")
        #expect(container.driver.preview(WhimSceneAnimatedTransitions.Push(), to: previewed.viewController, progress: 0.5))
        try container.resize(to: Size(width: 355, height: 126))
        container.driver.endPreview()
        container.settle(on: clock)
        #expect(container.displayed == home.viewController)
        #expect(home.isShown && home.isBalanced)
        #expect(previewed.isHidden && previewed.isBalanced)
    }
}

/// Seed 1 (after the fix above): a circular reveal from a hostile origin (NaN, ±infinity, 1e300) made an
/// infinite or NaN clip. The centre is kept near the container; every clip is finite.
@Suite struct CircularOriginRegressionTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
    func hostileOriginsMakeFiniteClips(_ bad: Double) throws {
        let size = PixelSize(width: 320, height: 240)
        let layout = SceneLayout.fullscreen(PixelRect(size: size))
        for direction in [WhimSceneAnimatedTransitions.Circular.Direction.present, .dismiss] {
            for origin in [Rect(x: bad, y: 10, width: 4, height: 4), Rect(x: 10, y: bad, width: 4, height: 4), Rect(x: 0, y: 0, width: bad, height: bad)] {
                let t = WhimSceneAnimatedTransitions.Circular(direction, origin: origin)
                for p in [0.0, 0.3, 1] {
                    for pl in t.placements(from: layout, to: layout, containerSize: size, progress: p) {
                        let clip = try #require(pl.clip)
                        #expect(clip.center.x.isFinite && clip.center.y.isFinite && clip.radius.isFinite, "\(origin) at \(p): \(clip)")
                    }
                }
            }
        }
    }

    @Test func anOriginNearTheContainerIsKept() {
        let size = PixelSize(width: 320, height: 240)
        let t = WhimSceneAnimatedTransitions.Circular(.present, origin: Rect(x: -30, y: 250, width: 20, height: 20))
        #expect(t.center(in: size) == Point(x: -20, y: 260))
    }
}
