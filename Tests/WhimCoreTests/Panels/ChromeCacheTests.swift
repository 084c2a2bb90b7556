import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// Drawn chromes (bars' and cards' backgrounds with their shadows) are kept by chrome and size and copied
/// into panels drawn again or panels of a known size: the same bytes as drawing them, within the budget.
@Suite struct ChromeCacheTests {
    /// The frame's bytes.
    func bytes(_ s: Surface) -> [UInt8] { s.withPixelsReadOnly { Array($0) } }

    @Test("frames with kept chromes equal frames drawn without them, through pushes, pops, redraws and a HiDPI resize")
    func keptChromesGiveTheSameBytes() throws {
        let (cached, clockA, stackA, homeA) = try makeHomeAndStack()
        let (drawn, clockB, stackB, homeB) = try makeHomeAndStack()
        drawn.chromes.budget = 0
        func check(_ what: String) {
            // Compared first: a failing #expect over two frames' byte arrays takes minutes to describe.
            let same = bytes(cached.frame) == bytes(drawn.frame)
            #expect(same, "\(what): the frames differ")
        }
        check("home")
        for (i, height) in [220.0, 180, 220].enumerated() {
            stackA.push(scene: TestScene(multipart: "pushed \(i)", bottomHeight: height), animating: WhimSceneAnimatedTransitions.Push())
            stackB.push(scene: TestScene(multipart: "pushed \(i)", bottomHeight: height), animating: WhimSceneAnimatedTransitions.Push())
            cached.settle(on: clockA)
            drawn.settle(on: clockB)
            check("push \(i)")
        }
        for _ in 0..<3 {
            _ = stackA.pop(animating: WhimSceneAnimatedTransitions.Push())
            _ = stackB.pop(animating: WhimSceneAnimatedTransitions.Push())
            cached.settle(on: clockA)
            drawn.settle(on: clockB)
            check("pop")
        }
        // Drawn again (a pressed row would do this): the chrome comes from the cache.
        let hits = cached.chromes.hits
        for panel in homeA.recordingPanels + homeB.recordingPanels { panel.setNeedsDisplay() }
        cached.renderFrame()
        drawn.renderFrame()
        check("redraw")
        #expect(cached.chromes.hits >= hits + 2, "home's bar and card were drawn again without the kept chromes")
        #expect(drawn.chromes.hits == 0 && drawn.chromes.bytes == 0)
        try cached.resize(to: Size(width: 700, height: 400), scale: 2)
        try drawn.resize(to: Size(width: 700, height: 400), scale: 2)
        cached.settle(on: clockA)
        drawn.settle(on: clockB)
        check("HiDPI resize")
        #expect(cached.chromes.bytes <= cached.chromes.budget)
        #expect(cached.chromes.bytes > 0)
    }

    @Test("the kept chromes never exceed the budget; a smaller budget drops the least recently used")
    func budgetIsKept() throws {
        let (container, clock, stack, _) = try makeHomeAndStack()
        for i in 0..<12 {
            stack.push(scene: TestScene(multipart: "pushed \(i)", bottomHeight: 120 + Double(i) * 20), animating: WhimSceneAnimatedTransitions.Push())
            container.settle(on: clock)
            #expect(container.chromes.bytes <= container.chromes.budget)
        }
        container.chromes.budget = container.chromes.bytes / 2
        #expect(container.chromes.bytes <= container.chromes.budget)
        container.chromes.budget = 0
        #expect(container.chromes.bytes == 0)
    }
}
