import Testing
import WhimAnimation
import WhimGraphics
import WhimTestSupport
@testable import WhimCore

/// A bottom card in its side panel form: it floats with four rounded corners and no drag handle, and its
/// lists take the panel's height, scrolling only when longer; narrowed, it is the card again.
@Suite struct SidePanelFormTests {
    /// A container at `width` × 540 with the breakpoint at 900, showing a title bar over `card`.
    static func show(_ card: Panel, width: Double) throws -> (WhimSceneContainer, ManualClock) {
        let (container, clock) = try makeContainer(width: width, height: 540)
        container.sidePanelLayout = SidePanelLayout(breakpoint: 900, width: 340, margin: 12)
        container.setRoot(WhimSceneNavigationStack([WhimSingleScene(top: RecordingPanel.top("top"), bottom: card)]))
        container.settle(on: clock)
        return (container, clock)
    }

    @Test("as a side panel the card floats with four rounded corners and its handle takes no room; narrowed it is the card with its handle")
    func theSidePanelFloatsWithoutAHandle() throws {
        let handle = DragHandle()
        let heading = Label("Stations", font: .bold(20))
        let card = Panel(title: "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 4, left: 18, bottom: 16, right: 18),
                         root: VStack(spacing: 10, [handle, heading]))
        let (container, clock) = try Self.show(card, width: 960)
        #expect(card.isSidePanel && card.chrome == .floatingPanel(.white))
        #expect(handle.frame.height == 0 && heading.frame.minY == card.contentRect.minY + 10)
        let surface = try #require(card.renderedSurface(scale: 1))
        let shape = card.chrome.shapeRect(in: card.size)
        // Every corner of the shape is cut round (the map shows there, under a shadow at most); the middle of
        // every edge is the panel's white.
        for (x, y) in [(shape.minX + 1, shape.minY + 1), (shape.maxX - 2, shape.minY + 1), (shape.minX + 1, shape.maxY - 2), (shape.maxX - 2, shape.maxY - 2)] {
            #expect(surface.pixel(x: Int(x), y: Int(y)).alpha < 0.9, "corner at \(x), \(y)")
        }
        for (x, y) in [(shape.midX, shape.minY + 1), (shape.midX, shape.maxY - 2), (shape.minX + 1, shape.midY), (shape.maxX - 2, shape.midY)] {
            #expect(surface.pixel(x: Int(x), y: Int(y)) == .white, "edge at \(x), \(y)")
        }
        #expect(!card.hitTest(Point(x: shape.midX, y: shape.maxY + 4)), "below the floating panel is the map")

        try container.resize(to: Size(width: 800, height: 540))
        container.settle(on: clock)
        #expect(!card.isSidePanel && card.chrome == .bottomCard(.white))
        #expect(handle.frame.height == 12 && heading.frame.minY == handle.frame.maxY + 10)
    }

    @Test("a list in a side panel takes the panel's height: all its rows when they fit, else the room left, scrolling the rest; in the card, its row limit")
    func listsTakeTheSidePanelsHeight() throws {
        var rng = SeededRandom(seed: 4403)
        for round in 0..<24 {
            let rows = (0..<Int.random(in: 1...24, using: &rng)).map { ListRow(id: "\($0)", icon: .car, title: "Station \($0)") }
            let list = ListView(rows: rows, visibleRowLimit: 3)
            let button = Button("Choose dates")
            let card = Panel(title: "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(all: 16),
                             root: VStack(spacing: 10, [Label("Pick-up location"), list, button]))
            let height = Double.random(in: 300...900, using: &rng).rounded()
            let clock = ManualClock()
            let container = try WhimSceneContainer(size: Size(width: 1000, height: height), clock: clock, backdrop: GridBackdrop())
            container.sidePanelLayout = SidePanelLayout(breakpoint: 900, width: 340, margin: 12)
            container.setRoot(WhimSceneNavigationStack([WhimSingleScene(top: RecordingPanel.top("top"), bottom: card)]))
            container.settle(on: clock)
            let label = "round \(round): \(rows.count) rows in a panel \(card.size.height) tall"
            let all = Double(rows.count) * list.rowPitch
            let content = card.contentRect
            #expect(button.frame.maxY <= content.maxY + 0.001, "\(label): the button at \(button.frame) is cut")
            if list.frame.height + 0.001 >= all {
                #expect(abs(list.frame.height - all) < 0.001 && list.maxScroll == 0, "\(label): list \(list.frame.height) tall for \(all)")
            } else {
                // Shorter than its rows only when the column is full, and then it scrolls the rest.
                #expect(abs(button.frame.maxY - content.maxY) < 0.001, "\(label): list \(list.frame.height) tall, the column ends at \(button.frame.maxY)")
                #expect(abs(list.maxScroll - (all - list.frame.height)) < 0.001, "\(label)")
            }
            try container.resize(to: Size(width: 800, height: height))
            container.settle(on: clock)
            // In the card, its row limit, or less in a card the window keeps shorter than its content.
            let limit = Double(min(3, rows.count)) * list.rowPitch
            #expect(abs(list.frame.height - limit) < 0.001 || (list.frame.height < limit && abs(button.frame.maxY - card.contentRect.maxY) < 0.001),
                    "\(label), narrowed: \(list.frame.height)")
        }
    }
}
