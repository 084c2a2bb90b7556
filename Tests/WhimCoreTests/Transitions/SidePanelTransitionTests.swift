import Testing
import WhimGraphics
import WhimTestSupport
@testable import WhimCore

/// The side panel forms of the transitions: between side panels (the desktop layout) no part of any
/// transition of the catalogue crosses the map, and a scene changing form at the breakpoint
/// (`BreakpointCrossing`) brings its card in from its new form's edge.
@Suite struct SidePanelTransitionTests {
    typealias F = TransitionFixtures

    /// A desktop layout in a container of `size`: a top panel across the top, a panel at the leading edge
    /// below it, its surface's shadow margin reaching past the window's edges at times.
    static func sideLayout(_ rng: inout SeededRandom, in size: PixelSize) -> SceneLayout {
        let topHeight = Int.random(in: 20...size.height / 3, using: &rng)
        let x = Int.random(in: -14...16, using: &rng)
        let y = topHeight + Int.random(in: -14...16, using: &rng)
        return .sidePanel(
            top: PixelRect(x: 0, y: 0, width: size.width, height: topHeight),
            panel: PixelRect(x: x, y: y, width: Int.random(in: 40...size.width / 2, using: &rng), height: size.height - y + Int.random(in: 0...14, using: &rng)))
    }

    /// The map of a transition between side layouts: right of every side panel's column and below every
    /// top panel's band, in the container.
    static func map(_ layouts: [SceneLayout], in size: PixelSize) -> PixelRect {
        let column = layouts.compactMap { $0.frame(of: .bottom)?.maxX }.max() ?? 0
        let band = layouts.compactMap { $0.frame(of: .top)?.maxY }.max() ?? 0
        return PixelRect(x: column, y: band, width: size.width - column, height: size.height - band)
    }

    @Test("between side panels, every transition of the catalogue keeps every part it draws off the map, at every progress")
    func noPartCrossesTheMap() {
        var rng = SeededRandom(seed: 4401)
        for round in 0..<600 {
            let size = PixelSize(width: .random(in: 400...1400, using: &rng), height: .random(in: 200...900, using: &rng))
            let to = Self.sideLayout(&rng, in: size)
            let from = rng.chance(0.15) ? nil : Self.sideLayout(&rng, in: size)
            let transition = rng.chance(0.5) ? F.kinds.randomElement(using: &rng)!.transition : rng.transition(in: size)
            let map = Self.map([from, to].compactMap { $0 }, in: size)
            for p in [0, 1, rng.progress(), rng.progress(), .random(in: 0...1, using: &rng)] {
                for placement in transition.placements(from: from, to: to, containerSize: size, progress: p) where placement.isVisible(in: size) {
                    let over = placement.frame.intersection(map)
                    #expect(over.isEmpty, "round \(round): \(type(of: transition)) at p \(p) draws \(placement.id) at \(placement.frame) over the map \(map)")
                }
            }
        }
    }

    @Test("push and pop between side panels cross-fade in place, and a pop follows a drag across the panel's width", arguments: F.progresses)
    func pushAndPopChangeThePanelInPlace(_ p: Double) throws {
        let push = WhimSceneAnimatedTransitions.Push(), pop = WhimSceneAnimatedTransitions.Pop()
        for (transition, incomingOnTop) in [(push as any WhimSceneAnimatedTransitioning, true), (pop, false)] {
            let placements = transition.placements(from: F.sideA, to: F.sideB, containerSize: F.container, progress: p)
            #expect(placements.allSatisfy { $0.offset == .zero && $0.clip == nil })
            for placement in placements {
                #expect(placement.opacity == (placement.id.side == .incoming ? p : 1 - p), "\(type(of: transition)) \(placement.id) at \(p)")
            }
            #expect((placements.last?.id.side == .incoming) == incomingOnTop)
        }
        let drag = try #require(pop.interactiveDrag(from: F.sideA, to: F.sideB, containerSize: F.container))
        let panel = try #require(F.sideA.frame(of: .bottom))
        #expect(drag.progress(for: Point(x: Double(panel.maxX), y: 0)) == 1)
        #expect(drag.progress(for: Point(x: Double(panel.maxX) / 2, y: 0)) == 0.5)
    }

    @Test("a scene crossing the breakpoint: its card comes in from its new form's edge (off screen at 0, at rest at 1, never past its rest toward the map), its top moves from where it was; the old form is not drawn")
    func breakpointCrossing() {
        var rng = SeededRandom(seed: 4402)
        let crossing = WhimSceneAnimatedTransitions.BreakpointCrossing()
        for round in 0..<300 {
            let size = PixelSize(width: .random(in: 400...1400, using: &rng), height: .random(in: 200...900, using: &rng))
            let side = Self.sideLayout(&rng, in: size)
            let topHeight = Int.random(in: 20...size.height / 3, using: &rng)
            let cardTop = Int.random(in: topHeight...size.height - 10, using: &rng)
            let card = SceneLayout.multipart(
                top: PixelRect(x: 0, y: 0, width: size.width, height: topHeight),
                bottom: PixelRect(x: 0, y: cardTop, width: size.width, height: size.height - cardTop + Int.random(in: 0...200, using: &rng)))
            let (from, to) = rng.chance(0.5) ? (card, side) : (side, card)
            for p in [0, 1, rng.progress(), .random(in: 0...1, using: &rng)] {
                let placements = crossing.placements(from: from, to: to, containerSize: size, progress: p)
                let label = "round \(round) \(to.isSidePanel ? "to side" : "to card") at p \(p)"
                #expect(placements.filter { $0.id.side == .outgoing }.allSatisfy { $0.opacity == 0 }, "\(label)")
                for placement in placements where placement.id.side == .incoming {
                    let rest = placement.restFrame
                    if placement.id.role == .top {
                        let start = from.frame(of: .top)!
                        if p == 0 { #expect(placement.frame.origin == start.origin, "\(label): the top at \(placement.frame), was at \(start)") }
                        if p == 1 { #expect(placement.frame == rest, "\(label): the top at \(placement.frame)") }
                        continue
                    }
                    if p == 0 { #expect(!placement.isVisible(in: size), "\(label): the card shows at \(placement.frame)") }
                    if p == 1 { #expect(placement.isAtRest(in: size), "\(label)") }
                    if to.isSidePanel {
                        #expect(placement.offset.y == 0 && placement.offset.x <= 0, "\(label): the side panel at \(placement.offset)")
                    } else {
                        #expect(placement.offset.x == 0 && placement.offset.y >= 0, "\(label): the card at \(placement.offset)")
                    }
                }
            }
        }
    }
}
