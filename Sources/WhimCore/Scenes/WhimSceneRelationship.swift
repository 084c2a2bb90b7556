/// A scene's place in the hierarchy: a weak reference to its parent, so children never keep parents
/// alive and popped scenes can be freed.
public final class WhimSceneRelationship {
    /// Set by the containers (stacks, tabs, the container) when they adopt or release the scene.
    public internal(set) weak var parent: (any WhimSceneResponder)?

    /// No parent yet.
    public init() {}
}
