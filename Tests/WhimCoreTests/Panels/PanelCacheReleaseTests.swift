import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// Panels off screen hold drawn pixels only within the container's budget (`HiddenSurfaceCache`: three
/// frames' bytes, the most recently hidden first): over a seeded walk of pushes, pops, sheets presented
/// and dismissed and window resizes (what the soak does), the surfaces hidden panels keep never add up to
/// more than the budget, so memory follows what is shown, not how many panels are kept in stacks. With a
/// budget of 0 no hidden panel keeps a surface at all.
@Suite struct PanelCacheReleaseTests {
    @Test(arguments: [(UInt64(1), true), (7, true), (42, true), (1, false), (42, false)])
    func panelsOffScreenHoldSurfacesOnlyWithinTheBudget(seed: UInt64, budgeted: Bool) throws {
        let (container, clock, host, _) = try makePresenting()
        if !budgeted { container.hiddenSurfaces.budget = 0 }
        let base = try #require(host.base as? WhimSceneNavigationStack)
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var seen: [Panel] = []
        var sheets: [WhimSceneNavigationStack] = []
        var keptAtSomeStep = false
        for step in 0..<120 {
            switch next(6) {
            case 0, 1: (sheets.last ?? base).push(scene: TestScene(multipart: "pushed \(step)"), animating: WhimSceneAnimatedTransitions.Push())
            case 2: _ = (sheets.last ?? base).pop(animating: WhimSceneAnimatedTransitions.Push())
            case 3:
                let content = WhimSceneNavigationStack([TestScene(fullscreen: "sheet \(step)")])
                if host.present(WhimSheet(content: content)) { sheets.append(content) }
            case 4:
                if !sheets.isEmpty {
                    _ = host.dismiss()
                    sheets.removeLast()
                }
            default:
                try container.resize(to: Size(width: Double(200 + next(760)), height: Double(150 + next(390))), scale: next(2) == 0 ? 1 : 2)
            }
            container.settle(on: clock)
            if !budgeted { container.hiddenSurfaces.budget = 0 }
            let visible = container.visibleParts().map(\.panel)
            for panel in visible where !seen.contains(where: { $0 === panel }) { seen.append(panel) }
            let kept = container.hiddenSurfaces.panels
            var hiddenBytes = 0
            for panel in seen where panel.appearance == .disappeared && panel.hasCachedSurface {
                #expect(kept.contains { $0 === panel }, "seed \(seed), step \(step): \"\(panel.title)\" is off screen and keeps a surface outside the budget")
                hiddenBytes += panel.cachedSurfaceBytes
            }
            let budget = container.hiddenSurfaces.budget
            #expect(hiddenBytes <= budget, "seed \(seed), step \(step): hidden panels keep \(hiddenBytes) bytes, over the budget of \(budget)")
            if !budgeted { #expect(kept.isEmpty) }
            if !kept.isEmpty { keptAtSomeStep = true }
            let holding = seen.filter(\.hasCachedSurface).count
            #expect(holding <= visible.count + kept.count, "seed \(seed), step \(step): \(holding) panels hold surfaces, \(visible.count) shown")
        }
        #expect(seen.count > 10, "the walk showed too few panels to mean anything")
        #expect(keptAtSomeStep == budgeted, "the budget kept no hidden surface in the whole walk (or kept one with none)")
    }

    @Test("popping back shows the screen underneath without drawing it again (within the budget); with no budget it is redrawn")
    func popBackReusesTheKeptSurface() throws {
        for budgeted in [true, false] {
            let (container, clock, stack, home) = try makeHomeAndStack()
            if !budgeted { container.hiddenSurfaces.budget = 0 }
            let draws = home.recordingPanels.map(\.renderCount)
            stack.push(scene: TestScene(multipart: "pushed"), animating: WhimSceneAnimatedTransitions.Push())
            container.settle(on: clock)
            #expect(home.isHidden)
            #expect(home.recordingPanels.allSatisfy { $0.hasCachedSurface } == budgeted)
            _ = stack.pop(animating: WhimSceneAnimatedTransitions.Push())
            container.settle(on: clock)
            #expect(home.isShown)
            let redrawn = zip(home.recordingPanels.map(\.renderCount), draws).map { $0 - $1 }
            #expect(redrawn == (budgeted ? [0, 0] : [1, 1]), "budgeted \(budgeted): home's panels were drawn \(redrawn) more times")
        }
    }

    @Test("the oldest hidden surfaces go first when the budget is full, and a smaller window shrinks the budget")
    func leastRecentlyHiddenIsReleasedFirst() throws {
        let (container, clock, stack, home) = try makeHomeAndStack()
        let one = home.recordingPanels.reduce(0) { $0 + $1.cachedSurfaceBytes }
        // Room for one screen's panels.
        container.hiddenSurfaces.budget = one + one / 2
        let first = TestScene(multipart: "first")
        stack.push(scene: first, animating: WhimSceneAnimatedTransitions.Push())
        container.settle(on: clock)
        stack.push(scene: TestScene(multipart: "second"), animating: WhimSceneAnimatedTransitions.Push())
        container.settle(on: clock)
        #expect(home.recordingPanels.allSatisfy { !$0.hasCachedSurface }, "home was hidden first: its surfaces go first")
        #expect(first.recordingPanels.allSatisfy { $0.hasCachedSurface })
        #expect(container.hiddenSurfaces.bytes <= container.hiddenSurfaces.budget)
        container.hiddenSurfaces.budget = 0
        #expect(first.recordingPanels.allSatisfy { !$0.hasCachedSurface })
        #expect(container.hiddenSurfaces.bytes == 0)
    }
}

