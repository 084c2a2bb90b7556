/// The drawing layer a map feature belongs to, in the order the renderer paints them (bottom first).
public enum MapFeatureKind: Int, CaseIterable, Sendable, Comparable {
    // Areas.
    /// Residential, commercial and industrial land.
    case landuse
    /// Parks, grass, forests and other green areas.
    case park
    /// Squares and pedestrian areas.
    case pedestrianArea
    /// Lakes, the sea and riverbanks.
    case water
    /// Buildings.
    case building
    // Lines.
    /// Rivers, streams and canals as lines.
    case waterway
    /// Railway tracks.
    case railway
    /// Footways, paths and steps.
    case footway
    /// Cycleways.
    case cycleway
    /// Pedestrian streets.
    case pedestrian
    /// Service roads.
    case service
    /// Residential and unclassified streets.
    case residential
    /// Tertiary roads.
    case tertiary
    /// Secondary roads.
    case secondary
    /// Primary roads.
    case primary
    /// Trunk roads.
    case trunk
    /// Motorways.
    case motorway
    /// Tram tracks.
    case tram

    /// Drawing order: kinds earlier in the declaration draw first.
    public static func < (a: MapFeatureKind, b: MapFeatureKind) -> Bool { a.rawValue < b.rawValue }

    /// Filled areas (closed rings, even-odd) rather than stroked lines.
    public var isArea: Bool { rawValue <= MapFeatureKind.building.rawValue }

    /// Roads: drawn with a casing under the fill.
    public var isRoad: Bool { rawValue >= MapFeatureKind.footway.rawValue && rawValue <= MapFeatureKind.motorway.rawValue }

    /// The road kinds, minor first.
    public static let roads: [MapFeatureKind] = allCases.filter(\.isRoad)
}
