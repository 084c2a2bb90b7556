import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// Requests as values through the responder chain, the driver's queue and layers, and the preview API.
@Suite struct NavigationRequestTests {
    func homeAndStack() throws -> (WhimSceneContainer, ManualClock, WhimSceneNavigationStack, TestScene) {
        try makeHomeAndStack()
    }

    @Test func aBurstInOneTickAnimatesOnceToTheLast() throws {
        let (container, clock, stack, home) = try homeAndStack()
        let middle = (0..<4).map { TestScene(multipart: "m\($0)") }
        let last = TestScene(fullscreen: "last")
        for s in middle { stack.push(scene: s) }
        stack.push(scene: last, animating: WhimSceneAnimatedTransitions.Fade())
        container.step(clock, 0.1)
        // One run, from home to the last, with the last request's transition (Fade: nothing slides).
        #expect(container.visibleParts().allSatisfy { $0.frame.x == 0 })
        container.settle(on: clock)
        #expect(last.isShown && home.isHidden && home.isBalanced)
        for s in middle { #expect(s.recordingPanels.allSatisfy { $0.events.isEmpty }, "\(s.name) was never on screen") }
    }

    @Test func requestsFromScenesOutsideTheHierarchyAreDropped() throws {
        let (container, _, _, home) = try homeAndStack()
        let stray = TestScene(multipart: "stray")
        stray.present(scene: stray, animating: WhimSceneAnimatedTransitions.Push())
        container.send(NavigationRequest(scene: stray, transition: WhimSceneAnimatedTransitions.Push()))
        #expect(!container.isTransitioning && container.displayed == home.viewController)
        #expect(container.driver.layer(of: stray) == nil && container.driver.layer(of: home) == .base)
    }

    @Test func previewHoldsAProgressOffTheClockWithoutTouchingTheModel() throws {
        let (container, clock, stack, home) = try homeAndStack()
        let next = TestScene(fullscreen: "next")
        #expect(container.driver.preview(WhimSceneAnimatedTransitions.Push(), to: next.viewController, progress: 0.5))
        #expect(container.transitionProgress == 0.5 && !container.isAnimating && !container.isInteractive)
        container.step(clock, 1)
        #expect(container.transitionProgress == 0.5, "time does not move a preview")
        #expect(container.visibleParts().contains { $0.panel === next.recordingPanels[0] && $0.frame.x == 480 })
        #expect(stack.scenes.count == 1, "the model is untouched")
        // Another target while a preview runs is refused; the same target moves.
        #expect(!container.driver.preview(WhimSceneAnimatedTransitions.Push(), to: TestScene(fullscreen: "x").viewController, progress: 0.2))
        #expect(container.driver.preview(WhimSceneAnimatedTransitions.Push(), to: next.viewController, progress: .nan))
        #expect(container.transitionProgress == 0)
        container.driver.endPreview()
        #expect(!container.isTransitioning && container.displayed == home.viewController)
        #expect(home.isShown && home.isBalanced && next.isHidden && next.isBalanced)
    }

    @Test func aCustomContainerSceneTakesPartThroughVisibleChild() throws {
        let (container, clock) = try makeContainer()
        let home = TestScene(multipart: "home"), detail = TestScene(multipart: "detail")
        let inner = WhimSceneNavigationStack([home])
        let holder = Holder(child: inner)
        container.setRoot(holder)
        container.settle(on: clock)
        inner.push(scene: detail)
        container.settle(on: clock)
        #expect(container.displayed == detail.viewController)
        #expect(detail.isShownByAncestors && !home.isShownByAncestors)
        let expected: [any WhimScene] = [holder, inner, detail]
        #expect(container.visibleScenePath().map { ObjectIdentifier($0) } == expected.map { ObjectIdentifier($0) })
        #expect(container.handle(.key(.escape, [])))  // Esc reaches the stack inside the custom container
        container.settle(on: clock)
        #expect(inner.scenes.count == 1 && home.isShown && detail.isBalanced)
    }

    @Test func aPresentedLayerDrawsAboveTheBaseAndAnimatesOnItsOwn() throws {
        let (container, clock, stack, home) = try homeAndStack()
        let sheetLayer = PresentationLayer(level: 1, name: "sheet")
        let sheet = TestScene(fullscreen: "sheet", color: Color(0xE37400))
        let sheetStack = WhimSceneNavigationStack([sheet])
        container.setRoot(sheetStack, of: sheetLayer, animating: WhimSceneAnimatedTransitions.Modal(.present))
        let next = TestScene(multipart: "next")
        stack.push(scene: next)  // the base moves at the same time
        container.step(clock, 0.1)
        #expect(container.driver.destination(of: sheetLayer) == sheet.viewController)
        #expect(container.destination == next.viewController, "the base layer heads to its own destination")
        let parts = container.visibleParts()
        #expect(parts.last?.panel === sheet.recordingPanels[0], "the sheet draws above the base")
        #expect(sheetStack.isVisible && stack.isVisible)
        #expect(container.driver.layer(of: sheet) == sheetLayer)
        container.settle(on: clock)
        container.removeLayer(sheetLayer)
        #expect(container.visibleParts().allSatisfy { p in next.viewController.contains(p.panel) })
        #expect(sheetStack.parent == nil && sheet.isHidden && sheet.isBalanced)
        #expect(next.isShown && home.isHidden && home.isBalanced)
    }
}

/// A container scene of a kind WhimCore does not know: it shows its one child.
final class Holder: WhimScene {
    let relationship = WhimSceneRelationship()
    let child: any WhimScene

    init(child: any WhimScene) {
        self.child = child
        adopt(child)
    }

    var viewController: WhimSceneViewController { child.viewController }
    var visibleChild: (any WhimScene)? { child }
    func send(_ request: NavigationRequest) { nextSceneResponder?.send(request) }
}
