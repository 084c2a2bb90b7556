/// The kind of an OSM relation member.
public enum OSMMemberType: UInt8, Sendable {
    case node = 0, way = 1, relation = 2
}

/// OSM nodes in file order, as parallel arrays.
public struct OSMNodes: Sendable {
    public internal(set) var ids: [Int64] = []
    public internal(set) var latitudes: [Double] = []
    public internal(set) var longitudes: [Double] = []
    public internal(set) var tags = OSMTags()

    public var count: Int { ids.count }

    public func coordinate(_ index: Int) -> GeoCoordinate {
        GeoCoordinate(latitude: latitudes[index], longitude: longitudes[index])
    }
}

/// OSM ways in file order; way `i` refers to the nodes `refs[refOffsets[i]..<refOffsets[i+1]]`.
public struct OSMWays: Sendable {
    public internal(set) var ids: [Int64] = []
    public internal(set) var refOffsets: [Int] = [0]
    public internal(set) var refs: [Int64] = []
    /// Node positions stored on the ways themselves (files with the `LocationsOnWays` feature), parallel to
    /// `refs`; empty when the file has none.
    public internal(set) var refLatitudes: [Double] = []
    public internal(set) var refLongitudes: [Double] = []
    public internal(set) var tags = OSMTags()

    public var count: Int { ids.count }

    public func refRange(_ index: Int) -> Range<Int> { refOffsets[index]..<refOffsets[index + 1] }
}

/// OSM relations in file order; relation `i` has the members `memberOffsets[i]..<memberOffsets[i+1]`.
public struct OSMRelations: Sendable {
    public internal(set) var ids: [Int64] = []
    public internal(set) var memberOffsets: [Int] = [0]
    public internal(set) var memberRefs: [Int64] = []
    public internal(set) var memberTypes: [OSMMemberType] = []
    /// Role string ids in the file's `StringPool`.
    public internal(set) var memberRoles: [Int32] = []
    public internal(set) var tags = OSMTags()

    public var count: Int { ids.count }

    public func memberRange(_ index: Int) -> Range<Int> { memberOffsets[index]..<memberOffsets[index + 1] }
}

/// Everything decoded from an OSM PBF file: the header, the interned strings and the entities, flat.
public struct OSMData: Sendable {
    public internal(set) var header = OSMHeader()
    public internal(set) var strings = StringPool()
    public internal(set) var nodes = OSMNodes()
    public internal(set) var ways = OSMWays()
    public internal(set) var relations = OSMRelations()

    public init() {}

    /// The tags of an entity as strings (convenient, allocating; the renderer uses ids instead).
    public func tags(_ tags: OSMTags, of index: Int) -> [String: String] {
        var result: [String: String] = [:]
        for pair in tags.range(of: index) {
            result[strings[tags.keys[pair]]] = strings[tags.values[pair]]
        }
        return result
    }

    public func nodeTags(_ index: Int) -> [String: String] { tags(nodes.tags, of: index) }
    public func wayTags(_ index: Int) -> [String: String] { tags(ways.tags, of: index) }
    public func relationTags(_ index: Int) -> [String: String] { tags(relations.tags, of: index) }

    /// The bounds of all node positions (for files without a header bbox), or nil when there are no nodes.
    public var nodeBounds: GeoBounds? {
        guard !nodes.ids.isEmpty else { return nil }
        var bounds = GeoBounds(minLatitude: .infinity, maxLatitude: -.infinity,
                               minLongitude: .infinity, maxLongitude: -.infinity)
        for index in 0..<nodes.count {
            bounds.formUnion(nodes.coordinate(index))
        }
        return bounds
    }
}
