/// A link in the scene responder chain. A scene passes presentation requests up to its parent until
/// they reach the container, which turns them into a transition on screen.
public protocol WhimSceneResponder: AnyObject {
    /// The next responder up the chain: usually the parent scene, nil at the container.
    var nextSceneResponder: (any WhimSceneResponder)? { get }

    /// Asks for `scene` to become what is shown, with a transition (nil: the default of the receiver).
    /// Requests from scenes that are not visible are ignored by the stacks they pass through.
    func present(scene: any WhimScene, animating transition: (any WhimSceneAnimatedTransitioning)?)
}
