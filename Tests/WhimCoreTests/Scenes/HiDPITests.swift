import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// At scale 2 (HiDPI) everything is laid out in logical units and drawn in device pixels.
@Suite struct HiDPITests {
    @Test func scaleTwoDoublesPixelsButNotLayout() throws {
        let clock = ManualClock()
        let container = try WhimSceneContainer(size: Size(width: 480, height: 270), scale: 2, clock: clock, backdrop: GridBackdrop())
        #expect(container.pixelSize == PixelSize(width: 960, height: 540))
        let scene = TestScene(multipart: "hidpi")
        container.setRoot(WhimSceneNavigationStack([scene]))
        container.settle(on: clock)
        let top = scene.recordingPanels[0]
        #expect(top.size.width == 480)  // logical
        let surface = try #require(top.renderedSurface(scale: 2))
        #expect(surface.width == 960)  // device pixels
        // A logical point on the top bar hits it; the frame there is the bar's white, not the grid.
        let hit = container.panel(at: Point(x: 240, y: 20))
        #expect(hit?.0 === top)
        #expect(container.frame.pixel(x: 480, y: 40) == .white)
        // Zero or negative scales are refused without losing state.
        #expect(throws: ContainerError.invalidScale(0)) { try container.resize(to: Size(width: 480, height: 270), scale: 0) }
        #expect(container.pixelSize == PixelSize(width: 960, height: 540))
    }

    @Test func aPushAtScaleTwoMovesWholeDevicePixels() throws {
        let clock = ManualClock()
        let container = try WhimSceneContainer(size: Size(width: 480, height: 270), scale: 2, clock: clock, backdrop: GridBackdrop())
        let stack = WhimSceneNavigationStack([TestScene(multipart: "a")])
        container.setRoot(stack)
        container.settle(on: clock)
        let b = TestScene(multipart: "b")
        #expect(container.driver.preview(WhimSceneAnimatedTransitions.Push(), to: b.viewController, progress: 0.5))
        container.renderFrame()
        let incoming = container.visibleParts().filter { $0.panel === b.recordingPanels[0] }
        #expect(incoming.first?.frame.x == 480)  // half of 960 device pixels
    }
}
