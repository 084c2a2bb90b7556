/// A stack of scenes that is itself a scene, so stacks nest; subclass it for flows (a flow is a stack
/// with an intent saying where it starts and a router saying how it ends — see `CarBookingFlow` in the demo).
///
/// Rules (as in the original):
/// - `push` ignores a scene that already has a parent, the stack itself, or one of its ancestors;
/// - `pop` never removes the root scene (`swapAll` may replace it);
/// - an empty stack shows a plain fullscreen placeholder;
/// - only a stack whose scene is the visible one asks its parent to present; a stack that is not on top
///   changes its scenes silently (at any nesting depth);
/// - popped scenes get their parent cleared, and the stack keeps no other reference to them;
/// - a scene that would be removed whose leave guard objects (`LeaveGuard`) stays, and so does the rest.
/// Default transitions: push → Push, pop → Pop, swapLast / swapAll → None.
open class WhimSceneNavigationStack: WhimScene {
    public let relationship = WhimSceneRelationship()
    /// The scenes, root first; the last one is shown.
    public private(set) var scenes: [any WhimScene] = []
    private lazy var placeholder = WhimSingleScene(fullscreen: PlaceholderPanel())

    /// A stack holding `scenes` (scenes that break the push rules are skipped).
    public init(_ scenes: [any WhimScene] = []) {
        _ = replace(last: 0, with: scenes, animating: nil)
    }

    /// The top scene's view controller, or the placeholder's when the stack is empty.
    public var viewController: WhimSceneViewController {
        scenes.last?.viewController ?? placeholder.viewController
    }

    /// The scene on top.
    public var topScene: (any WhimScene)? { scenes.last }

    /// Whether this stack's top is what the screen shows (see `isShownByAncestors`).
    public var isVisible: Bool { isShownByAncestors }

    /// The top scene: what the stack shows.
    public var visibleChild: (any WhimScene)? { scenes.last }

    /// Every scene on the stack.
    public var childScenes: [any WhimScene] { scenes }

    /// A request from a descendant: passed up only when it comes through this stack's top scene.
    open func send(_ request: NavigationRequest) {
        guard let top = scenes.last, request.scene.isSelfOrAncestor(top) else { return }
        nextSceneResponder?.send(request)
    }

    // MARK: Operations

    /// Pushes a scene (default transition: Push). Ignored when the rules forbid it.
    open func push(scene: any WhimScene, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) {
        _ = replace(last: 0, with: [scene], animating: transition ?? WhimSceneAnimatedTransitions.Push())
    }

    /// Pushes several scenes with one transition to the last of them.
    open func push(scenes new: [any WhimScene], animating transition: (any WhimSceneAnimatedTransitioning)? = nil) {
        _ = replace(last: 0, with: new, animating: transition ?? WhimSceneAnimatedTransitions.Push())
    }

    /// Pops the top scene (default transition: Pop); nil when only the root is left.
    @discardableResult
    open func pop(animating transition: (any WhimSceneAnimatedTransitioning)? = nil) -> (any WhimScene)? {
        pop(lastScenes: 1, andSwapLastWith: [], animating: transition ?? WhimSceneAnimatedTransitions.Pop()).first
    }

    /// Pops down to `scene`, which stays; returns the popped scenes, or nil when `scene` is not on the stack.
    @discardableResult
    open func pop(to scene: any WhimScene, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) -> [any WhimScene]? {
        guard let index = scenes.firstIndex(where: { $0 === scene }) else { return nil }
        return pop(lastScenes: scenes.count - 1 - index, andSwapLastWith: [], animating: transition ?? WhimSceneAnimatedTransitions.Pop())
    }

    /// Pops everything above the root.
    @discardableResult
    open func popToRoot(animating transition: (any WhimSceneAnimatedTransitioning)? = nil) -> [any WhimScene] {
        pop(lastScenes: scenes.count - 1, andSwapLastWith: [], animating: transition ?? WhimSceneAnimatedTransitions.Pop())
    }

    /// Replaces the top scene (default transition: None); pushes when the stack is empty.
    @discardableResult
    open func swapLast(with scene: any WhimScene, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) -> [any WhimScene] {
        pop(lastScenes: 1, andSwapLastWith: [scene], animating: transition ?? WhimSceneAnimatedTransitions.None())
    }

    /// Replaces every scene, the root included (default transition: None).
    @discardableResult
    open func swapAll(with new: [any WhimScene], animating transition: (any WhimSceneAnimatedTransitioning)? = nil) -> [any WhimScene] {
        pop(lastScenes: scenes.count, andSwapLastWith: new, animating: transition ?? WhimSceneAnimatedTransitions.None())
    }

    /// The general operation: removes the last `count` scenes and pushes `new` in their place, with one
    /// transition. Without new scenes the root is never removed. Returns the removed scenes (their parent
    /// cleared). Scenes in `new` that break the push rules are skipped; if nothing changes, nothing is presented.
    @discardableResult
    open func pop(
        lastScenes count: Int, andSwapLastWith new: [any WhimScene],
        animating transition: (any WhimSceneAnimatedTransitioning)? = nil
    ) -> [any WhimScene] {
        replace(last: count, with: new, animating: transition ?? WhimSceneAnimatedTransitions.Pop())
    }

    // MARK: Private

    private func replace(last count: Int, with new: [any WhimScene], animating transition: (any WhimSceneAnimatedTransitioning)?) -> [any WhimScene] {
        let provisional = max(0, min(count, scenes.count))
        let leaving = scenes.suffix(provisional)
        var accepted: [any WhimScene] = []
        for scene in new where !accepted.contains(where: { $0 === scene }) {
            // A scene this very operation removes may come back (e.g. swapAll keeping the root).
            if canAdopt(scene) || (scene.relationship.parent === self && leaving.contains { $0 === scene }) {
                accepted.append(scene)
            }
        }
        let limit = accepted.isEmpty ? scenes.count - 1 : scenes.count
        let n = max(0, min(count, limit))
        guard n > 0 || !accepted.isEmpty else { return [] }
        let previousTop = scenes.last
        let removed = Array(scenes.suffix(n)).filter { r in !accepted.contains { $0 === r } }
        // Leave guards: a question repeats this very operation on a yes, if the same scenes are still on top
        // (held weakly: a waiting question keeps nothing alive that left meanwhile).
        let top = scenes.suffix(n).map { WeakScene($0) }
        let mayGo = removed.isEmpty || LeaveGate.mayRemove(removed) { [weak self] in
            guard let self, scenes.count >= top.count, zip(scenes.suffix(top.count), top).allSatisfy({ $0 === $1.scene }) else { return }
            _ = replace(last: count, with: new, animating: transition)
        }
        guard mayGo else { return [] }
        scenes.removeLast(n)
        for scene in accepted {
            scene.relationship.setParent(self)
            scenes.append(scene)
        }
        for scene in removed { scene.relationship.clearParent() }
        if scenes.last !== previousTop, isVisible, let transition {
            nextSceneResponder?.send(NavigationRequest(scene: self, transition: transition))
        }
        return removed
    }

    /// The push rules: no scene that has a parent, is this stack, or is one of its ancestors.
    private func canAdopt(_ scene: any WhimScene) -> Bool {
        scene.relationship.parent == nil && !isSelfOrAncestor(scene)
    }
}
