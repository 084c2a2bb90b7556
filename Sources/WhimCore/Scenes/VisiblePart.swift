import WhimGraphics

/// A part as drawn at one moment: which panel, where (device pixels), how opaque, how clipped.
/// For tests, overlays and debugging; the frame path itself never builds these.
public struct VisiblePart {
    public var panel: Panel
    public var frame: PixelRect
    public var opacity: Double
    /// Every circle it is seen through (more than one only for a part frozen mid-reveal).
    public var clips: CircularClips
    /// The clip of the transition in flight (the last one added), nil when none.
    public var clip: CircularClip? { clips.last }
}

extension WhimSceneContainer {
    /// The parts drawn right now, back to front.
    public func visibleParts() -> [VisiblePart] {
        var parts: [VisiblePart] = []
        forEachVisiblePart { parts.append(VisiblePart(panel: $0, frame: $1, opacity: $2, clips: $3)) }
        return parts
    }
}
