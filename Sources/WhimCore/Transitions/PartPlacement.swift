import WhimGraphics

/// Where one part is drawn at one moment: its rest frame moved by a whole-pixel offset, with an opacity
/// and an optional circular clip.
public struct PartPlacement: Sendable, Hashable {
    /// Which part of which scene.
    public var id: ScenePartID
    /// Where the part rests, in container device pixels.
    public var restFrame: PixelRect
    /// How far it is moved from its rest frame, in whole pixels.
    public var offset: PixelPoint
    /// 0 (invisible) to 1 (opaque).
    public var opacity: Double
    /// A circular mask, or nil for none.
    public var clip: CircularClip?

    /// A placement of part `id`, moved by `offset` from `restFrame`, with `opacity` and `clip`.
    public init(id: ScenePartID, restFrame: PixelRect, offset: PixelPoint = .zero, opacity: Double = 1, clip: CircularClip? = nil) {
        self.id = id
        self.restFrame = restFrame
        self.offset = offset
        self.opacity = opacity
        self.clip = clip
    }

    /// The frame where the part is drawn.
    public var frame: PixelRect { restFrame.offset(by: offset) }

    /// The placement of a part at rest: no offset, opaque, unclipped.
    public static func atRest(_ id: ScenePartID, _ frame: PixelRect) -> PartPlacement { PartPlacement(id: id, restFrame: frame) }

    /// Whether any pixel of this part shows in a container of `size`: not fully transparent, not moved
    /// out of the container, not hidden by its clip. The compositor can skip a part for which this is false.
    public func isVisible(in size: PixelSize) -> Bool {
        let shown = frame.intersection(PixelRect(size: size))
        guard opacity > 0, !shown.isEmpty else { return false }
        guard let clip else { return true }
        return !clip.hidesAll(of: shown)
    }

    /// Whether this part is drawn exactly as at rest: no offset, opaque, and no clip that hides any of it
    /// inside a container of `size`.
    public func isAtRest(in size: PixelSize) -> Bool {
        guard offset == .zero, opacity == 1 else { return false }
        guard let clip else { return true }
        return clip.revealsAll(of: frame.intersection(PixelRect(size: size)))
    }
}
