import Testing
import WhimAnimation
import WhimGraphics
import WhimTestSupport
@testable import WhimCore

/// The desktop layout of multipart scenes at window widths on both sides of the breakpoint: where the
/// panels rest, the map's free area the backdrop is told, and what input reads from the new frames.
@Suite struct SidePanelLayoutTests {
    /// A multipart scene with random panel heights, its card (when it has one) at a random detent.
    static func scene(_ rng: inout SeededRandom) -> WhimSingleScene {
        let top = RecordingPanel.top("top", height: .random(in: 20...120, using: &rng))
        let bottom = RecordingPanel.bottom("card", height: .random(in: 30...400, using: &rng))
        if rng.chance(0.5) {
            bottom.card = BottomCardBehavior(detents: [.fromBottom(.random(in: 40...200, using: &rng)), .fraction(0.8)], initialDetent: Int.random(in: 0...1, using: &rng))
        }
        return WhimSingleScene(top: top, bottom: bottom)
    }

    @Test("wide: the card is a side panel inside the window below the top panel, and the map's free area is the window beside it; narrow: today's card")
    func layoutOnBothSidesOfTheBreakpoint() throws {
        var rng = SeededRandom(seed: 44)
        for round in 0..<80 {
            let side = SidePanelLayout(
                breakpoint: .random(in: 200...900, using: &rng).rounded(), width: .random(in: 80...420, using: &rng).rounded(),
                margin: .random(in: 0...24, using: &rng).rounded())
            let width = max(40, side.breakpoint + .random(in: -160...160, using: &rng).rounded())
            let height = Double.random(in: 90...700, using: &rng).rounded()
            let scale = rng.chance(0.3) ? 2.0 : 1
            let clock = ManualClock()
            let container = try WhimSceneContainer(size: Size(width: width, height: height), scale: scale, clock: clock, backdrop: GridBackdrop())
            container.sidePanelLayout = side
            let scene = Self.scene(&rng)
            container.setRoot(WhimSceneNavigationStack([scene]))
            container.settle(on: clock)
            let label = "round \(round): \(width)×\(height) @\(scale), \(side)"
            let parts = container.visibleParts()
            try #require(parts.count == 2, "\(label)")
            let (top, bottom) = (parts[0], parts[1])
            let window = PixelRect(size: container.pixelSize)
            let insets = container.visibleMapInsets
            let topEdge = Double(top.frame.maxY) / scale - top.panel.chrome.shadowMargin.bottom
            #expect(abs(insets.top - max(0, topEdge)) <= 1 / scale, "\(label): map top inset \(insets.top), top panel ends at \(topEdge)")
            #expect(top.frame == PixelRect(x: 0, y: 0, width: window.width, height: top.frame.height), "\(label): top panel at \(top.frame)")
            if width >= side.breakpoint {
                #expect(container.showsSidePanel, "\(label)")
                // It floats: its shape (the surface less the shadow's margin) a margin in from the window's
                // edges, drawn with all four corners rounded.
                #expect(bottom.panel.isSidePanel && bottom.panel.chrome == .floatingPanel(.white), "\(label): \(bottom.panel.chrome)")
                let shadow = bottom.panel.chrome.shadowMargin
                let shape = Rect(
                    x: Double(bottom.frame.x) / scale + shadow.left, y: Double(bottom.frame.y) / scale + shadow.top,
                    width: bottom.panel.size.width - shadow.horizontal, height: bottom.panel.size.height - shadow.vertical)
                #expect(abs(shape.minY - (topEdge + side.margin)) <= 1 / scale, "\(label): side panel starts at \(shape.minY)")
                #expect(abs(shape.maxY - (height - side.margin)) <= 1 / scale, "\(label): side panel ends at \(shape.maxY)")
                #expect(abs(shape.minX - side.margin) <= 1 / scale, "\(label): side panel at x \(shape.minX)")
                #expect(abs(shape.width - side.panelWidth(in: width)) < 0.01, "\(label): side panel \(shape.width) wide")
                #expect(shape.minX >= 0 && shape.minY >= 0 && shape.maxX <= width && shape.maxY <= height + 1 / scale,
                        "\(label): side panel at \(shape) outside the window")
                // The free area is the window less the panel's column: it starts where the panel ends.
                #expect(abs(insets.left - shape.maxX) <= 1 / scale, "\(label): left inset \(insets.left), panel ends at \(shape.maxX)")
                #expect(insets.bottom == 0 && insets.right == 0, "\(label): \(insets)")
                // The card keeps its state for when the window narrows again.
                if let card = bottom.panel.card { #expect(card.restingDetent != nil, "\(label)") }
            } else {
                #expect(!container.showsSidePanel, "\(label)")
                #expect(!bottom.panel.isSidePanel && bottom.panel.chrome == .bottomCard(.white), "\(label): \(bottom.panel.chrome)")
                #expect(bottom.frame.x == 0 && bottom.frame.width == window.width, "\(label): card at \(bottom.frame)")
                #expect(bottom.frame.maxY >= window.maxY, "\(label): card at \(bottom.frame)")
                #expect(insets.left == 0 && insets.bottom > 0, "\(label): \(insets)")
            }
            #expect((container.backdrop as? GridBackdrop)?.insets == insets, "\(label): the backdrop was not told the free area")
        }
    }

    @Test("in the side form hit testing and drags follow the side panel's frame; narrowed, it is the card again")
    func inputFollowsTheSidePanel() throws {
        let (container, clock) = try makeContainer(width: 960, height: 540)
        container.sidePanelLayout = SidePanelLayout(breakpoint: 900, width: 300, margin: 12)
        let scene = TestScene(multipart: "home", bottomHeight: 200)
        container.setRoot(WhimSceneNavigationStack([scene]))
        container.settle(on: clock)
        let card = try #require(scene.viewController.panel(for: .bottom))
        let inside = Point(x: 100, y: 400), beside = Point(x: 700, y: 400)
        #expect(container.panel(at: inside)?.0 === card)
        #expect(container.panel(at: beside) == nil, "the map beside the side panel is free")
        let frame = try #require(container.visibleParts().last?.frame)
        // A vertical drag on the side panel does not move it: no detents in the side form.
        container.handle(.pointerDown(inside, .primary))
        for dy in stride(from: 10.0, through: 200, by: 10) { container.handle(.pointerMove(Point(x: inside.x, y: inside.y - dy))) }
        container.handle(.pointerUp(Point(x: inside.x, y: inside.y - 200), .primary))
        container.settle(on: clock)
        #expect(container.visibleParts().last?.frame == frame)
        // Narrowed, the same panel is the card again, at its detent.
        try container.resize(to: Size(width: 800, height: 540))
        container.settle(on: clock)
        #expect(!container.showsSidePanel)
        #expect(container.panel(at: Point(x: 700, y: 530))?.0 === card)
    }
}
