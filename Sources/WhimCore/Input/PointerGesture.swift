import WhimGraphics

/// What the pointer is doing between press and release, as the container routes it.
enum PointerGesture {
    case none
    /// Pressed on a panel; may still turn into a card drag, an edge pop or a dismissal.
    case panel(Panel, start: Point, edgeCandidate: Bool)
    /// Dragging a bottom card between detents.
    case card(Panel, startHeight: Double, start: Point)
    /// Pressed on the map at the left edge: an edge pop if it moves right, else a map pan.
    case edgeCandidate(start: Point)
    /// Interactive pop from the left edge.
    case edgePop(start: Point)
    /// Interactive dismissal by dragging down over `distance` units.
    case dismiss(start: Point, distance: Double)
    /// Panning the map.
    case map
}
