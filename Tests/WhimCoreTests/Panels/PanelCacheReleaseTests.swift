import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// Panels off screen hold no drawn pixels: over a seeded walk of pushes, pops, sheets presented and
/// dismissed and window resizes (what the soak does), every panel that has left the screen has released
/// its cached surface, so memory follows what is shown, not how many panels are kept in stacks.
@Suite struct PanelCacheReleaseTests {
    @Test(arguments: [UInt64(1), 7, 42])
    func panelsOffScreenHoldNoSurface(seed: UInt64) throws {
        let (container, clock, host, _) = try makePresenting()
        let base = try #require(host.base as? WhimSceneNavigationStack)
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var seen: [Panel] = []
        var sheets: [WhimSceneNavigationStack] = []
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
            container.settle(clock)
            let visible = container.visibleParts().map(\.panel)
            for panel in visible where !seen.contains(where: { $0 === panel }) { seen.append(panel) }
            for panel in seen where panel.appearance == .disappeared {
                #expect(!panel.hasCachedSurface, "seed \(seed), step \(step): \"\(panel.title)\" is off screen but keeps its surface")
            }
            let holding = seen.filter(\.hasCachedSurface).count
            #expect(holding <= visible.count, "seed \(seed), step \(step): \(holding) panels hold surfaces, \(visible.count) shown")
        }
        #expect(seen.count > 10, "the walk showed too few panels to mean anything")
    }
}
