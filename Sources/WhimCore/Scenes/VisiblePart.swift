import WhimGraphics

/// A part as drawn at one moment: which panel, where (device pixels), how opaque, how clipped.
/// For tests, overlays and debugging; the frame path itself never builds these.
public struct VisiblePart {
    public var panel: Panel
    public var frame: PixelRect
    public var opacity: Double
    public var clip: CircularClip?
}

extension WhimSceneContainer {
    /// The parts drawn right now, back to front.
    public func visibleParts() -> [VisiblePart] {
        var parts: [VisiblePart] = []
        forEachVisiblePart { parts.append(VisiblePart(panel: $0, frame: $1, opacity: $2, clip: $3)) }
        return parts
    }
}
