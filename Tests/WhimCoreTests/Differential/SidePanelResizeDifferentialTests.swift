import Testing
import WhimAnimation
import WhimGraphics
import WhimTestSupport
@testable import WhimCore

/// A window resized across the side panel's breakpoint while a transition runs, against the reference
/// compositor: the run keeps its progress and goes on between the two scenes' layouts at the new size
/// (side panels on one side of the breakpoint, bottom cards on the other), so every frame before, at and
/// after the resize shows each part where the transition puts it for the size of that frame — no frame
/// shows a part in neither place, and none jumps to the end. At rest, the resize starts the scene's move to
/// its new form.
@Suite struct SidePanelResizeDifferentialTests {
    /// Where `vc` rests in a window of `size` at `scale` with `side` (the container's own rules).
    static func resting(_ vc: WhimSceneViewController, _ size: Size, _ scale: Double, _ side: SidePanelLayout) -> RestingScene {
        var layout = ContainerLayout(size: size, scale: scale)
        layout.sidePanel = side
        return RestingScene(viewController: vc, layout: layout.arrangement(of: vc).layout)
    }

    static func check(seed: UInt64) -> String? {
        var rng = SeededRandom(seed: seed)
        let scale = rng.chance(0.25) ? 2.0 : 1
        let side = SidePanelLayout(
            breakpoint: Double(Int.random(in: 70...110, using: &rng)), width: Double(Int.random(in: 16...40, using: &rng)),
            margin: Double(Int.random(in: 0...6, using: &rng)))
        let narrow = Size(width: side.breakpoint - Double(Int.random(in: 1...40, using: &rng)), height: Double(Int.random(in: 50...90, using: &rng)))
        let wide = Size(width: side.breakpoint + Double(Int.random(in: 0...40, using: &rng)), height: Double(Int.random(in: 50...90, using: &rng)))
        let (first, second) = rng.chance(0.5) ? (narrow, wide) : (wide, narrow)
        let clock = ManualClock()
        // Sizes from 1×1 up are valid: a failure here is a defect of the container.
        let container = try! WhimSceneContainer(size: first, scale: scale, clock: clock, backdrop: GridBackdrop(color: rng.color(), gridSpacing: 6))
        container.sidePanelLayout = side
        let (a, b) = (rng.scene(), rng.scene())
        let t = rng.transition(in: container.pixelSize)
        let label = "seed \(seed) (\(type(of: t)), \(first) → \(second) @\(scale), \(side))"
        container.setRoot(a)
        container.settle(on: clock)
        container.request(b, with: t)

        func verify(_ size: Size, _ step: String) -> String? {
            let expected = container.transitionProgress.map { p in
                TransitionSpec.parts(t, from: resting(a.viewController, size, scale, side), to: resting(b.viewController, size, scale, side),
                                     size: container.pixelSize, progress: p)
            } ?? TransitionSpec.parts(resting: resting(b.viewController, size, scale, side))
            return container.referenceMismatch(for: expected).map { "\(label), \(step): \($0)" }
        }

        clock.advance(by: .random(in: 0.02...0.2, using: &rng))
        container.update()
        if let f = verify(first, "before the resize") { return f }
        let before = container.transitionProgress
        // A cut is over already: the scene rests, which `checkAtRest` covers.
        guard before != nil else { return nil }
        // The sizes are valid: a refusal is a defect.
        try! container.resize(to: second)
        guard container.transitionProgress == before else {
            return "\(label): the resize moved the run from \(before.map { "\($0)" } ?? "rest") to \(container.transitionProgress.map { "\($0)" } ?? "rest")"
        }
        if let f = verify(second, "at the resize") { return f }
        for step in 0..<3 {
            clock.advance(by: 0.06)
            container.update()
            if let f = verify(second, "step \(step) after the resize") { return f }
        }
        return nil
    }

    /// With no run in flight: a multipart scene moves to its new form with `BreakpointCrossing` on the
    /// clock — the run starts at the resize, each frame shows the parts where it puts them between the old
    /// frames and the new ones, and it ends at rest in the new form — while a fullscreen scene, which has
    /// no other form, is laid out at once.
    static func checkAtRest(seed: UInt64) -> String? {
        var rng = SeededRandom(seed: seed)
        let scale = rng.chance(0.25) ? 2.0 : 1
        let side = SidePanelLayout(
            breakpoint: Double(Int.random(in: 70...110, using: &rng)), width: Double(Int.random(in: 16...40, using: &rng)),
            margin: Double(Int.random(in: 0...6, using: &rng)))
        let narrow = Size(width: side.breakpoint - Double(Int.random(in: 1...40, using: &rng)), height: Double(Int.random(in: 50...90, using: &rng)))
        let wide = Size(width: side.breakpoint + Double(Int.random(in: 0...40, using: &rng)), height: Double(Int.random(in: 50...90, using: &rng)))
        let (first, second) = rng.chance(0.5) ? (narrow, wide) : (wide, narrow)
        let clock = ManualClock()
        let container = try! WhimSceneContainer(size: first, scale: scale, clock: clock, backdrop: GridBackdrop(color: rng.color(), gridSpacing: 6))
        container.sidePanelLayout = side
        let a = rng.scene()
        let label = "seed \(seed) (\(first) → \(second) @\(scale), \(side))"
        container.setRoot(a)
        container.settle(on: clock)
        // Where it rested before the resize (computed before it: laying a scene out gives its card its form).
        let old = resting(a.viewController, first, scale, side)
        try! container.resize(to: second)
        /// Runs the clock until the run ends, each frame against the reference drawing of `transition`
        /// from `from` to `to` (at rest in `to` once it ended).
        func follow(_ transition: any WhimSceneAnimatedTransitioning, from: RestingScene, to: WhimSceneViewController, _ what: String) -> String? {
            for step in 0..<8 {
                let rest = resting(to, second, scale, side)
                let expected = container.transitionProgress.map { p in
                    TransitionSpec.parts(transition, from: from, to: rest, size: container.pixelSize, progress: p)
                } ?? TransitionSpec.parts(resting: rest)
                if let f = container.referenceMismatch(for: expected) { return "\(label), \(what), step \(step): \(f)" }
                clock.advance(by: .random(in: 0.05...0.08, using: &rng))
                container.update()
            }
            return container.transitionProgress == nil ? nil : "\(label): the run did not end"
        }
        // At times another scene is asked for in the same tick: it replaces the move's target (interruption
        // rule 2), and the scene leaves from its new form, where its panels are now laid out.
        if rng.chance(0.3) {
            let b = rng.scene(), t = rng.transition(in: container.pixelSize)
            container.request(b, with: t)
            return follow(t, from: resting(a.viewController, second, scale, side), to: b.viewController, "\(type(of: t)) asked for at the resize")
        }
        if case .fullscreen = a.viewController {
            guard container.transitionProgress == nil else { return "\(label): a fullscreen scene animated its resize" }
        } else if container.transitionProgress != 0 {
            return "\(label): the resize across the breakpoint started no run (\(container.transitionProgress.map { "\($0)" } ?? "at rest"))"
        }
        return follow(WhimSceneAnimatedTransitions.BreakpointCrossing(), from: old, to: a.viewController, "its move")
    }

    @Test("a resize across the breakpoint at rest moves a multipart scene's card to its new form on the clock")
    func resizeAcrossTheBreakpointAtRest() {
        DifferentialRun(defaultCount: 80, share: 0.1).run { Self.checkAtRest(seed: $0) }
    }

    @Test("a resize across the breakpoint mid-transition continues the run at the new size")
    func resizeAcrossTheBreakpointMidTransition() {
        DifferentialRun(defaultCount: 120, share: 0.1).run { Self.check(seed: $0) }
    }
}
