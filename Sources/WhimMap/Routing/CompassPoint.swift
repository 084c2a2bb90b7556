/// One of the eight compass points, the words a departure's instruction uses for its heading
/// ("Head northeast along Unioninkatu").
public enum CompassPoint: String, Hashable, Sendable, CaseIterable {
    case north, northeast, east, southeast, south, southwest, west, northwest

    /// The point nearest `heading` (degrees clockwise from north; any finite value, wrapped). Each point
    /// owns the 45° sector centred on it; a heading on a sector's edge goes to the clockwise neighbour.
    public init(heading: Double) {
        let wrapped = heading.isFinite ? heading.truncatingRemainder(dividingBy: 360) : 0
        let degrees = wrapped < 0 ? wrapped + 360 : wrapped
        let sector = Int(((degrees + 22.5) / 45).rounded(.down)) % 8
        self = Self.allCases[sector]
    }

    /// The word in an instruction.
    public var name: String { rawValue }

    /// The heading the point names, degrees clockwise from north.
    public var heading: Double { Double(Self.allCases.firstIndex(of: self) ?? 0) * 45 }
}
