import Testing
import WhimAnimation
@testable import WhimCore
import WhimGraphics

/// The arena owns every pointer sequence on the backdrop and tells it what it recognised: the backdrop
/// sees taps, pans, zooms and long presses, never a press it is not told the end of.
@Suite struct BackdropGestureTests {
    private func make(height: Double = 270) throws -> (WhimSceneContainer, ManualClock, GestureRecordingBackdrop) {
        let clock = ManualClock()
        let backdrop = GestureRecordingBackdrop()
        let container = try WhimSceneContainer(size: Size(width: 480, height: height), clock: clock, backdrop: backdrop)
        return (container, clock, backdrop)
    }

    @Test func aClickIsATapAndALaterMoveWithoutAButtonIsNothing() throws {
        let (container, _, backdrop) = try make()
        let p = Point(x: 200, y: 100)
        container.handle(.pointerDown(p, .primary))
        container.handle(.pointerUp(p, .primary))
        #expect(backdrop.gestures == [.tap(p)])
        #expect(!container.arena.isTracking)
        #expect(!container.handle(.pointerMove(Point(x: 260, y: 140))))
        #expect(backdrop.gestures == [.tap(p)])
    }

    @Test func aClickAtTheLeftEdgeIsATapToo() throws {
        let (container, clock, backdrop) = try make(height: 600)
        let home = TestScene(multipart: "home")
        let stack = WhimSceneNavigationStack([home, TestScene(multipart: "next")])
        container.setRoot(stack)
        container.settle(on: clock)
        let p = Point(x: 10, y: 200)
        #expect(container.panel(at: p) == nil)
        container.handle(.pointerDown(p, .primary))
        container.handle(.pointerUp(p, .primary))
        #expect(backdrop.gestures == [.tap(p)])
    }

    @Test func aDragPastTheSlopIsAPanWithDeltasAndAnEnd() throws {
        let (container, _, backdrop) = try make()
        container.handle(.pointerDown(Point(x: 200, y: 100), .primary))
        container.handle(.pointerMove(Point(x: 205, y: 100)))  // within the slop
        container.handle(.pointerMove(Point(x: 220, y: 100)))
        container.handle(.pointerMove(Point(x: 230, y: 110)))
        container.handle(.pointerUp(Point(x: 230, y: 110), .primary))
        #expect(backdrop.gestures.prefix(2) == [.pan(dx: 20, dy: 0), .pan(dx: 10, dy: 10)])
        guard case .panEnded? = backdrop.gestures.last else { Issue.record("no end of the pan"); return }
        #expect(backdrop.gestures.count == 3)
    }

    @Test func aPanCutShortByANewPressIsEnded() throws {
        let (container, _, backdrop) = try make()
        container.handle(.pointerDown(Point(x: 200, y: 100), .primary))
        container.handle(.pointerMove(Point(x: 230, y: 100)))
        container.handle(.pointerDown(Point(x: 300, y: 100), .primary))
        #expect(backdrop.gestures == [.pan(dx: 30, dy: 0), .panEnded(velocity: .zero)])
    }

    @Test func aPressHeldStillOnTheClockIsALongPressNotATap() throws {
        let (container, clock, backdrop) = try make()
        let p = Point(x: 200, y: 100)
        container.handle(.pointerDown(p, .primary))
        clock.advance(by: GestureArena.longPressDelay / 2)
        container.update()
        #expect(backdrop.gestures.isEmpty)
        #expect(container.arena.longPressDeadline == GestureArena.longPressDelay)
        clock.advance(by: GestureArena.longPressDelay / 2)
        container.update()
        #expect(backdrop.gestures == [.longPress(p)])
        container.handle(.pointerUp(p, .primary))
        #expect(backdrop.gestures == [.longPress(p)])
    }

    @Test func aPressThatLeftTheSlopIsNoLongPress() throws {
        let (container, clock, backdrop) = try make()
        container.handle(.pointerDown(Point(x: 200, y: 100), .primary))
        container.handle(.pointerMove(Point(x: 230, y: 100)))
        #expect(container.arena.longPressDeadline == nil)
        clock.advance(by: 1)
        container.update()
        #expect(backdrop.gestures == [.pan(dx: 30, dy: 0)])
    }

    @Test func aLongPressTheBackdropDeclinesStaysATap() throws {
        let (container, clock, backdrop) = try make()
        backdrop.takesLongPress = false
        let p = Point(x: 200, y: 100)
        container.handle(.pointerDown(p, .primary))
        clock.advance(by: 1)
        container.update()
        container.handle(.pointerUp(p, .primary))
        #expect(backdrop.gestures == [.tap(p)])
    }

    @Test func theWheelZoomsAroundThePointer() throws {
        let (container, _, backdrop) = try make()
        container.handle(.wheel(Point(x: 100, y: 50), dx: 0, dy: 2))
        #expect(backdrop.gestures == [.zoom(levels: 2 * InputRouter.wheelZoomLevels, around: Point(x: 100, y: 50))])
    }
}
