import WhimGraphics

/// A point of interest on a map layer: a coloured pin, optionally titled; the selected marker is drawn
/// larger with its title in a bubble.
public struct MapMarker: Identifiable, Hashable, Sendable {
    public var id: String
    public var coordinate: GeoCoordinate
    public var title: String?
    public var color: Color

    public init(id: String, coordinate: GeoCoordinate, title: String? = nil, color: Color = 0x1A73E8) {
        self.id = id
        self.coordinate = coordinate
        self.title = title
        self.color = color
    }
}
