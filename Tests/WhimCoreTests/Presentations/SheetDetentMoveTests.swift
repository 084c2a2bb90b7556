import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// Found by `PresentationDifferentialTests` (seeds 49, 52, 328): a sheet whose content is a multipart
/// scene (a top panel over a card) stayed where it was when asked for another detent — only fullscreen
/// content moved. Both parts now slide from where they are drawn to the new detent, each drawn once.
@Suite struct SheetDetentMoveTests {
    @Test func aMultipartSheetMovesToTheSelectedDetent() throws {
        let (container, clock, host) = try smallPresentingContainer()
        let content = TestScene(multipart: "sheet", bottomHeight: 60)
        let sheet = WhimSheet(content: content, detents: [.height(80), .large])
        host.present(sheet)
        container.settle(on: clock)
        let top = try #require(content.viewController.panel(for: .top))
        func topY() -> Int? { container.visibleParts().first { $0.panel === top }?.frame.y }
        let low = try #require(topY())
        sheet.select(detent: 1)
        container.step(clock, 0.1)
        let moving = try #require(topY())
        #expect(moving < low, "mid-move the top panel is above where it rested")
        container.settle(on: clock)
        let high = try #require(topY())
        #expect(high < moving)
        let expected = sheet.placement(of: sheet.viewController, in: container.size, scale: container.scale)
        #expect(expected.frame(of: .top)?.y == high)
        #expect(content.isShown && content.isBalanced)
    }
}

/// Soak seeds 7 and 8: a sheet dismissed from code while a finger drags it, then dragged below its lowest
/// detent, recursed until the stack overflowed (the interactive dismissal could not start, and the drag
/// tried again forever). The sheet now stays at its lowest detent under the finger.
@Suite struct SheetDragAfterDismissalTests {
    @Test func draggingADismissedSheetBelowItsLowestDetentDoesNotRecurse() throws {
        let (container, clock, host) = try smallPresentingContainer()
        let content = TestScene(fullscreen: "sheet")
        let sheet = WhimSheet(content: content, detents: [.medium, .large])
        host.present(sheet)
        container.settle(on: clock)
        container.handle(.pointerDown(Point(x: 160, y: 140), .primary))
        container.handle(.pointerMove(Point(x: 160, y: 125)))
        container.handle(.pointerMove(Point(x: 160, y: 110)))
        host.dismiss(sheet)
        container.handle(.pointerMove(Point(x: 160, y: 230)))
        container.handle(.pointerMove(Point(x: 160, y: 400)))
        container.handle(.pointerUp(Point(x: 160, y: 400), .primary))
        container.settle(on: clock)
        #expect(host.presented.isEmpty)
        #expect(content.isHidden && content.isBalanced)
    }
}


/// A 320×240 container at rest showing a presenting scene over a fullscreen "home".
private func smallPresentingContainer() throws -> (WhimSceneContainer, ManualClock, WhimPresentingScene) {
    let (container, clock) = try makeContainer(width: 320, height: 240)
    let host = WhimPresentingScene(base: TestScene(fullscreen: "home"))
    container.setRoot(host)
    container.settle(on: clock)
    return (container, clock, host)
}
