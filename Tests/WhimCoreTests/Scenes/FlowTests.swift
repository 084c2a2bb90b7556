import Testing
import WhimCore

/// A flow: a stack subclass that starts from an intent and ends through a router.
final class SignUpFlow: WhimSceneNavigationStack {
    enum Intent { case email, password }
    enum Route: Equatable { case dismiss, signedUp(String) }

    private let router: (Route) -> Void
    private var email = ""

    init(intent: Intent, router: @escaping (Route) -> Void) {
        self.router = router
        super.init()
        switch intent {
        case .email: push(scene: TestScene(fullscreen: "email"))
        case .password: push(scene: TestScene(fullscreen: "password"))
        }
    }

    func enter(email: String) {
        self.email = email
        push(scene: TestScene(fullscreen: "password"))
    }

    func finish() { router(.signedUp(email)) }
    func cancel() { router(.dismiss) }
}

@Suite struct FlowTests {
    @Test func flowStartsFromItsIntent() {
        let flow = SignUpFlow(intent: .password, router: { _ in })
        #expect((flow.topScene as? TestScene)?.name == "password")
        #expect(flow.scenes.count == 1)
    }

    @Test func flowEndsThroughItsRouterAndIsFreed() throws {
        let (container, clock) = try makeContainer()
        let home = TestScene(multipart: "home")
        let app = WhimSceneNavigationStack([home])
        container.setRoot(app)
        var routes: [SignUpFlow.Route] = []
        weak var weakFlow: SignUpFlow?
        do {
            let flow = SignUpFlow(intent: .email) { [weak app] route in
                routes.append(route)
                app?.popToRoot(animating: WhimSceneAnimatedTransitions.Modal(.dismiss))
            }
            weakFlow = flow
            app.push(scene: flow, animating: WhimSceneAnimatedTransitions.Modal(.present))
            container.settle(on: clock)
            #expect((container.displayed?.panels.first as? RecordingPanel)?.title == "email")
            flow.enter(email: "a@b.fi")
            container.settle(on: clock)
            #expect((container.displayed?.panels.first as? RecordingPanel)?.title == "password")
            flow.finish()
            container.settle(on: clock)
        }
        #expect(routes == [.signedUp("a@b.fi")])
        #expect(container.displayed == home.viewController)
        #expect(home.isShown && home.isBalanced)
        #expect(weakFlow == nil)
    }
}
