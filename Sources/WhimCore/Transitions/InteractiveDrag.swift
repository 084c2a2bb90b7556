import WhimGraphics

/// How a drag maps to a transition's progress: linearly, so the dragged part stays under the finger.
///
/// A transition hands this to the driver (see
/// ``WhimSceneAnimatedTransitioning/interactiveDrag(from:to:containerSize:)``); the driver feeds it the
/// gesture's translation while dragging and its velocity on release, to start the settling spring at the
/// finger's speed.
public struct InteractiveDrag: Sendable, Hashable {
    /// Progress gained per pixel of translation along x and along y.
    public var progressPerPixel: Point

    /// Progress per pixel of finger travel along each axis (0 for an axis that does not count).
    public init(progressPerPixel: Point) {
        self.progressPerPixel = progressPerPixel
    }

    /// The progress for a translation (container pixels from where the drag began), clamped to [0, 1].
    public func progress(for translation: Point) -> Double {
        let p = rate(for: translation)
        return p.isNaN ? 0 : min(max(p, 0), 1)
    }

    /// The progress velocity (per second) for a drag velocity in pixels per second; not clamped.
    public func progressVelocity(for velocity: Point) -> Double {
        let v = rate(for: velocity)
        return v.isFinite ? v : 0
    }

    private func rate(for vector: Point) -> Double {
        vector.x * progressPerPixel.x + vector.y * progressPerPixel.y
    }
}
