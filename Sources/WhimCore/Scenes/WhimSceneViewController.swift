/// What a scene shows: one panel fullscreen, or a top panel and a bottom card over the map.
/// Two values are equal when they hold the same panel objects (identity, not contents).
public enum WhimSceneViewController: Equatable {
    /// One panel covering the container.
    case fullscreen(Panel)
    /// A top panel and a bottom card, with the backdrop between them.
    case multipart(top: Panel, bottom: Panel)

    /// The panels, top first.
    public var panels: [Panel] {
        switch self {
        case let .fullscreen(p): return [p]
        case let .multipart(top, bottom): return [top, bottom]
        }
    }

    /// Whether this is a fullscreen scene.
    public var isFullscreen: Bool { if case .fullscreen = self { return true } else { return false } }

    /// The panel of a part, nil if the scene has no such part.
    public func panel(for role: ScenePartRole) -> Panel? {
        switch (self, role) {
        case let (.fullscreen(p), .fullscreen): return p
        case let (.multipart(top, _), .top): return top
        case let (.multipart(_, bottom), .bottom): return bottom
        default: return nil
        }
    }

    /// Whether a panel is one of this scene's (allocation-free: the frame path asks it).
    public func contains(_ panel: Panel) -> Bool {
        switch self {
        case let .fullscreen(p): return p === panel
        case let .multipart(top, bottom): return top === panel || bottom === panel
        }
    }

    /// The same arrangement of the same panel objects (identity, not content).
    public static func == (a: WhimSceneViewController, b: WhimSceneViewController) -> Bool {
        switch (a, b) {
        case let (.fullscreen(x), .fullscreen(y)): return x === y
        case let (.multipart(t1, b1), .multipart(t2, b2)): return t1 === t2 && b1 === b2
        default: return false
        }
    }
}
