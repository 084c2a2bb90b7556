import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimRandom

/// Scrolling inside cards and sheets through the container: one drag shared between a list and the card
/// or sheet it is on, flings advanced by the container's clock, content detents and detents re-resolved
/// when the window resizes.
@Suite struct ScrollHandoverContainerTests {
    static let rows = (0..<40).map { ListRow(id: "\($0)", title: "Row \($0)") }

    /// A multipart screen whose card (detents 150, 300 and 100 from the top) is one long list.
    func makeCardWithList() throws -> (WhimSceneContainer, ManualClock, Panel, ListView) {
        let (container, clock) = try makeContainer()
        let list = ListView(rows: Self.rows, visibleRowLimit: 40)
        let card = Panel(title: "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(all: 0), root: list)
        card.card = BottomCardBehavior(detents: [.fromBottom(150), .fromBottom(300), .fromTop(100)], initialDetent: 1)
        container.setRoot(WhimSceneNavigationStack([WhimSingleScene(top: RecordingPanel.top("top"), bottom: card)]))
        container.settle(on: clock)
        return (container, clock, card, list)
    }

    /// Random drags (presses on the list, random moves, releases fast and slow): at every move the offset
    /// stays in range and the card and the list never move the same way at once; after every release the
    /// fling stops inside the content and the card rests at a detent.
    @Test func randomDragsHandOverBetweenTheListAndTheCard() throws {
        let (container, clock, card, list) = try makeCardWithList()
        let h = 540.0
        let tallest = try #require(card.card).maximumHeight(in: h)
        var rng = SeededRandom(seed: 4444)
        var sawBoth = (scrolled: false, cardMoved: false)
        for _ in 0..<12 {
            let height = try #require(card.card).currentHeight(in: h)
            var p = Point(x: 300, y: h - height + 40)
            container.handle(.pointerDown(p, .primary))
            for _ in 0..<Int.random(in: 3...10, using: &rng) {
                let beforeOffset = list.scrollOffset, beforeHeight = try #require(card.card).currentHeight(in: h)
                p.y = max(1, min(h - 1, p.y + Double(Int.random(in: -90...90, using: &rng))))
                clock.advance(by: Double.random(in: 0.008...0.05, using: &rng))
                container.update()
                container.handle(.pointerMove(p))
                let offset = list.scrollOffset, height = try #require(card.card).currentHeight(in: h)
                #expect(offset >= 0 && offset <= list.maxScroll)
                if height < beforeHeight - 1e-9, height < tallest { #expect(offset == 0, "the card went down with the list scrolled") }
                if offset > beforeOffset { #expect(height >= tallest - 1e-9, "the list scrolled on under a card below its tallest detent") }
                if offset != beforeOffset { sawBoth.scrolled = true }
                if abs(height - beforeHeight) > 1 { sawBoth.cardMoved = true }
            }
            container.handle(.pointerUp(p, .primary))
            container.settle(on: clock)
            #expect(!container.isAnimating)
            #expect(list.scrollOffset >= 0 && list.scrollOffset <= list.maxScroll)
            let rest = try #require(card.card).currentHeight(in: h)
            #expect(try #require(card.card).heights(in: h).contains { abs($0 - rest) < 0.5 }, "the card rests between detents: \(rest)")
        }
        #expect(sawBoth.scrolled && sawBoth.cardMoved, "the walk never handed over")
    }

    /// One upward drag from the middle detent raises the card to its tallest and then scrolls the list;
    /// back down, the list returns to its top before the card lowers.
    @Test func oneDragRaisesTheCardThenScrollsAndBack() throws {
        let (container, clock, card, list) = try makeCardWithList()
        let h = 540.0
        let tallest = try #require(card.card).maximumHeight(in: h)
        let start = Point(x: 300, y: h - 300 + 40)
        container.drag(clock, from: start, to: Point(x: 300, y: start.y - 240), release: false)
        #expect(try #require(card.card).currentHeight(in: h) == tallest)
        #expect(abs(list.scrollOffset - (240 - (tallest - 300))) < 0.01)
        container.drag(clock, from: Point(x: 300, y: start.y - 240), to: Point(x: 300, y: start.y - 100), press: false, release: false)
        #expect(list.scrollOffset == 0)
        #expect(abs(try #require(card.card).currentHeight(in: h) - (tallest - (140 - (240 - (tallest - 300))))) < 0.01)
        container.releaseStill(at: Point(x: 300, y: start.y - 100), clock)
    }

    /// A quick flick of the list with the card at its tallest goes on after the release (the container's
    /// clock advances it) and stops inside the content, the card staying where it was.
    @Test func aFlickOfTheListGoesOnAndStopsAtTheEdge() throws {
        let (container, clock, card, list) = try makeCardWithList()
        let h = 540.0
        var c = try #require(card.card)
        c.move(toDetent: 2, containerHeight: h, animated: false)
        card.card = c
        container.settle(on: clock)
        let tallest = c.maximumHeight(in: h)
        let start = Point(x: 300, y: h - tallest + 200)
        container.drag(clock, from: start, to: Point(x: 300, y: start.y - 150), steps: 4, duration: 0.04)
        let released = list.scrollOffset
        #expect(released > 100 && container.isAnimating)
        container.step(clock)
        #expect(list.scrollOffset > released, "the fling did not go on")
        container.settle(on: clock)
        #expect(list.scrollOffset == list.maxScroll, "a fast flick runs to the end and stops there")
        #expect(try #require(card.card).currentHeight(in: h) == tallest)
    }

    /// A sheet showing a long list: dragged up from its medium detent it rises to its large detent, then
    /// the list scrolls; released, the list keeps its offset and the sheet its detent.
    @Test func aSheetHandsOverToItsList() throws {
        let (container, clock, host, _) = try makePresenting()
        let list = ListView(rows: Self.rows, visibleRowLimit: 40)
        let panel = Panel(title: "sheet", chrome: .bottomCard(.white), contentInsets: EdgeInsets(all: 0), root: list)
        let sheet = WhimSheet(panel: panel)
        host.present(sheet)
        container.settle(on: clock)
        let h = 540.0, large = Detent.large.height(in: h)
        let start = Point(x: 480, y: h - 270 + 40)
        container.drag(clock, from: start, to: Point(x: 480, y: start.y - 300), duration: 1, release: false)
        container.releaseStill(at: Point(x: 480, y: start.y - 300), clock)
        #expect(sheet.currentHeight(in: h) == large)
        #expect(abs(list.scrollOffset - (300 - (large - 270))) < 0.5)
        // Back down: the list to its top first, the sheet only after.
        container.drag(clock, from: Point(x: 480, y: 100), to: Point(x: 480, y: 100 + 60), duration: 1, release: false)
        #expect(sheet.currentHeight(in: h) == large && abs(list.scrollOffset - (300 - (large - 270) - 60)) < 0.5)
        container.drag(clock, from: Point(x: 480, y: 160), to: Point(x: 480, y: 400), duration: 1, press: false)
        #expect(list.scrollOffset == 0)
        container.settle(on: clock)
        #expect(sheet.currentHeight(in: h) < large)
    }

    /// A sheet with a content detent is as tall as what it shows; a card and a sheet resting at detents
    /// follow them when the window resizes.
    @Test func contentDetentAndResizeReResolveDetents() throws {
        let (container, clock, host, home) = try makePresenting()
        let content = VStack(spacing: 0, [FixedBox(300, 120), FixedBox(300, 60)])
        let panel = Panel(title: "sheet", chrome: .bottomCard(.white), contentInsets: EdgeInsets(all: 10), root: content)
        let sheet = WhimSheet(panel: panel, detents: [.content, .large])
        host.present(sheet)
        container.settle(on: clock)
        #expect(sheet.currentHeight(in: 540) == 200)
        let drawn = try #require(container.drawnFrame(of: panel))
        #expect(drawn.minY + Int(panel.chrome.shadowMargin.top) == 540 - 200)
        sheet.select(detent: 1)
        container.settle(on: clock)
        try container.resize(to: Size(width: 960, height: 700))
        container.settle(on: clock)
        #expect(try #require(container.drawnFrame(of: panel)).minY + Int(panel.chrome.shadowMargin.top) == 40)
    }

    /// A card resting at its tallest detent (100 from the top) follows it when the window resizes.
    @Test func aResizeMovesARestingCardWithItsDetent() throws {
        let (container, clock, card, _) = try makeCardWithList()
        var c = try #require(card.card)
        c.move(toDetent: 2, containerHeight: 540, animated: false)
        card.card = c
        container.settle(on: clock)
        #expect(try #require(card.card).currentHeight(in: 540) == 440)
        try container.resize(to: Size(width: 960, height: 700))
        container.settle(on: clock)
        #expect(try #require(card.card).currentHeight(in: 700) == 600)
        #expect(try #require(container.drawnFrame(of: card)).minY + Int(card.chrome.shadowMargin.top) == 100)
    }
}

extension WhimSceneContainer {
    /// Holds the pointer still long enough to lose its velocity, releases it, and settles.
    func releaseStill(at p: Point, _ clock: ManualClock) {
        clock.advance(by: 0.5)
        update()
        handle(.pointerUp(p, .primary))
        settle(on: clock)
    }
}
