import Testing
import WhimCore
import WhimGraphics

/// The scroll view widget: a column of controls longer than its frame, scrolled by the wheel, the keys,
/// the scroll bar and drags.
@Suite struct ScrollViewTests {
    /// A scroll view 200 tall over a column of 20 boxes 40 tall (800 of content).
    func makeColumn() -> (ScrollView, [FixedBox], Panel) {
        let boxes = (0..<20).map { _ in FixedBox(300, 40) }
        let view = ScrollView(content: VStack(spacing: 0, boxes))
        let panel = widgetHost(view, size: Size(width: 300, height: 200))
        return (view, boxes, panel)
    }

    @Test func theContentIsLaidOutAtItsHeightAndMovesWithTheOffset() {
        let (view, boxes, panel) = makeColumn()
        #expect(view.contentHeight == 800 && view.maxScroll == 600)
        #expect(boxes[3].frame.minY == 120)
        view.scroll(to: 100)
        panel.layoutIfNeeded()
        #expect(boxes[3].frame.minY == 20)
        view.scroll(to: 10_000)
        #expect(view.scrollOffset == 600)
        view.scroll(to: -5)
        #expect(view.scrollOffset == 0)
    }

    @Test func theWheelScrollsByLinesWithinTheContent() {
        let (view, _, panel) = makeColumn()
        #expect(panel.handle(.wheel(Point(x: 100, y: 100), dx: 0, dy: -2)))
        #expect(view.scrollOffset == 2 * view.lineStep)
        _ = panel.handle(.wheel(Point(x: 100, y: 100), dx: 0, dy: 5))
        #expect(view.scrollOffset == 0)
        _ = panel.handle(.wheel(Point(x: 100, y: 100), dx: 0, dy: -100))
        #expect(view.scrollOffset == view.maxScroll)
    }

    @Test func keysScrollLinesPagesAndToTheEnds() {
        let (view, _, _) = makeColumn()
        #expect(view.handleFocusedKey(.down, []) && view.scrollOffset == 40)
        #expect(view.handleFocusedKey(.pageDown, []) && view.scrollOffset == 40 + 160)
        #expect(view.handleFocusedKey(.up, []) && view.scrollOffset == 160)
        #expect(view.handleFocusedKey(.end, []) && view.scrollOffset == 600)
        #expect(view.handleFocusedKey(.pageUp, []) && view.scrollOffset == 440)
        #expect(view.handleFocusedKey(.home, []) && view.scrollOffset == 0)
        #expect(!view.handleFocusedKey(.left, []))
    }

    @Test func dragsScrollPastTheSlopAndTheBarDragsTheThumb() throws {
        let (view, _, panel) = makeColumn()
        _ = panel.handle(.pointerDown(Point(x: 100, y: 150), .primary))
        _ = panel.handle(.pointerMove(Point(x: 100, y: 147)))
        #expect(view.scrollOffset == 0, "within the slop a press is still a press")
        _ = panel.handle(.pointerMove(Point(x: 100, y: 50)))
        _ = panel.handle(.pointerUp(Point(x: 100, y: 50), .primary))
        #expect(view.scrollOffset == 100)
        // The thumb: a fifth of the track (200 of 800 in view), at the offset's share of it.
        let thumb = try #require(view.scrollBarThumb)
        #expect(abs(thumb.height - 194.0 / 4) < 0.01)
        view.scroll(to: 0)
        let start = try #require(view.scrollBarThumb)
        _ = panel.handle(.pointerDown(Point(x: 296, y: start.midY), .primary))
        _ = panel.handle(.pointerMove(Point(x: 296, y: start.midY + (194 - start.height) / 2)))
        _ = panel.handle(.pointerUp(Point(x: 296, y: start.midY + (194 - start.height) / 2), .primary))
        #expect(abs(view.scrollOffset - 300) < 1, "half the track is half the content")
    }

    @Test func contentThatFitsHasNoBarAndTakesNoDrags() {
        let view = ScrollView(content: FixedBox(300, 120))
        let panel = widgetHost(view, size: Size(width: 300, height: 200))
        #expect(view.maxScroll == 0 && view.scrollBarThumb == nil && !view.scrollsWithDrag)
        #expect(!panel.handle(.wheel(Point(x: 100, y: 100), dx: 0, dy: -2)) || view.scrollOffset == 0)
    }

    /// A widget reached by the keyboard inside a scroll view is scrolled into view.
    @Test func scrollIntoViewShowsAWidgetScrolledOut() {
        let (view, boxes, panel) = makeColumn()
        boxes[12].scrollIntoView()
        panel.layoutIfNeeded()
        #expect(boxes[12].focusRingRect.maxY <= view.frame.maxY + 0.01 && boxes[12].frame.minY >= view.frame.minY)
        boxes[1].scrollIntoView()
        panel.layoutIfNeeded()
        #expect(boxes[1].focusRingRect.minY >= view.frame.minY - 0.01)
    }
}

/// Keyboard focus and scroll views, through the container: Tab never leaves the focused widget scrolled
/// out of sight, and a key the focused widget does not use (Page Down on a button) scrolls the view.
@Suite struct ScrollViewFocusTests {
    @Test func tabScrollsTheFocusedWidgetIntoViewAndPageKeysScroll() throws {
        let (container, clock) = try makeContainer()
        let buttons = (0..<20).map { Button("Button \($0)") }
        let view = ScrollView(content: VStack(spacing: 8, buttons))
        let panel = Panel(title: "column", chrome: .plain(.white), root: view)
        container.setRoot(WhimSceneNavigationStack([WhimSingleScene(fullscreen: panel)]))
        container.settle(on: clock)
        #expect(view.maxScroll > 0)
        var reached = Set<Int>()
        for _ in 0..<25 {
            container.handle(.key(.tab, []))
            container.settle(on: clock)
            guard let i = buttons.firstIndex(where: { $0 === panel.focusRing?.widget }) else { continue }
            reached.insert(i)
            let b = buttons[i].frame
            #expect(b.minY >= view.frame.minY - 0.5 && b.maxY <= view.frame.maxY + 0.5, "button \(i) focused at \(b), out of \(view.frame)")
        }
        #expect(reached.count == 20)
        view.scroll(to: 0)
        let offset = view.scrollOffset
        container.handle(.key(.pageDown, []))
        #expect(view.scrollOffset > offset, "Page Down on a focused button scrolls the column")
    }
}
