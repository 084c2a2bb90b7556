/// Something of a map layer a tap can hit: a marker, a line (a route), or a circle.
public enum MapLayerItem: Hashable, Sendable {
    /// A marker, by value.
    case marker(MapMarker)
    /// The line at `index` in the layer's `polylines`.
    case polyline(MapPolyline, index: Int)
    /// The circle at `index` in the layer's `circles`.
    case circle(MapCircle, index: Int)

    /// The marker, when this is one.
    public var marker: MapMarker? {
        if case let .marker(m) = self { return m }
        return nil
    }
}
