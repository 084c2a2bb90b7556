/// The kind of an OSM relation member.
public enum OSMMemberType: UInt8, Sendable {
    /// A node.
    case node = 0
    /// A way.
    case way = 1
    /// Another relation.
    case relation = 2
}

/// OSM nodes in file order, as parallel arrays.
public struct OSMNodes: Sendable {
    /// The node ids.
    public internal(set) var ids: [Int64] = []
    /// Latitudes in fixed-point degrees (`FixedDegrees`: 10⁻⁷°, 4 bytes each), parallel to `ids`.
    public internal(set) var latitudes: [Int32] = []
    /// Longitudes in fixed-point degrees, parallel to `ids`.
    public internal(set) var longitudes: [Int32] = []
    /// The nodes' tags.
    public internal(set) var tags = OSMTags()

    /// The number of nodes.
    public var count: Int { ids.count }

    /// The coordinate of node `index`.
    /// The coordinate of node `index` in degrees (NaN where its position is missing or out of range).
    @inline(__always)
    public func coordinate(_ index: Int) -> GeoCoordinate {
        FixedDegrees.coordinate(latitude: latitudes[index], longitude: longitudes[index])
    }
}

/// OSM ways in file order; way `i` refers to the nodes `refs[refOffsets[i]..<refOffsets[i+1]]`.
public struct OSMWays: Sendable {
    /// The way ids.
    public internal(set) var ids: [Int64] = []
    /// Where each way's node references start in `refs`, plus the end.
    public internal(set) var refOffsets: [Int] = [0]
    /// The node ids the ways refer to, way after way.
    public internal(set) var refs: [Int64] = []
    /// Node positions stored on the ways themselves (files with the `LocationsOnWays` feature), parallel to
    /// `refs`, in fixed-point degrees (`FixedDegrees.none` where a way carries none); empty when the file has none.
    public internal(set) var refLatitudes: [Int32] = []
    /// Longitudes parallel to `refs`, as `refLatitudes`.
    public internal(set) var refLongitudes: [Int32] = []
    /// The ways' tags.
    public internal(set) var tags = OSMTags()

    /// The number of ways.
    public var count: Int { ids.count }

    /// The node references of way `index`, as indices into `refs`.
    public func refRange(_ index: Int) -> Range<Int> { refOffsets[index]..<refOffsets[index + 1] }

    /// The position stored on the way for reference `ref` (an index into `refs`), or nil when the file
    /// stores none there (then the node's own position counts).
    @inline(__always)
    public func location(ofRef ref: Int) -> GeoCoordinate? {
        guard !refLatitudes.isEmpty, refLatitudes[ref] != FixedDegrees.none, refLongitudes[ref] != FixedDegrees.none
        else { return nil }
        return FixedDegrees.coordinate(latitude: refLatitudes[ref], longitude: refLongitudes[ref])
    }
}

/// OSM relations in file order; relation `i` has the members `memberOffsets[i]..<memberOffsets[i+1]`.
public struct OSMRelations: Sendable {
    /// The relation ids.
    public internal(set) var ids: [Int64] = []
    /// Where each relation's members start, plus the end.
    public internal(set) var memberOffsets: [Int] = [0]
    /// The members' ids, relation after relation.
    public internal(set) var memberRefs: [Int64] = []
    /// The members' kinds, parallel to `memberRefs`.
    public internal(set) var memberTypes: [OSMMemberType] = []
    /// Role string ids in the file's `StringPool`.
    public internal(set) var memberRoles: [Int32] = []
    /// The relations' tags.
    public internal(set) var tags = OSMTags()

    /// The number of relations.
    public var count: Int { ids.count }

    /// The members of relation `index`, as indices into `memberRefs`.
    public func memberRange(_ index: Int) -> Range<Int> { memberOffsets[index]..<memberOffsets[index + 1] }
}

/// Everything decoded from an OSM PBF file: the header, the interned strings and the entities, flat.
public struct OSMData: Sendable {
    /// The file's header block.
    public internal(set) var header = OSMHeader()
    /// The strings tags and roles refer to.
    public internal(set) var strings = StringPool()
    /// All nodes.
    public internal(set) var nodes = OSMNodes()
    /// All ways.
    public internal(set) var ways = OSMWays()
    /// All relations.
    public internal(set) var relations = OSMRelations()
    /// Node positions (and locations on ways) whose latitude lies outside ±90° or longitude outside
    /// ±180°: kept without a position, so the ways through them skip them, and counted here.
    public internal(set) var invalidPositions = 0

    /// Empty data, filled by `PBFDecoder`.
    public init() {}

    /// The tags of an entity as strings (convenient, allocating; the renderer uses ids instead).
    public func tags(_ tags: OSMTags, of index: Int) -> [String: String] {
        var result: [String: String] = [:]
        for pair in tags.range(of: index) {
            result[strings[tags.keys[pair]]] = strings[tags.values[pair]]
        }
        return result
    }

    /// The tags of node `index` as a dictionary (for tools and tests; the hot paths read ids).
    public func nodeTags(_ index: Int) -> [String: String] { tags(nodes.tags, of: index) }
    /// The tags of way `index` as a dictionary.
    public func wayTags(_ index: Int) -> [String: String] { tags(ways.tags, of: index) }
    /// The tags of relation `index` as a dictionary.
    public func relationTags(_ index: Int) -> [String: String] { tags(relations.tags, of: index) }

    /// The bounds of all node positions (for files without a header bbox), or nil when there are no nodes.
    public var nodeBounds: GeoBounds? {
        guard !nodes.ids.isEmpty else { return nil }
        var bounds = GeoBounds(minLatitude: .infinity, maxLatitude: -.infinity,
                               minLongitude: .infinity, maxLongitude: -.infinity)
        var any = false
        for index in 0..<nodes.count where nodes.latitudes[index] != FixedDegrees.none && nodes.longitudes[index] != FixedDegrees.none {
            bounds.formUnion(nodes.coordinate(index))
            any = true
        }
        return any ? bounds : nil
    }
}
