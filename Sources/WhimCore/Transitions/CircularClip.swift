import WhimGraphics

/// A circular mask in container device pixels.
///
/// Normally the part shows inside the circle. An inverted clip shows the part only *outside* the circle:
/// a circular reveal uses it on the scene being covered, so that the circle shows the incoming scene
/// (including the map between the parts of a multipart scene) and the outside shows the outgoing one.
/// The compositor can clip an inverted circle with cairo's even-odd rule (container rectangle + circle).
public struct CircularClip: Sendable, Hashable {
    /// The circle's centre, in container device pixels.
    public var center: Point
    /// The radius in device pixels.
    public var radius: Double
    /// Whether the part shows outside the circle instead of inside it.
    public var isInverted: Bool

    /// A circle; `isInverted` shows the part outside it instead.
    public init(center: Point, radius: Double, isInverted: Bool = false) {
        self.center = center
        self.radius = radius
        self.isInverted = isInverted
    }

    /// Whether the content at `point` shows through this clip.
    public func reveals(_ point: Point) -> Bool {
        (center.distance(to: point) < radius) != isInverted
    }

    /// Whether the clip lets all of `rect` show, so the compositor can draw it without clipping.
    public func revealsAll(of rect: PixelRect) -> Bool {
        if rect.isEmpty { return true }
        return isInverted ? nearestDistance(to: rect) >= radius : farthestDistance(to: rect) <= radius
    }

    /// Whether the clip hides all of `rect`, so the compositor can skip it.
    public func hidesAll(of rect: PixelRect) -> Bool {
        if rect.isEmpty { return true }
        return isInverted ? farthestDistance(to: rect) <= radius : nearestDistance(to: rect) >= radius
    }

    private func farthestDistance(to rect: PixelRect) -> Double {
        rect.rect.farthestCornerDistance(from: center)
    }

    private func nearestDistance(to rect: PixelRect) -> Double {
        let r = rect.rect
        let dx = max(r.minX - center.x, 0, center.x - r.maxX)
        let dy = max(r.minY - center.y, 0, center.y - r.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
