import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// Presentations under resizes, HiDPI and hostile pointer input.
@Suite struct PresentationEdgeTests {
    @Test func resizeMidPresentationLaysTheSheetOutAnew() throws {
        let (container, clock, host, _) = try makePresenting()
        let panel = sheetPanel("sheet")
        host.present(WhimSheet(panel: panel, detents: [.medium]))
        container.step(clock, 0.1)
        try container.resize(to: Size(width: 600, height: 800))
        container.settle(on: clock)
        #expect(container.drawnFrame(of: panel) == PixelRect(x: 0, y: 800 - 400 - 14, width: 600, height: 414))
        #expect(panel.isBalanced && panel.appearance == .appeared)
        #expect(throws: ContainerError.self) { try container.resize(to: Size(width: 0, height: 0)) }
        #expect(container.drawnFrame(of: panel) == PixelRect(x: 0, y: 386, width: 600, height: 414), "a refused size changes nothing")
    }

    @Test func hiDPIDoublesEveryFrame() throws {
        let clock = ManualClock()
        let container = try WhimSceneContainer(size: Size(width: 960, height: 540), scale: 2, clock: clock, backdrop: GridBackdrop())
        let host = WhimPresentingScene(base: WhimSingleScene(fullscreen: RecordingPanel.fullscreen("base")))
        container.setRoot(host)
        let panel = sheetPanel("sheet")
        host.present(WhimSheet(panel: panel, detents: [.height(200)]))
        let alert = WhimAlert(title: "Hi", message: "DPI")
        host.present(alert)
        container.settle(on: clock)
        #expect(container.drawnFrame(of: panel) == PixelRect(x: 320, y: (540 - 214) * 2, width: 1280, height: 428))
        let a = try #require(container.drawnFrame(of: alert.panel))
        #expect(abs(a.x + a.width / 2 - 960) <= 1 && a.width == 680)
        // A click at logical coordinates hits the alert's button (drawn at device pixels).
        let widget = try #require(alert.panel.root?.widget(withIdentifier: "alert-0"))
        let button = try #require(container.rectInContainerPixels(of: widget))
        container.click(Point(x: (button.x + button.width / 2) / 2, y: (button.y + button.height / 2) / 2))
        container.settle(on: clock)
        #expect(host.presented.count == 1 && alert.panel.appearance == .disappeared)
    }

    @Test func hostilePointerInputDuringDragsChangesNothingAndBreaksNothing() throws {
        let (container, clock, host, _) = try makePresenting()
        let panel = sheetPanel("sheet")
        host.present(WhimSheet(panel: panel, detents: [.medium, .large]))
        container.settle(on: clock)
        container.drag(clock, from: Point(x: 480, y: 300), to: Point(x: 480, y: 360), release: false)
        for v in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            container.handle(.pointerMove(Point(x: v, y: v)))
            container.handle(.pointerMove(Point(x: 480, y: v)))
            container.step(clock)
            for part in container.visibleParts() {
                #expect(part.opacity.isFinite && abs(part.frame.y) < 1_000_000, "\(part.panel.title) at \(part.frame)")
            }
            if let p = container.driver.progress(of: Array(PresentationLayer.presentationLayers(nestings: 1, slots: 2).dropFirst())) { #expect(p >= 0 && p <= 1) }
        }
        container.handle(.pointerUp(Point(x: 480, y: .nan), .primary))
        container.handle(.pointerUp(Point(x: 480, y: 360), .primary))
        container.settle(on: clock)
        #expect(!container.isTransitioning && panel.isBalanced)
        // Still works: Esc closes it.
        container.handle(.key(.escape, []))
        container.settle(on: clock)
        #expect(host.presented.isEmpty && panel.appearance == .disappeared)
    }
}
