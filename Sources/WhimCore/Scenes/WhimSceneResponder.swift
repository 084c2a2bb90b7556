/// A link in the scene responder chain. A scene whose content changed sends a `NavigationRequest` to its
/// parent; each link may drop it (a hidden stack's change is silent) or pass it on, until it reaches the
/// container, whose transition driver turns it into what the screen shows.
public protocol WhimSceneResponder: AnyObject {
    /// The next responder up the chain: usually the parent scene, nil at the container.
    var nextSceneResponder: (any WhimSceneResponder)? { get }

    /// Receives a request from below: pass it on (or drop it when it does not come through what this
    /// responder shows).
    func send(_ request: NavigationRequest)
}

extension WhimSceneResponder {
    /// Asks for `scene` to become what is shown, with a transition (nil: None) — a timed request in the base
    /// layer. Requests from scenes that are not visible are dropped by the stacks they pass through.
    public func present(scene: any WhimScene, animating transition: (any WhimSceneAnimatedTransitioning)?) {
        send(NavigationRequest(scene: scene, transition: transition))
    }
}
