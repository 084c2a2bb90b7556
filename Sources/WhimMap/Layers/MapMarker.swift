import WhimGraphics

/// A point of interest on a map layer: a coloured pin, optionally titled; the selected marker is drawn
/// larger with its title in a bubble.
public struct MapMarker: Identifiable, Hashable, Sendable {
    /// Identifies the marker within its layer (what a tap reports).
    public var id: String
    /// Where the pin points.
    public var coordinate: GeoCoordinate
    /// The title shown when the marker is selected; nil for none.
    public var title: String?
    /// The pin's colour.
    public var color: Color

    /// A marker; `id` identifies it in taps and in `MapLayer.selectedMarkerID`.
    public init(id: String, coordinate: GeoCoordinate, title: String? = nil, color: Color = 0x1A73E8) {
        self.id = id
        self.coordinate = coordinate
        self.title = title
        self.color = color
    }
}
