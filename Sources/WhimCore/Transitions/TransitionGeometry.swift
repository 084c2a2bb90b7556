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

    /// The offset that puts a part resting at `frame` `fraction` of the way back to `start` (1: at `start`,
    /// 0: at rest): a part moving between two rest frames.
    static func offset(toward start: PixelRect, from frame: PixelRect, _ fraction: Double) -> PixelPoint {
        PixelPoint(x: pixels(start.x - frame.x, fraction), y: pixels(start.y - frame.y, fraction))
    }

    /// The move that takes a side panel (the card of a `.sidePanel` layout) fully out of the container
    /// past its leading edge (negative: left), until its right edge reaches x = 0.
    static func sideways(_ frame: PixelRect) -> Int { -max(0, frame.maxX) }

    /// The offset of a part of `layout` that is `fraction` of the way out of the container: vertical
    /// (`outward`), except a side panel's, which leaves past the leading edge (`sideways`).
    static func outwardOffset(_ role: ScenePartRole, _ frame: PixelRect, of layout: SceneLayout, containerHeight: Int, _ fraction: Double) -> PixelPoint {
        if layout.isSidePanel, role == .bottom { return PixelPoint(x: pixels(sideways(frame), fraction), y: 0) }
        return PixelPoint(x: 0, y: pixels(outward(role, frame, containerHeight: containerHeight), fraction))
    }
}
