/// A scene's place in the hierarchy: a weak reference to its parent, so children never keep parents
/// alive and popped scenes can be freed.
public final class WhimSceneRelationship {
    /// Set by the containers (stacks, tabs, the container) when they adopt or release the scene.
    public var parent: (any WhimSceneResponder)? { parentScene ?? otherParent }

    /// The parent when it is a scene, kept as one since the scene that adopts knows it is one: reading it
    /// needs no cast to a protocol, and the first such cast for each type searches every conformance
    /// record in the process (about half a millisecond of a tap's frame, in `isShownByAncestors`).
    public private(set) weak var parentScene: (any WhimScene)?
    /// The parent when it is not a scene (the container).
    private weak var otherParent: (any WhimSceneResponder)?

    /// What the scene answers before anything removes it (nil: it leaves freely); see `LeaveGuard`.
    public var leaveGuard: LeaveGuard?

    /// No parent yet.
    public init() {}

    /// Adopted by a scene (a stack, tabs, any container scene).
    func setParent(_ scene: any WhimScene) {
        parentScene = scene
        otherParent = nil
    }

    /// Adopted by a parent that is not a scene (the container, for the roots of its layers).
    func setParent(responder: any WhimSceneResponder) {
        parentScene = nil
        otherParent = responder
    }

    /// Released: no parent.
    func clearParent() {
        parentScene = nil
        otherParent = nil
    }
}
