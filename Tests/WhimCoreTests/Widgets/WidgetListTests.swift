import Testing
import WhimCore
import WhimGraphics

/// ListView: taps select the row under the pointer, wheel and drag scrolling clamp, only visible rows draw.
@Suite struct WidgetListTests {
    func makeList(_ count: Int = 20, onSelect: ((ListRow) -> Void)? = nil) -> (ListView, Panel) {
        let rows = (0..<count).map { ListRow(id: "r\($0)", icon: .bus, title: "Row \($0)", subtitle: "Line \($0)", showsChevron: true) }
        let list = ListView(rows: rows, rowHeight: 50, visibleRowLimit: 4, onSelect: onSelect)
        let panel = widgetHost(VStack([list, Spacer()]), size: Size(width: 300, height: 300))
        return (list, panel)
    }

    @Test func tapSelectsTheRowUnderThePointer() {
        var tapped: [String] = []
        let (list, panel) = makeList { tapped.append($0.id) }
        #expect(list.frame == Rect(x: 0, y: 0, width: 300, height: 200))
        panel.tap(Point(x: 150, y: 125))  // the third row
        #expect(tapped == ["r2"] && list.selectedID == "r2" && list.selectedIndex == 2)
        panel.tap(Point(x: 150, y: 10))
        #expect(tapped == ["r2", "r0"] && list.selectedIndex == 0)
        // Below the list (the spacer) nothing is tapped.
        panel.tap(Point(x: 150, y: 250))
        #expect(tapped.count == 2)
    }

    @Test func pressedRowIsHighlightedUntilReleaseOrMoveAway() {
        var tapped = 0
        let (list, panel) = makeList { _ in tapped += 1 }
        _ = panel.handle(.pointerDown(Point(x: 100, y: 75), .primary))
        #expect(list.pressedIndex == 1)
        _ = panel.handle(.pointerMove(Point(x: 103, y: 77)))  // within the slop: still a press
        #expect(list.pressedIndex == 1)
        _ = panel.handle(.pointerUp(Point(x: 103, y: 77), .primary))
        #expect(list.pressedIndex == nil && tapped == 1 && list.selectedIndex == 1)
    }

    @Test func wheelScrollsClampedAndTapsFollowTheScroll() {
        var tapped: [String] = []
        let (list, panel) = makeList { tapped.append($0.id) }
        let p = Point(x: 150, y: 125)
        #expect(list.maxScroll == 800)
        _ = panel.handle(.wheel(p, dx: 0, dy: -4))  // wheel towards the user: content moves up
        #expect(list.scrollOffset == 100)
        panel.tap(p)
        #expect(tapped == ["r4"])
        _ = panel.handle(.wheel(p, dx: 0, dy: -1000))
        #expect(list.scrollOffset == 800)
        _ = panel.handle(.wheel(p, dx: 0, dy: 1000))
        #expect(list.scrollOffset == 0)
        list.scroll(to: -50)
        #expect(list.scrollOffset == 0)
    }

    @Test func dragScrollsAndIsNotATap() {
        var tapped = 0
        let (list, panel) = makeList { _ in tapped += 1 }
        #expect(list.scrollsWithDrag)
        _ = panel.handle(.pointerDown(Point(x: 150, y: 180), .primary))
        _ = panel.handle(.pointerMove(Point(x: 150, y: 120)))
        #expect(list.scrollOffset == 60 && list.pressedIndex == nil)
        _ = panel.handle(.pointerMove(Point(x: 150, y: -2000)))
        #expect(list.scrollOffset == list.maxScroll)
        _ = panel.handle(.pointerUp(Point(x: 150, y: -2000), .primary))
        #expect(tapped == 0)
        // A list whose rows all fit does not scroll, and does not claim vertical drags.
        let (short, _) = makeList(3)
        #expect(!short.scrollsWithDrag && short.maxScroll == 0)
    }

    @Test func onlyVisibleRowsAreDrawn() {
        let (list, panel) = makeList(1000)
        #expect(list.visibleRowRange == 0..<4)
        list.scroll(to: 125)
        #expect(list.visibleRowRange == 2..<7)
        list.scroll(to: list.maxScroll)
        #expect(list.visibleRowRange == 996..<1000)
        #expect(panel.renderedSurface() != nil)
    }

    @Test func replacingRowsClampsTheScrollAndDropsAMissingSelection() {
        let (list, panel) = makeList()
        list.selectedIndex = 10
        list.scroll(to: 600)
        list.rows = Array(list.rows.prefix(6))
        panel.layoutIfNeeded()
        #expect(list.scrollOffset == 100 && list.selectedID == nil)
    }
}
