import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// A bottom card pulled past its tallest detent stays on the bottom edge: its surface is only as tall as
/// that detent, so lifting it (as the rubber band did) showed the map in a strip under the card (seen in
/// the window: 17 px after a quick upward flick).
@Suite struct CardBottomEdgeTests {
    @Test func pulledPastTheTallestDetentTheCardKeepsTheBottomEdge() throws {
        let (container, clock) = try makeContainer()
        let home = TestScene(multipart: "home")
        let card = try #require(home.viewController.panel(for: .bottom))
        card.card = BottomCardBehavior(detents: [.fromBottom(150), .fromBottom(300)], initialDetent: 1)
        container.setRoot(WhimSceneNavigationStack([home]))
        container.settle(on: clock)
        let rest = try #require(container.drawnFrame(of: card))
        #expect(rest.maxY >= container.pixelSize.height, "at rest the card reaches the bottom edge")
        // Grab the card near its top and pull it far up without letting go, then let go.
        let grab = Point(x: 480, y: Double(rest.minY) + 40)
        container.drag(clock, from: grab, to: Point(x: 480, y: grab.y - 200), release: false)
        container.renderFrame()
        let pulled = try #require(container.drawnFrame(of: card))
        #expect((card.card?.currentHeight(in: 540) ?? 0) > 300, "the rubber band holds a height past the detent")
        #expect(pulled.maxY >= container.pixelSize.height, "the map shows under the card: \(pulled)")
        #expect(pulled.minY == rest.minY, "the card went higher than its surface reaches")
        #expect(container.visibleMapInsets.bottom <= 300)
        container.drag(clock, from: Point(x: 480, y: grab.y - 200), to: Point(x: 480, y: grab.y - 200), steps: 1, press: false)
        container.settle(on: clock)
        #expect(container.drawnFrame(of: card) == rest)
    }

    /// The same for a sheet pulled past its tallest detent.
    @Test func aSheetPulledPastItsTallestDetentKeepsTheBottomEdge() throws {
        let (container, clock, host, _) = try makePresenting()
        let panel = sheetPanel("sheet")
        let sheet = WhimSheet(panel: panel)
        host.present(sheet)
        container.settle(on: clock)
        sheet.select(detent: sheet.detents.count - 1)
        container.settle(on: clock)
        let rest = try #require(container.drawnFrame(of: panel))
        let grab = Point(x: 480, y: Double(rest.minY) + 30)
        container.drag(clock, from: grab, to: Point(x: 480, y: max(0, grab.y - 300)), release: false)
        container.renderFrame()
        let pulled = try #require(container.drawnFrame(of: panel))
        #expect(pulled.maxY >= container.pixelSize.height, "what is under the sheet shows below it: \(pulled)")
        #expect(pulled.minY == rest.minY)
    }
}
