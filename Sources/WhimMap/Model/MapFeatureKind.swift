/// The drawing layer a map feature belongs to, in the order the renderer paints them (bottom first).
public enum MapFeatureKind: Int, CaseIterable, Sendable, Comparable {
    // Areas.
    case landuse
    case park
    case pedestrianArea
    case water
    case building
    // Lines.
    case waterway
    case railway
    case footway
    case cycleway
    case pedestrian
    case service
    case residential
    case tertiary
    case secondary
    case primary
    case trunk
    case motorway
    case tram

    public static func < (a: MapFeatureKind, b: MapFeatureKind) -> Bool { a.rawValue < b.rawValue }

    /// Filled areas (closed rings, even-odd) rather than stroked lines.
    public var isArea: Bool { rawValue <= MapFeatureKind.building.rawValue }

    /// Roads: drawn with a casing under the fill.
    public var isRoad: Bool { rawValue >= MapFeatureKind.footway.rawValue && rawValue <= MapFeatureKind.motorway.rawValue }

    /// The road kinds, minor first.
    public static let roads: [MapFeatureKind] = allCases.filter(\.isRoad)
}
