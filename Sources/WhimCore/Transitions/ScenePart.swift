import WhimGraphics

/// Which part of a scene: the whole screen, or the top panel / bottom card of a multipart scene.
public enum ScenePartRole: Sendable, Hashable {
    /// The only part of a fullscreen scene.
    case fullscreen
    /// The top panel of a multipart scene.
    case top
    /// The bottom card of a multipart scene.
    case bottom
}

/// Which scene of a transition a part belongs to.
public enum TransitionSide: Sendable, Hashable {
    /// The scene being left.
    case outgoing
    /// The scene being shown.
    case incoming
}

/// One part of one side of a transition.
public struct ScenePartID: Sendable, Hashable {
    /// The outgoing or the incoming scene.
    public var side: TransitionSide
    /// Which part of it.
    public var role: ScenePartRole

    /// The part `role` of the scene on `side`.
    public init(side: TransitionSide, role: ScenePartRole) {
        self.side = side
        self.role = role
    }
}
