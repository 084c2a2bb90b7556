import WhimGraphics

/// The small pieces of geometry the transitions share, written once.
enum TransitionGeometry {
    /// p clamped to [0, 1]; NaN counts as 0.
    static func clamp(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// `distance × fraction` in whole pixels, rounded by the one rule for device pixels
    /// (`pixelRounded`: to nearest, halves away from zero, so opposite moves mirror exactly).
    static func pixels(_ distance: Int, _ fraction: Double) -> Int {
        (Double(distance) * fraction).pixelRounded
    }

    /// The vertical move (negative: up) that takes a part fully out of the container on its side:
    /// a top part up until its bottom edge reaches y = 0, a bottom or fullscreen part down until its top
    /// edge reaches the container's bottom edge. For parts flush with the container's edges this is the
    /// part's own height (the original's rule) or the container height; it also stays right for a top
    /// panel with a margin or a card that extends below the container.
    static func outward(_ role: ScenePartRole, _ frame: PixelRect, containerHeight: Int) -> Int {
        switch role {
        case .top: return -max(0, frame.maxY)
        case .bottom, .fullscreen: return max(0, containerHeight - frame.minY)
        }
    }

    /// The vertical offset of a part that is `fraction` of the way out of the container.
    static func outwardOffset(_ role: ScenePartRole, _ frame: PixelRect, containerHeight: Int, _ fraction: Double) -> PixelPoint {
        PixelPoint(x: 0, y: pixels(outward(role, frame, containerHeight: containerHeight), fraction))
    }
}
