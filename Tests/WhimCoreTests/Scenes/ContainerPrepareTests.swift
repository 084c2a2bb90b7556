import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// `WhimSceneContainer.prepare()`: what input asked for is drawn between frames, and the frames are the
/// same as without it.
@Suite struct ContainerPrepareTests {
    /// Whether two frames hold the same bytes (a Bool, so a failure does not print two frames).
    static func same(_ a: Surface, _ b: Surface) -> Bool {
        a.withPixelsReadOnly { p in b.withPixelsReadOnly { q in p.elementsEqual(q) } }
    }

    @Test func aPushedScreenIsDrawnBeforeItsFirstFrameWhichOnlyComposes() throws {
        let (prepared, clockP) = try makeContainer()
        let (plain, clockQ) = try makeContainer()
        let pushed = [TestScene(multipart: "next"), TestScene(multipart: "next")]
        for (c, clock) in [(prepared, clockP), (plain, clockQ)] {
            c.setRoot(WhimSceneNavigationStack([TestScene(multipart: "home")]))
            c.settle(on: clock)
        }
        for (i, c) in [prepared, plain].enumerated() {
            (c.rootScene as! WhimSceneNavigationStack).push(scene: pushed[i], animating: WhimSceneAnimatedTransitions.Push())
        }
        prepared.prepare()
        let drawn = pushed[0].recordingPanels
        #expect(prepared.isTransitioning, "prepare applies the queued request")
        #expect(drawn.allSatisfy { $0.renderCount == 1 }, "the incoming panels are drawn by prepare")
        #expect(pushed[1].recordingPanels.allSatisfy { $0.renderCount == 0 }, "without prepare nothing is drawn before the frame")
        prepared.step(clockP)
        plain.step(clockQ)
        #expect(drawn.allSatisfy { $0.renderCount == 1 }, "the frame drew no panel again")
        #expect(pushed[1].recordingPanels.allSatisfy { $0.renderCount == 1 })
        #expect(Self.same(prepared.frame, plain.frame))
        for (a, b) in zip(drawn, pushed[1].recordingPanels) { #expect(a.events == b.events) }
    }

    @Test func prepareWithNothingQueuedOrNewDrawsNothing() throws {
        let (c, clock) = try makeContainer()
        let home = TestScene(multipart: "home")
        c.setRoot(WhimSceneNavigationStack([home]))
        c.settle(on: clock)
        let counts = home.recordingPanels.map(\.renderCount)
        c.prepare()
        c.prepare()
        #expect(home.recordingPanels.map(\.renderCount) == counts)
        #expect(!c.isTransitioning)
    }

    @Test("a panel already drawn is redrawn by the frame, not by prepare: motion many times a frame redraws it once")
    func aStalePanelIsRedrawnOnlyByTheFrame() throws {
        let (c, clock) = try makeContainer()
        let home = TestScene(multipart: "home")
        c.setRoot(WhimSceneNavigationStack([home]))
        c.settle(on: clock)
        let card = try #require(home.recordingPanels.last)
        let drawn = card.renderCount
        for _ in 0..<5 {
            card.setNeedsDisplay()
            c.prepare()
        }
        #expect(card.renderCount == drawn)
        c.step(clock)
        #expect(card.renderCount == drawn + 1)
        // A resize leaves it without a surface of its size: prepare draws it then, once.
        try c.resize(to: Size(width: 800, height: 500))
        c.prepare()
        c.prepare()
        #expect(card.renderCount == drawn + 2)
        c.step(clock)
        #expect(card.renderCount == drawn + 2)
    }

    /// Twin random walks over sheets, the drawer, alerts, pushes and pops, drags and time (the actions of
    /// `PresentationRandomWalkTests`): one container is prepared 0–2 times after every step's input, the
    /// other never. After every frame the frames are byte for byte the same and every panel has had the
    /// same lifecycle events; and prepare did draw panels ahead of frames along the way.
    @Test(arguments: UInt64(1)...10)
    func preparedFramesEqualUnpreparedOnes(seed: UInt64) throws {
        let walk = PresentationRandomWalkTests()
        var rngA = SeededRandom(seed: seed), rngB = SeededRandom(seed: seed), side = SeededRandom(seed: seed &+ 1000)
        let a = try PresentationRandomWalkTests.World(), b = try PresentationRandomWalkTests.World()
        var drawnAhead = 0
        for step in 0..<60 {
            let action = PresentationRandomWalkTests.Action.allCases.randomElement(using: &rngA)!
            _ = PresentationRandomWalkTests.Action.allCases.randomElement(using: &rngB)
            walk.perform(action, in: a, rng: &rngA)
            walk.perform(action, in: b, rng: &rngB)
            let before = a.panels.reduce(0) { $0 + $1.renderCount }
            for _ in 0..<Int.random(in: 0...2, using: &side) { a.container.prepare() }
            drawnAhead += a.panels.reduce(0) { $0 + $1.renderCount } - before
            for w in [a, b] { w.container.step(w.clock) }
            let context = "seed \(seed), step \(step) (\(action))"
            let same = Self.same(a.container.frame, b.container.frame)
            #expect(same, "frames differ — \(context)")
            #expect(a.panels.count == b.panels.count)
            for (p, q) in zip(a.panels, b.panels) { #expect(p.events == q.events, "\(p.title): \(p.events) vs \(q.events) — \(context)") }
            if !same { return }
        }
        #expect(drawnAhead > 0, "seed \(seed): prepare never drew a panel ahead of its frame")
    }
}
