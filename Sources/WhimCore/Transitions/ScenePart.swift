import WhimGraphics

/// Which part of a scene: the whole screen, or the top panel / bottom card of a multipart scene.
public enum ScenePartRole: Sendable, Hashable { case fullscreen, top, bottom }

/// Which scene of a transition a part belongs to.
public enum TransitionSide: Sendable, Hashable { case outgoing, incoming }

/// One part of one side of a transition.
public struct ScenePartID: Sendable, Hashable {
    public var side: TransitionSide
    public var role: ScenePartRole

    public init(side: TransitionSide, role: ScenePartRole) {
        self.side = side
        self.role = role
    }
}
