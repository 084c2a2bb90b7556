/// A scene's place in the hierarchy: a weak reference to its parent, so children never keep parents
/// alive and popped scenes can be freed.
public final class WhimSceneRelationship {
    public weak var parent: (any WhimSceneResponder)?

    public init(parent: (any WhimSceneResponder)? = nil) {
        self.parent = parent
    }
}
