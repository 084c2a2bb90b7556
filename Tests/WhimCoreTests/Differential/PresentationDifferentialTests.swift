import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Presentations against the reference compositor: a base scene under a sheet (random detents and scrim,
/// or a sheet over a sheet), a drawer or an alert, caught while presented, dismissed, moved to another
/// detent (on the clock, at a random time) or dismissed under a finger at a random progress, at random
/// window sizes (1×1 and odd ones) and scales 1 and 2. What must be on screen comes from the transition
/// values alone: the base at rest, then per presentation its scrim's Fade and its own transition at the
/// run's progress, from and to where the scene rests (its `placement`). Each frame must also equal a fresh
/// composition exactly. Conditional roots (`checkSwitch`) are checked the same way.
@Suite struct PresentationDifferentialTests {
    enum Kind: CaseIterable { case sheet, sheetOverSheet, drawer, alert }
    enum Mode: CaseIterable { case present, dismiss, detent, interactiveDismiss }

    /// One presentation as the spec sees it: the scene, where it rests, and its scrim's panel (nil: none).
    private struct Shown {
        var scene: any WhimPresentedScene
        var rest: RestingScene
        var scrim: Panel?
        var layers: [PresentationLayer]
    }

    static func check(seed: UInt64) -> String? {
        var rng = SeededRandom(seed: seed)
        let (container, clock) = rng.container(widths: 8...120, heights: 8...110, tinyChance: 0.05)
        let scale = container.scale
        let size = container.pixelSize
        let base = rng.scene()
        let host = WhimPresentingScene(base: base)
        container.setRoot(host)
        finishTransitions(container, clock)
        let baseParts = container.currentParts()
        let kind = Kind.allCases.randomElement(using: &rng)!
        var mode = Mode.allCases.randomElement(using: &rng)!
        if mode == .detent, kind == .drawer || kind == .alert { mode = .present }
        let label = "seed \(seed) (\(kind), \(mode), \(size.width)×\(size.height) @\(scale))"

        func rest(_ scene: any WhimPresentedScene) -> RestingScene {
            RestingScene(viewController: scene.viewController, layout: scene.placement(of: scene.viewController, in: container.size, scale: container.scale))
        }
        /// The scrim panel of a presentation: the part drawn in its scrim layer (found by elimination).
        func scrimPanel(excluding known: [Panel]) -> Panel? {
            container.visibleParts().first { part in !known.contains { $0 === part.panel } && !baseParts.contains { $0.panel === part.panel } }?.panel
        }
        func present(_ scene: any WhimPresentedScene) -> Shown? {
            let before = container.visibleParts().map(\.panel)
            guard host.present(scene), let layers = host.layers(of: scene) else { return nil }
            container.update()
            let scrim = scene.scrim == nil ? nil : scrimPanel(excluding: before + scene.viewController.panels)
            return Shown(scene: scene, rest: rest(scene), scrim: scrim, layers: layers)
        }
        /// What a presentation draws: its scrim's Fade and its own transition at their runs' progress
        /// (`incoming`: presenting from nothing, else dismissing to nothing), or at rest.
        func parts(of shown: Shown, incoming: Bool?, transition: any WhimSceneAnimatedTransitioning) -> [ExpectedPart] {
            var result: [ExpectedPart] = []
            let scrimRest = RestingScene(viewController: .fullscreen(shown.scrim ?? Panel()), layout: .fullscreen(PixelRect(size: size)))
            let nothing = RestingScene(viewController: .fullscreen(Panel()), layout: .fullscreen(PixelRect(x: 0, y: 0, width: 0, height: 0)))
            for (i, layerRest) in [(0, scrimRest), (1, shown.rest)] {
                if i == 0, shown.scrim == nil { continue }
                let t: any WhimSceneAnimatedTransitioning = i == 0 ? WhimSceneAnimatedTransitions.Fade(timing: transition.timing) : transition
                if let incoming, let p = container.driver.progress(of: [shown.layers[i]]) {
                    result += incoming
                        ? TransitionSpec.parts(t, from: nil, to: layerRest, size: size, progress: p)
                        : TransitionSpec.parts(t, from: layerRest, to: nothing, size: size, progress: p)
                } else if incoming != false || container.driver.progress(of: [shown.layers[i]]) != nil {
                    result += TransitionSpec.parts(resting: layerRest)
                }
            }
            return result.filter { !$0.frame.isEmpty }
        }
        func verify(_ expected: [ExpectedPart], _ step: String) -> String? {
            container.referenceMismatch(for: expected).map { "\(label), \(step): \($0)" }
        }

        var below: [ExpectedPart] = baseParts
        if kind == .sheetOverSheet {
            guard let lower = present(rng.sheet()) else { return "\(label): the lower sheet was not presented" }
            finishTransitions(container, clock)
            below += parts(of: lower, incoming: nil, transition: lower.scene.presentTransition)
        }
        let scene: any WhimPresentedScene
        switch kind {
        case .sheet, .sheetOverSheet: scene = rng.sheet()
        case .drawer: scene = WhimDrawer(content: rng.scene(), width: .random(in: 10...200, using: &rng), scrim: rng.chance(0.7) ? .dismissing : nil)
        case .alert: scene = WhimAlert(title: "Delete?", message: "It cannot be undone.", actions: [.init("Cancel", role: .cancel), .init("Delete", role: .destructive)])
        }
        guard var shown = present(scene) else { return "\(label): not presented" }
        let dt = Double.random(in: 0...0.4, using: &rng)
        switch mode {
        case .present:
            clock.advance(by: dt)
            container.update()
            return verify(below + parts(of: shown, incoming: true, transition: scene.presentTransition), "presented, after \(dt) s")
        case .dismiss:
            finishTransitions(container, clock)
            host.dismiss(scene)
            clock.advance(by: dt)
            container.update()
            return verify(below + parts(of: shown, incoming: false, transition: scene.dismissTransition), "dismissed, after \(dt) s")
        case .interactiveDismiss:
            finishTransitions(container, clock)
            guard container.driver.beginInteractive(on: shown.layers, { host.dismiss(scene) }, restore: {}) else { return "\(label): no interactive dismissal" }
            let p = rng.progress()
            container.updateInteractiveTransition(progress: p)
            container.update()
            return verify(below + parts(of: shown, incoming: false, transition: scene.dismissTransition), "dismissed under a finger at p = \(p)")
        case .detent:
            finishTransitions(container, clock)
            guard let sheet = scene as? WhimSheet else { return nil }
            let from = shown.rest
            let index = Int.random(in: 0..<sheet.detents.count, using: &rng)
            let relayout = WhimSceneAnimatedTransitions.Relayout()
            sheet.select(detent: index)
            shown.rest = rest(sheet)
            clock.advance(by: dt)
            container.update()
            var expected = below + parts(of: shown, incoming: nil, transition: relayout).filter { $0.panel === shown.scrim }
            if let p = container.driver.progress(of: [shown.layers[1]]) {
                expected += TransitionSpec.parts(relayout, from: from, to: shown.rest, size: size, progress: p)
            } else {
                expected += TransitionSpec.parts(resting: shown.rest)
            }
            return verify(expected.filter { !$0.frame.isEmpty }, "moved to detent \(index), after \(dt) s")
        }
    }

    /// A conditional root against the reference: a `WhimSwitchScene` over two random scenes (keeping or
    /// discarding the hidden one, with its default Fade or any transition of the catalogue) whose condition
    /// changes, caught on the clock at a random time or under a finger at a random progress, and sometimes
    /// switched back mid-flight. What must be on screen is the switch's transition between where the two
    /// children rest, at the run's progress.
    static func checkSwitch(seed: UInt64) -> String? {
        var rng = SeededRandom(seed: seed)
        let (container, clock) = rng.container(widths: 8...120, heights: 8...110, tinyChance: 0.05)
        let scale = container.scale
        let size = container.pixelSize
        let (a, b) = (rng.scene(), rng.scene())
        let restB = container.showAtRest(b), restA = container.showAtRest(a)
        let transition: any WhimSceneAnimatedTransitioning = rng.chance(0.5) ? WhimSceneAnimatedTransitions.Fade() : rng.transition(in: size)
        let keep = rng.chance(0.5)
        var showsB = false
        let root = WhimSwitchScene(hiddenChild: keep ? .keep : .discard, transition: transition, condition: { showsB }) { $0 ? b : a }
        container.setRoot(root)
        finishTransitions(container, clock)
        let interactive = rng.chance(0.5)
        let label = "seed \(seed) (switch, \(type(of: transition)), \(keep ? "keep" : "discard"), \(interactive ? "interactive" : "timed"), \(size.width)×\(size.height) @\(scale))"
        func verify(_ step: String) -> String? {
            let expected = container.driver.progress(of: [.base]).map { TransitionSpec.parts(transition, from: restA, to: restB, size: size, progress: $0) }
                ?? TransitionSpec.parts(resting: root.key ? restB : restA)
            return container.referenceMismatch(for: expected.filter { !$0.frame.isEmpty }).map { "\(label), \(step): \($0)" }
        }
        if let f = verify("at rest before the switch") { return f }
        showsB = true
        if interactive {
            guard container.driver.beginInteractive(on: [.base], { root.reevaluate() }, restore: {}) else { return "\(label): no interactive switch" }
            let p = rng.progress()
            container.updateInteractiveTransition(progress: p)
            container.update()
            if let f = verify("held at p = \(p)") { return f }
            container.finishInteractiveTransition()
        } else {
            guard root.reevaluate() else { return "\(label): the condition changed but the switch did not" }
            let dt = Double.random(in: 0...0.4, using: &rng)
            clock.advance(by: dt)
            container.update()
            if let f = verify("switched, after \(dt) s") { return f }
        }
        finishTransitions(container, clock)
        if let f = verify("settled") { return f }
        guard root.current === b, keep == root.keptChildren.contains(where: { $0 === a }) else { return "\(label): the children after the switch are wrong" }
        return nil
    }

    /// Seeds that once failed, each with the bug it found; they run on every `swift test`.
    static let regressions: [(seed: UInt64, bug: String)] = [
        (49, "a sheet of multipart content asked for another detent stayed where it was (over a lower sheet)"),
        (52, "a sheet of multipart content asked for another detent stayed where it was"),
        (328, "the same at scale 2"),
    ]

    @Test("regression seeds", arguments: regressions.map(\.seed))
    func regression(seed: UInt64) {
        DifferentialRun.regression(seed: seed, in: Self.regressions) { Self.check(seed: $0) }
    }

    /// Runs the transitions in flight to their end in 1/30 s steps, drawing no frames (what the reference
    /// compares is where parts are, not pixels).
    private static func finishTransitions(_ container: WhimSceneContainer, _ clock: ManualClock) {
        for _ in 0..<200 where container.isTransitioning {
            clock.advance(by: 1.0 / 30)
            container.update()
        }
        container.update()
    }

    @Test("random conditional-root switches match the reference")
    func randomSwitches() {
        DifferentialRun(defaultCount: 200, share: 0.05).run(maxFailures: 6) { Self.checkSwitch(seed: $0) }
    }

    @Test("random presentations match the reference")
    func randomPresentations() {
        DifferentialRun(defaultCount: 600, share: 0.05).run(maxFailures: 6) { Self.check(seed: $0) }
    }
}

extension SeededRandom {
    /// A sheet of a random scene at random detents (medium, large, a fraction, a height), with a scrim or not.
    mutating func sheet() -> WhimSheet {
        let detents = (0..<Int.random(in: 1...3, using: &self)).map { _ in
            [Detent.medium, .large, .fraction(.random(in: 0.05...1, using: &self)), .height(.random(in: 4...100, using: &self))].randomElement(using: &self)!
        }
        let scrim: Scrim? = [Scrim.dismissing, .blocking, nil].randomElement(using: &self)!
        return WhimSheet(content: scene(), detents: detents, initialDetent: .random(in: 0..<detents.count, using: &self), scrim: scrim)
    }
}
