import Testing
import WhimCore

/// A fullscreen scene that arrives modally and leaves with a Modal dismiss, counting its dismissals.
final class ModalTestScene: WhimSingleScene, WhimDismissableScene {
    private(set) var dismissals = 0

    init(_ name: String) { super.init(.fullscreen(RecordingPanel.fullscreen(name))) }

    func dismiss() -> () -> Void {
        dismissals += 1
        guard let stack = parent as? WhimSceneNavigationStack, let popped = stack.pop(animating: WhimSceneAnimatedTransitions.Modal(.dismiss)) else {
            return {}
        }
        return { [weak stack] in stack?.push(scene: popped, animating: WhimSceneAnimatedTransitions.None()) }
    }
}

@Suite struct GoBackTests {
    @Test("Back dismisses a dismissable top screen (the mirror of its modal arrival), pops a pushed one, and does nothing at the root")
    func backDismissesADismissableTopAndPopsTheRest() throws {
        let (container, clock, stack, home) = try makeHomeAndStack()
        let pushed = TestScene(fullscreen: "pushed")
        let modal = ModalTestScene("modal")
        stack.push(scene: pushed)
        stack.push(scene: modal, animating: WhimSceneAnimatedTransitions.Modal(.present))
        container.settle(on: clock)

        #expect(container.goBack())
        container.settle(on: clock)
        #expect(modal.dismissals == 1)
        #expect(stack.topScene === pushed)

        #expect(container.goBack())
        container.settle(on: clock)
        #expect(stack.topScene === home)
        #expect(!container.goBack())
        #expect(modal.dismissals == 1)
    }
}
