import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// The container's frames against the reference compositor fed with what the transition contract says
/// must be on screen: random scenes (fullscreen and multipart; opaque, translucent, text-only and
/// rounded panels; cards reaching below the window), every transition of the catalogue at random
/// progress — held under a finger (interactive), let go backwards (cancelled) or forwards, interrupted with the
/// parts frozen and carried off by another transition (rule 3), released onto the settling spring —
/// at random window sizes (1×1 and odd ones) and scales 1 and 2. Frames are composed incrementally;
/// each must also equal a fresh composition exactly.
@Suite struct TransitionDifferentialTests {
    enum Mode: CaseIterable { case interactive, reversed, interrupted, released }

    static func check(seed: UInt64) -> String? {
        var rng = SeededRandom(seed: seed)
        let (container, clock) = rng.container(widths: 1...90, heights: 1...70, tinyChance: 0.1)
        let scale = container.scale
        let size = container.pixelSize
        let (a, b, c) = (rng.scene(), rng.scene(), rng.scene())
        let restC = container.showAtRest(c), restB = container.showAtRest(b), restA = container.showAtRest(a)
        let mode = Mode.allCases.randomElement(using: &rng)!
        let t1 = rng.transition(in: size)
        var label = "seed \(seed) (\(mode), \(type(of: t1)), \(size.width)×\(size.height) @\(scale))"

        func verify(_ expected: [ExpectedPart], _ step: String) -> String? {
            container.update()
            return container.referenceMismatch(for: expected).map { "\(label), \(step): \($0)" }
        }

        guard container.beginPreview(of: b, with: t1) else { return "\(label): the preview did not start" }
        var p = rng.progress()
        for i in 0..<Int.random(in: 1...3, using: &rng) {
            if i > 0 { p = rng.progress() }
            container.preview(at: p)
            if let f = verify(TransitionSpec.parts(t1, from: restA, to: restB, size: size, progress: p), "held at p = \(p)") { return f }
        }
        let dt = Double.random(in: 0.01...0.35, using: &rng)
        switch mode {
        case .interactive:
            return nil
        case .reversed, .released:
            // Let go: the same transition settles on the spring, back toward A or on toward B.
            let reversed = mode == .reversed
            if reversed {
                container.cancelInteractiveTransition(velocity: .random(in: -2...4, using: &rng))
            } else {
                container.finishInteractiveTransition(velocity: .random(in: -2...4, using: &rng))
            }
            clock.advance(by: dt)
            container.update()
            let expected = container.transitionProgress.map { TransitionSpec.parts(t1, from: restA, to: restB, size: size, progress: $0) }
                ?? TransitionSpec.parts(resting: reversed ? restA : restB)
            return verify(expected, "\(mode) from p = \(p) after \(dt) s")
        case .interrupted:
            let frozen = TransitionSpec.parts(t1, from: restA, to: restB, size: size, progress: p)
            let t2 = rng.transition(in: size)
            label += " then \(type(of: t2))"
            container.request(c, with: t2)
            for step in 0..<2 {
                clock.advance(by: dt / 2)
                container.update()
                let expected = container.transitionProgress.map {
                    TransitionSpec.parts(t2, frozen: frozen, nominalFrom: restB, to: restC, size: size, progress: $0)
                } ?? TransitionSpec.parts(resting: restC)
                if let f = verify(expected, "interrupted at p = \(p), step \(step)") { return f }
            }
            return nil
        }
    }

    @Test("random transitions match the reference")
    func randomTransitions() {
        DifferentialRun(defaultCount: 1500, share: 0.1).run(maxFailures: 6) { Self.check(seed: $0) }
    }

    /// Seeds that once failed, each with the bug it found; they run on every `swift test`.
    static let regressions: [(seed: UInt64, bug: String)] = [
        (20, "a part frozen mid-reveal kept its clip where it was while the Pop that carried it off moved it"),
        (45, "a part frozen mid-reveal lost its own clip when another reveal carried it off (it showed whole)"),
        (135, "a part frozen at the start of a reveal showed whole under the Modal that carried it off"),
    ]

    @Test("regression seeds", arguments: regressions.map(\.seed))
    func regression(seed: UInt64) {
        DifferentialRun.regression(seed: seed, in: Self.regressions) { Self.check(seed: $0) }
    }
}
