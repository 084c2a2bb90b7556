import WhimGraphics

/// What the gesture arena recognised on the backdrop (the map), in logical container coordinates. The
/// arena owns every pointer sequence and its one slop; the backdrop only acts on what it is told, so it
/// keeps no pointer state of its own.
public enum BackdropGesture: Sendable, Hashable {
    /// A press and release that never passed the slop.
    case tap(Point)
    /// A press held past the long-press delay without passing the slop.
    case longPress(Point)
    /// A drag moved by a delta since the last one (the first one since the press).
    case pan(dx: Double, dy: Double)
    /// A drag ended (released with `velocity`, units per second, or cancelled with zero velocity).
    case panEnded(velocity: Point)
    /// Zoom by `levels` (positive: in) around a point: the wheel, a pinch.
    case zoom(levels: Double, around: Point)
    /// Two fingers moved: the content moves by (`dx`, `dy`) with their centre, then zooms by `levels`
    /// (positive: in) about `around`, their centre now, at once — the point under the fingers stays there.
    case pinch(dx: Double, dy: Double, levels: Double, around: Point)
}
