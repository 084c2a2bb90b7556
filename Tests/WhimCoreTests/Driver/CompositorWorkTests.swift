import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// What the compositor draws per frame, counted in pixels (deterministic, unlike timings): hidden pixels
/// are skipped, so a frame writes each damaged pixel about once.
@Suite struct CompositorWorkTests {
    func heldFrame(_ kind: TransitionKind, _ combo: SceneCombo, at p: Double) throws -> WhimSceneContainer {
        let (container, clock) = try makeContainer()
        let (from, to) = combo.scenes()
        let stack = WhimSceneNavigationStack([from])
        container.setRoot(stack)
        container.settle(on: clock)
        #expect(container.driver.preview(kind.transition, to: to.viewController, progress: p - 0.05))
        container.renderFrame()
        #expect(container.driver.preview(kind.transition, to: to.viewController, progress: p))
        container.renderFrame()
        return container
    }

    /// A fullscreen → fullscreen transition held at p = 0.5 after a frame at 0.4 (the whole frame damaged).
    func heldFullscreenFrame(_ transition: any WhimSceneAnimatedTransitioning) throws -> WhimSceneContainer {
        let (container, clock) = try makeContainer()
        let stack = WhimSceneNavigationStack([fullscreenScene("A", Color(0x1967D2))])
        container.setRoot(stack)
        container.settle(on: clock)
        let b = fullscreenScene("B", Color(0xE37400)).viewController
        #expect(container.driver.preview(transition, to: b, progress: 0.4))
        container.renderFrame()
        #expect(container.driver.preview(transition, to: b, progress: 0.5))
        container.renderFrame()
        return container
    }

    @Test func fullscreenPushDrawsEachPixelOnce() throws {
        let container = try heldFullscreenFrame(WhimSceneAnimatedTransitions.Push())
        let area = container.pixelSize.area
        #expect(container.compositor.lastDamage.area == area)
        #expect(container.compositor.lastPixelsDrawn <= area + area / 50, "drew \(container.compositor.lastPixelsDrawn) for \(area)")
    }

    @Test(arguments: [TransitionKind.push, .pop, .present, .dismiss, .swap])
    func multipartFramesDrawLittleMoreThanTheirDamage(_ kind: TransitionKind) throws {
        let c = try heldFrame(kind, .multipartToMultipart, at: 0.5)
        let damage = c.compositor.lastDamage.area
        #expect(damage > 0)
        // Map under the bands plus the translucent edges of the cards; never the whole stack twice.
        #expect(c.compositor.lastPixelsDrawn <= damage * 2, "drew \(c.compositor.lastPixelsDrawn) for \(damage) damaged")
    }
}

extension CompositorWorkTests {
    /// A circular reveal between fullscreen scenes is drawn in one pass: the revealed scene inside the
    /// circle, the old one outside, the map read only at the edge — each pixel written once, but for the
    /// panels' one-pixel soft rim, drawn layer by layer.
    @Test(arguments: [TransitionKind.circularPresent, .circularDismiss])
    func fullscreenCircularRevealWritesEachPixelOnce(_ kind: TransitionKind) throws {
        let (container, clock) = try makeContainer()
        let stack = WhimSceneNavigationStack([fullscreenScene("A", Color(0x1967D2))])
        container.setRoot(stack)
        container.settle(on: clock)
        let b = fullscreenScene("B", Color(0xE37400)).viewController
        #expect(container.driver.preview(kind.transition, to: b, progress: 0.45))
        container.renderFrame()
        #expect(container.driver.preview(kind.transition, to: b, progress: 0.55))
        container.renderFrame()
        let area = container.pixelSize.area
        let drawn = container.compositor.lastPixelsDrawn
        // Without occlusion by clipped layers this was about 2× the frame (map everywhere + both scenes);
        // with occlusion and the disc's inner spans about 1.2×, the map copied under the circle's box.
        #expect(container.compositor.lastDamage.area == area)
        #expect(drawn <= area + area / 50, "drew \(drawn) for a frame of \(area)")
    }

    /// A fullscreen frame reads a run of a panel's equal rows (its background) from one row: the fade
    /// blends two panels that are one colour but for a title, the push copies halves of two, the reveal
    /// reads both scenes; each reads all but a few of their rows from the row above. The same frame
    /// composed from layers without their rows reads none that way (and writes the same bytes).
    @Test(arguments: [TransitionKind.fade, .push, .circularPresent])
    func fullscreenFramesReadABackgroundRowOnce(_ kind: TransitionKind) throws {
        let container = try heldFullscreenFrame(kind.transition)
        let height = container.pixelSize.height
        let rereads = container.compositor.lastRepeatedRowReads
        // Each panel: 540 rows, a title of about 30 rows; two panels read (the fade and the reveal read
        // both wholly, the push half of each row's width but every row).
        #expect(rereads >= 2 * (height - 60), "\(kind): \(rereads) rows read again of \(2 * height)")
        let frame = container.compositor.frame.copy()
        // The same layers without their rows, composed whole by a fresh compositor.
        let plain = try Compositor(size: container.pixelSize)
        plain.beginFrame()
        container.driver.forEachVisiblePart { part in
            guard let surface = part.panel.renderedSurface(scale: 1) else { return }
            let opaque = part.panel.opaqueRect.map { $0.pixelBounds(scale: 1).insetBy(1).offset(by: part.frame.origin) }
            plain.add(CompositeLayer(surface: surface, origin: part.frame.origin, opacity: part.opacity, clips: part.clips, opaqueRect: opaque))
        }
        plain.compose(backdrop: container.backdrop)
        #expect(plain.lastRepeatedRowReads == 0)
        let d = ImageComparison.compare(expected: plain.frame, actual: frame, tolerance: .exact)
        #expect(d.isWithin(.exact), "\(kind): \(d)")
    }

    /// A fullscreen cross-fade is blended in one pass: each pixel written once, not once per layer.
    @Test func fullscreenFadeWritesEachPixelOnce() throws {
        let container = try heldFullscreenFrame(WhimSceneAnimatedTransitions.Fade())
        let area = container.pixelSize.area
        #expect(container.compositor.lastDamage.area == area)
        #expect(container.compositor.lastPixelsDrawn == area, "drew \(container.compositor.lastPixelsDrawn) for \(area)")
    }
}
