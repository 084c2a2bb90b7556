import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

@Suite struct DrawerTests {
    func make() throws -> (WhimSceneContainer, ManualClock, WhimDrawerScene, TestScene, RecordingPanel) {
        let (container, clock) = try makeContainer()
        let home = TestScene(multipart: "home")
        let menu = RecordingPanel.fullscreen("menu", Color(0xFFFFFF))
        let scene = WhimDrawerScene(main: WhimSceneNavigationStack([home]), drawer: WhimDrawer(content: WhimSingleScene(fullscreen: menu), width: 300))
        container.setRoot(scene)
        container.settle(on: clock)
        return (container, clock, scene, home, menu)
    }

    @Test func buttonOpensFromTheLeadingEdgeAndEscCloses() throws {
        let (container, clock, scene, home, menu) = try make()
        scene.openDrawer()
        container.step(clock, 0.05)
        let mid = try #require(container.drawnFrame(of: menu))
        #expect(mid.x < 0 && mid.maxX > 0)
        container.settle(on: clock)
        #expect(container.drawnFrame(of: menu) == PixelRect(x: 0, y: 0, width: 300, height: 540))
        #expect(container.scrimOpacity == 1)
        #expect(menu.appearance == .appeared && home.isShown)
        container.handle(.key(.escape, []))
        container.settle(on: clock)
        #expect(!scene.isDrawerOpen && container.drawnFrame(of: menu) == nil)
        #expect(menu.isBalanced && menu.appearance == .disappeared && home.isBalanced)
    }

    @Test func edgeDragOpensInteractivelyAndDragOrScrimCloses() throws {
        let (container, clock, scene, _, menu) = try make()
        container.drag(clock, from: Point(x: 4, y: 200), to: Point(x: 154, y: 205), release: false)
        #expect(container.isInteractive)
        #expect(container.drawnFrame(of: menu)?.maxX == 150)
        container.handle(.pointerUp(Point(x: 154, y: 205), .primary))
        container.settle(on: clock)
        #expect(scene.isDrawerOpen && menu.appearance == .appeared)
        // A drag to the left on the drawer closes it.
        container.drag(clock, from: Point(x: 250, y: 200), to: Point(x: 50, y: 200))
        container.settle(on: clock)
        #expect(!scene.isDrawerOpen && menu.appearance == .disappeared, "\(menu.events) \(container.isTransitioning) \(container.isInteractive) \(container.visibleParts().map { ($0.panel.title, $0.frame, $0.opacity) })")
        // Open again and click the scrim.
        scene.openDrawer()
        container.settle(on: clock)
        container.click(Point(x: 700, y: 300))
        container.settle(on: clock)
        #expect(!scene.isDrawerOpen && menu.isBalanced && menu.appearance == .disappeared)
    }

    @Test func shortEdgeDragCancelsAndStaysClosed() throws {
        let (container, clock, scene, _, menu) = try make()
        container.drag(clock, from: Point(x: 4, y: 200), to: Point(x: 60, y: 200), duration: 1)
        container.settle(on: clock)
        #expect(!scene.isDrawerOpen)
        #expect(menu.isBalanced && menu.appearance == .disappeared)
    }

    /// A fling decides by speed, not distance: a short fast swipe from the edge opens the drawer (the same
    /// 56 px slowly stays closed, above), a short fast swipe to the left closes it, and a swipe that opens
    /// part of the way and flicks back closes — every lifecycle call balanced after each step.
    @Test func flingsOpenAndCloseByTheirSpeed() throws {
        let (container, clock, scene, home, menu) = try make()
        container.drag(clock, from: Point(x: 4, y: 200), to: Point(x: 60, y: 200), steps: 4, duration: 0.04)
        container.settle(on: clock)
        #expect(scene.isDrawerOpen && menu.appearance == .appeared && menu.lifecycleViolations == 0)
        #expect(container.drawnFrame(of: menu) == PixelRect(x: 0, y: 0, width: 300, height: 540))
        container.drag(clock, from: Point(x: 250, y: 200), to: Point(x: 200, y: 200), steps: 4, duration: 0.04)
        container.settle(on: clock)
        #expect(!scene.isDrawerOpen && menu.appearance == .disappeared && menu.isBalanced && home.isBalanced)
        // Open most of the way slowly, then flick back towards the edge before letting go.
        container.drag(clock, from: Point(x: 4, y: 200), to: Point(x: 204, y: 200), duration: 0.8, release: false)
        #expect(container.isInteractive && container.drawnFrame(of: menu)?.maxX == 200)
        container.drag(clock, from: Point(x: 204, y: 200), to: Point(x: 160, y: 200), steps: 3, duration: 0.03, press: false)
        container.settle(on: clock)
        #expect(!scene.isDrawerOpen && menu.appearance == .disappeared && menu.isBalanced && home.isShown && home.isBalanced)
    }

    @Test func edgeDragPopsTheMainStackWhenItCanPop() throws {
        let (container, clock, scene, home, _) = try make()
        let next = TestScene(multipart: "next")
        (scene.base as? WhimSceneNavigationStack)?.push(scene: next)
        container.settle(on: clock)
        container.drag(clock, from: Point(x: 4, y: 200), to: Point(x: 700, y: 205))
        container.settle(on: clock)
        #expect(!scene.isDrawerOpen)
        #expect(home.isShown && next.isHidden && next.isBalanced)
    }
}
