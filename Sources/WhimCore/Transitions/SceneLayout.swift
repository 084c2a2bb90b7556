import WhimGraphics

/// Where a scene's parts rest in the container, in device pixels: the frames a transition moves from and to.
///
/// A bottom card's frame may extend below the container (the card is drawn at its tallest detent and
/// only its top shows); a top panel's frame includes its shadow margin.
public enum SceneLayout: Sendable, Hashable {
    /// One part covering the frame.
    case fullscreen(PixelRect)
    /// A top panel and a bottom card, at their rest frames.
    case multipart(top: PixelRect, bottom: PixelRect)
    /// A top panel and the bottom card as a side panel floating at the leading edge below it (the desktop
    /// layout, `SidePanelLayout`): the same two parts, the card's role `.bottom`, which transitions move
    /// sideways where they would move a card down.
    case sidePanel(top: PixelRect, panel: PixelRect)

    /// Whether this is a fullscreen layout.
    public var isFullscreen: Bool { if case .fullscreen = self { return true } else { return false } }

    /// Whether the card is a side panel.
    public var isSidePanel: Bool { if case .sidePanel = self { return true } else { return false } }

    /// The rest frame of a part, nil when the layout has no such part.
    public func frame(of role: ScenePartRole) -> PixelRect? {
        switch (self, role) {
        case let (.fullscreen(r), .fullscreen): return r
        case let (.multipart(top, _), .top), let (.sidePanel(top, _), .top): return top
        case let (.multipart(_, bottom), .bottom), let (.sidePanel(_, bottom), .bottom): return bottom
        default: return nil
        }
    }
}
