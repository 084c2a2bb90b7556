import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

@Suite struct SheetTests {
    @Test func presentsAtItsDetentOverTheBaseWithAScrim() throws {
        let (container, clock, host, home) = try makePresenting()
        let panel = sheetPanel("sheet")
        let sheet = WhimSheet(panel: panel, detents: [.medium, .large])
        #expect(host.present(sheet))
        container.step(clock, 0.1)
        #expect(container.isTransitioning)
        let mid = try #require(container.drawnFrame(of: panel))
        #expect(container.scrimOpacity > 0 && container.scrimOpacity < 1)
        container.settle(on: clock)
        let rest = try #require(container.drawnFrame(of: panel))
        #expect(rest.y == 540 - 270 - 14)
        #expect(mid.y > rest.y)
        #expect(container.scrimOpacity == 1)
        #expect(panel.appearance == .appeared && panel.isBalanced)
        #expect(home.isShown, "the base stays on screen under the sheet")
        #expect(container.visibleScenePath().last === sheet.content)
    }

    @Test func escClosesTheTopSheetAndTheScrimGoes() throws {
        let (container, clock, host, home) = try makePresenting()
        let panel = sheetPanel("sheet")
        host.present(WhimSheet(panel: panel))
        container.settle(on: clock)
        #expect(container.handle(.key(.escape, [])))
        container.settle(on: clock)
        #expect(host.presented.isEmpty)
        #expect(container.drawnFrame(of: panel) == nil)
        #expect(container.scrimOpacity == 0)
        #expect(panel.appearance == .disappeared && panel.isBalanced)
        #expect(home.isShown && home.isBalanced)
    }

    @Test func scrimClickDismissesAndBlocksInputBelow() throws {
        let (container, clock, host, _) = try makePresenting()
        let panel = sheetPanel("sheet")
        host.present(WhimSheet(panel: panel))
        container.settle(on: clock)
        container.click(Point(x: 480, y: 60))
        container.settle(on: clock)
        #expect(host.presented.isEmpty)
        #expect(panel.isBalanced && panel.appearance == .disappeared)
    }

    @Test func dragMovesBetweenDetents() throws {
        let (container, clock, host, _) = try makePresenting()
        let panel = sheetPanel("sheet")
        let sheet = WhimSheet(panel: panel, detents: [.medium, .large])
        host.present(sheet)
        container.settle(on: clock)
        container.drag(clock, from: Point(x: 480, y: 300), to: Point(x: 480, y: 120), duration: 0.4)
        container.settle(on: clock)
        #expect(sheet.selectedDetent == 1)
        #expect(container.drawnFrame(of: panel)?.y == 40 - 14)
        container.drag(clock, from: Point(x: 480, y: 100), to: Point(x: 480, y: 250), duration: 0.4)
        container.settle(on: clock)
        #expect(sheet.selectedDetent == 0)
        #expect(panel.isBalanced && panel.appearance == .appeared)
    }

    @Test func dragPastTheLowestDetentDismissesInteractively() throws {
        let (container, clock, host, _) = try makePresenting()
        let panel = sheetPanel("sheet")
        let sheet = WhimSheet(panel: panel, detents: [.medium])
        host.present(sheet)
        container.settle(on: clock)
        container.drag(clock, from: Point(x: 480, y: 300), to: Point(x: 480, y: 360), duration: 0.5, release: false)
        #expect(container.isInteractive)
        let p = try #require(container.driver.progress(of: [PresentationLayer(level: PresentationLayer.presentationLevel(nesting: 0, slot: 0) + 1, name: "sheet")]))
        #expect(p > 0.15 && p < 0.3)
        #expect(container.scrimOpacity < 1 && container.scrimOpacity > 0.5)
        // back up: cancelled, the sheet stays
        container.handle(.pointerUp(Point(x: 480, y: 360), .primary))
        container.settle(on: clock)
        #expect(host.presented.count == 1)
        #expect(container.drawnFrame(of: panel)?.y == 540 - 270 - 14)
        #expect(panel.isBalanced && panel.appearance == .appeared)
        // far down: dismissed
        container.drag(clock, from: Point(x: 480, y: 300), to: Point(x: 480, y: 500), duration: 0.5)
        container.settle(on: clock)
        #expect(host.presented.isEmpty)
        #expect(panel.isBalanced && panel.appearance == .disappeared)
    }

    @Test func flingDownDismisses() throws {
        let (container, clock, host, _) = try makePresenting()
        let panel = sheetPanel("sheet")
        host.present(WhimSheet(panel: panel, detents: [.medium, .large], initialDetent: 1))
        container.settle(on: clock)
        container.drag(clock, from: Point(x: 480, y: 100), to: Point(x: 480, y: 300), steps: 4, duration: 0.06)
        container.settle(on: clock)
        #expect(host.presented.isEmpty)
        #expect(panel.isBalanced && panel.appearance == .disappeared)
    }
}

@Suite struct PresentationInterruptionTests {
    static let exact = ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 0)

    /// Esc, the scrim or a second request mid-flight reverse the motion in place: the frame right after the
    /// request is the frame before it, and the motion heads back.
    @Test func escMidPresentationReversesWithoutAJump() throws {
        let (container, clock, host, home) = try makePresenting()
        let panel = sheetPanel("sheet")
        host.present(WhimSheet(panel: panel))
        container.step(clock, 0.1)
        let before = container.frame.copy()
        let y0 = try #require(container.drawnFrame(of: panel)).y
        container.handle(.key(.escape, []))
        container.renderFrame()
        let d = ImageComparison.compare(expected: before, actual: container.frame, tolerance: Self.exact)
        #expect(d.isWithin(Self.exact), "\(d)")
        container.step(clock)
        #expect(try #require(container.drawnFrame(of: panel)).y > y0, "heading back down")
        container.settle(on: clock)
        #expect(host.presented.isEmpty && panel.isBalanced && panel.appearance == .disappeared && home.isBalanced)
        // Presenting again mid-dismissal reverses again.
        let sheet = WhimSheet(panel: panel)
        host.present(sheet)
        container.settle(on: clock)
        host.dismiss()
        container.step(clock, 0.1)
        host.present(sheet)
        container.settle(on: clock)
        #expect(host.presented.count == 1 && panel.isBalanced && panel.appearance == .appeared)
    }

    @Test func dismissingTheWholeChainMovesEverySheetAtOnce() throws {
        let (container, clock, host, home) = try makePresenting()
        let panels = (0..<3).map { sheetPanel("sheet \($0)") }
        for p in panels {
            host.present(WhimSheet(panel: p, detents: [.large]))
            container.settle(on: clock)
        }
        let rest = panels.map { container.drawnFrame(of: $0)!.y }
        host.dismissAll()
        container.step(clock, 0.1)
        for (p, y) in zip(panels, rest) { #expect(try #require(container.drawnFrame(of: p)).y > y, "\(p.title) moves in the same motion") }
        container.settle(on: clock)
        #expect(host.presented.isEmpty && container.scrimOpacity == 0)
        #expect(panels.allSatisfy { $0.isBalanced && $0.appearance == .disappeared } && home.isShown)
    }

    @Test func drawerClosingMidOpenReversesWithoutAJump() throws {
        let (container, clock) = try makeContainer()
        let menu = RecordingPanel.fullscreen("menu", .white)
        let scene = WhimDrawerScene(main: WhimSingleScene(fullscreen: RecordingPanel.fullscreen("main")), drawer: WhimDrawer(content: WhimSingleScene(fullscreen: menu)))
        container.setRoot(scene)
        container.settle(on: clock)
        scene.openDrawer()
        container.step(clock, 0.08)
        let before = container.frame.copy()
        container.click(Point(x: 900, y: 300))  // the scrim, partly faded in
        container.renderFrame()
        #expect(ImageComparison.compare(expected: before, actual: container.frame, tolerance: Self.exact).isWithin(Self.exact))
        container.settle(on: clock)
        #expect(!scene.isDrawerOpen && menu.isBalanced && menu.appearance == .disappeared)
    }

    @Test func baseKeepsNavigatingUnderASheet() throws {
        let (container, clock, host, home) = try makePresenting()
        host.present(WhimSheet(panel: sheetPanel("sheet")))
        container.settle(on: clock)
        let next = TestScene(multipart: "next")
        (host.base as? WhimSceneNavigationStack)?.push(scene: next)
        container.settle(on: clock)
        #expect(container.displayed == next.viewController, "the base follows its stack under the sheet")
        #expect(next.isShown && home.isHidden && home.isBalanced)
        // Esc goes back from the sheet first, then from the stack.
        container.handle(.key(.escape, []))
        container.settle(on: clock)
        #expect(host.presented.isEmpty && next.isShown)
        container.handle(.key(.escape, []))
        container.settle(on: clock)
        #expect(home.isShown && next.isHidden && next.isBalanced)
    }
}

/// A grid backdrop that records which scene it was told the screen shows.
final class RecordingBackdrop: Backdrop {
    let grid = GridBackdrop()
    private(set) var destinations: [ObjectIdentifier?] = []
    func resize(to size: PixelSize, scale: Double) { grid.resize(to: size, scale: scale) }
    var surface: Surface? { grid.surface }
    var origin: PixelPoint { grid.origin }
    var version: Int { grid.version }
    func setVisibleInsets(_ insets: EdgeInsets) {}
    func advance(to time: Double) -> Bool { false }
    func handle(_ gesture: BackdropGesture, at time: Double) -> Bool { false }
    func destinationDidChange(to scene: (any WhimScene)?) { destinations.append(scene.map(ObjectIdentifier.init)) }
}

@Suite struct PresentationBackdropTests {
    @Test func aSheetOverAScreenLeavesTheBackdropOnThatScreen() throws {
        let clock = ManualClock()
        let backdrop = RecordingBackdrop()
        let container = try WhimSceneContainer(size: Size(width: 960, height: 540), clock: clock, backdrop: backdrop)
        let home = TestScene(multipart: "home")
        let host = WhimPresentingScene(base: WhimSceneNavigationStack([home]))
        container.setRoot(host)
        container.settle(on: clock)
        #expect(backdrop.destinations.last == ObjectIdentifier(home))
        host.present(WhimSheet(panel: sheetPanel("sheet")))
        container.settle(on: clock)
        host.dismiss()
        container.settle(on: clock)
        #expect(backdrop.destinations.allSatisfy { $0 == ObjectIdentifier(home) }, "the map's scene never changed")
    }
}

@Suite struct ScrimSurfaceTests {
    @Test("a scrim keeps one row of pixels, not a frame, and darkens the frame by its colour and opacity")
    func aScrimIsOneRow() throws {
        let (container, clock, host, _) = try makePresenting()
        container.renderFrame()
        let before = container.frame.pixel(x: 5, y: 5)
        let sheet = WhimSheet(panel: sheetPanel("sheet"))
        sheet.scrim = Scrim(color: Color(0x000000, alpha: 0.5))
        host.present(sheet)
        container.settle(on: clock)
        container.renderFrame()
        let scrim = try #require(container.visibleParts().first { $0.panel.title == "scrim" }?.panel)
        #expect(scrim.solidColor == Color(0x000000, alpha: 0.5))
        #expect(scrim.cachedSurfaceBytes == container.pixelSize.width * 4)
        // Black at half opacity over what was there.
        let after = container.frame.pixel(x: 5, y: 5)
        #expect(abs(after.red - before.red / 2) < 0.01 && abs(after.green - before.green / 2) < 0.01 && abs(after.blue - before.blue / 2) < 0.01)
    }
}
