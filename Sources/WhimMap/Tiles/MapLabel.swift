import WhimGraphics

/// A name the map shows (a place, a street, a park) and where it is drawn: what a screen reader lists as
/// the map's children. A tile carries the labels anchored in it, so a label crossing tiles is named once.
public struct MapLabel: Hashable, Sendable {
    /// The text drawn.
    public var name: String
    /// The box around the label's ink, in the holder's units (a tile's view units; the view's, from
    /// `MapView.visibleLabels()`).
    public var frame: Rect
    /// The point the label is placed for (a street name's middle, a place's point, an area's centre).
    public var anchor: Point

    /// A label named `name` drawn inside `frame` for `anchor`.
    public init(name: String, frame: Rect, anchor: Point) {
        self.name = name
        self.frame = frame
        self.anchor = anchor
    }

    /// The label moved by `dx`, `dy` and then scaled by `factor` about the origin.
    func moved(dx: Double, dy: Double, scale factor: Double) -> MapLabel {
        func map(_ p: Point) -> Point { Point(x: (p.x + dx) * factor, y: (p.y + dy) * factor) }
        let origin = map(Point(x: frame.minX, y: frame.minY))
        return MapLabel(name: name, frame: Rect(x: origin.x, y: origin.y, width: frame.width * factor, height: frame.height * factor),
                        anchor: map(anchor))
    }
}
