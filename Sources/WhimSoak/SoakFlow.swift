import WhimCore

/// A flow for the soak: a stack subclass that starts from an intent (one or two steps in) and ends through
/// its router; dismissable, so Esc and the dismiss drag can close it.
final class SoakFlow: WhimSceneNavigationStack, WhimDismissableScene {
    enum Intent { case first, second }
    enum Route { case dismiss, done }

    private let router: (SoakFlow, Route) -> Void
    private let makeStep: (String) -> any WhimScene

    init(intent: Intent, makeStep: @escaping (String) -> any WhimScene, router: @escaping (SoakFlow, Route) -> Void) {
        self.router = router
        self.makeStep = makeStep
        super.init()
        switch intent {
        case .first: push(scene: makeStep("flow step 1"))
        case .second: push(scenes: [makeStep("flow step 1"), makeStep("flow step 2")])
        }
    }

    /// The next step (Push).
    func next() { push(scene: makeStep("flow step \(scenes.count + 1)")) }

    /// Back one step, or out of the flow at its first step.
    func back() { if scenes.count > 1 { pop() } else { router(self, .dismiss) } }

    /// Ends the flow successfully.
    func finish() { router(self, .done) }

    func dismiss() -> () -> Void { popOffParentStack() }
}
