import WhimGraphics

/// A part as drawn at one moment: which panel, where (device pixels), how opaque, how clipped — what the
/// driver hands the frame path, hit testing and tests for each part on screen.
public struct VisiblePart {
    /// The panel drawn.
    public var panel: Panel
    /// Where it is drawn, in device pixels of the container.
    public var frame: PixelRect
    /// Its opacity in 0…1 (below 1 during fades).
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
        driver.forEachVisiblePart { parts.append($0) }
        return parts
    }
}
