import WhimGraphics
import WhimTiles

/// The features of an OSM extract in the OpenMapTiles schema, in world units, flat, with a spatial
/// index: what `OSMTileSource` cuts its tiles from. Built once from decoded data; immutable afterwards.
///
/// Feature `f` has the parts `partStarts[f]..<partStarts[f+1]` and part `p` the points
/// `pointStarts[p]..<pointStarts[p+1]` (rings without their closing point, exterior rings with positive
/// signed area, y down, each followed by its holes). Lines are indexed in pieces of at most
/// `piecePoints` points and at most `pieceSide` across, and a segment longer than that in up to
/// `segmentPieces` stretches of it, so a long way (a million nodes, or two nodes across the world)
/// costs a tile only the pieces near it.
public struct OSMTileFeatures: Sendable {
    /// A feature's property: its key and value, shared by every feature that has the same pair.
    struct Attribute: Hashable, Sendable {
        var key: String
        var value: TileValue
    }

    /// Each feature's schema layer.
    private(set) var layers: [OpenMapTilesSchema.Layer] = []
    /// Each feature's geometry type.
    private(set) var types: [TileGeometryType] = []
    /// The shallowest zoom each feature appears at.
    private(set) var minZooms: [UInt8] = []
    /// Each feature's attributes are `attributeRefs[attributeStarts[f]..<attributeStarts[f+1]]`.
    private(set) var attributeStarts: [Int32] = [0]
    private(set) var attributeRefs: [Int32] = []
    /// The distinct attributes.
    private(set) var attributes: [Attribute] = []
    private(set) var partStarts: [Int32] = [0]
    private(set) var pointStarts: [Int32] = [0]
    /// Every part's points, one part after another, in fixed point (`FixedWorldPoints`).
    private(set) var points = FixedWorldPoints()

    /// The indexed pieces: a point or area feature whole, a run of at most `piecePoints` points of one
    /// line (consecutive pieces of a line share their end point), or a stretch of one long segment.
    struct Piece: Sendable {
        var feature: Int32
        /// The points the piece covers, `start..<end`: a run of a line's part, or every point of a point
        /// or area feature.
        var start: Int32
        var end: Int32
        /// For a stretch of the segment `start`, `start + 1` (then `end == start + 2`): where along it the
        /// stretch begins and ends, 0 to 1. Straight in world units, so a stretch is exact.
        var from: Float = 0
        var to: Float = 1

        /// Whether the piece is a stretch of one segment rather than whole segments.
        var isStretch: Bool { from != 0 || to != 1 }
    }
    private(set) var pieces: [Piece] = []
    /// Where the pieces are.
    private(set) var index = TileFeatureIndex()

    /// The most points of a line in one indexed piece.
    static let piecePoints = 64
    /// The widest (or tallest) a piece of whole segments may be, in world units (about 40 km at the
    /// equator): longer segments are indexed as stretches.
    static let pieceSide = 1.0 / 1024
    /// The most stretches one segment is cut into (so the index stays linear in the file).
    static let segmentPieces = 64

    /// The number of features.
    public var count: Int { layers.count }

    /// The parts of feature `f`.
    func parts(of f: Int) -> Range<Int> { Int(partStarts[f])..<Int(partStarts[f + 1]) }
    /// The points of part `p`.
    func points(ofPart p: Int) -> Range<Int> { Int(pointStarts[p])..<Int(pointStarts[p + 1]) }
    /// The attributes of feature `f`.
    func attributes(of f: Int) -> ArraySlice<Int32> { attributeRefs[Int(attributeStarts[f])..<Int(attributeStarts[f + 1])] }

    /// No features.
    public init() {}

    /// The features of decoded OSM data, mapped as `OpenMapTilesSchema` says. Positions outside the world
    /// (the decoder marks them missing) drop out of their ways; multipolygon rings that cannot be closed
    /// are dropped; coastlines become sea polygons inside `worldBounds`.
    init(data: OSMData, geometry: WayGeometry, worldBounds: Rect) {
        var builder = Builder()
        builder.addNodes(data, geometry)
        let adminLevels = Self.adminLevels(data)
        var coastline: [[RingAssembler.Vertex]] = []
        for w in 0..<data.ways.count where !data.ways.tags.range(of: w).isEmpty {
            let tags = OpenMapTilesSchema.Tags(values: data.wayTags(w))
            let closed = geometry.isClosed(w)
            if tags["natural"] == "coastline" { coastline.append(geometry.vertices(ofWay: w)) }
            let features = OpenMapTilesSchema.way(tags, closed: closed, adminLevel: adminLevels[data.ways.ids[w]])
            guard !features.isEmpty else { continue }
            let line = geometry.vertices(ofWay: w).compactMap(\.point)
            builder.add(features, line: line, rings: closed ? [line] : [])
        }
        let wayIndex = IDIndex(data.ways.ids)
        let relations = data.relations
        for r in 0..<relations.count where !relations.tags.range(of: r).isEmpty {
            let tags = OpenMapTilesSchema.Tags(values: data.relationTags(r))
            guard tags["type"] == "multipolygon" else { continue }
            let features = OpenMapTilesSchema.way(tags, closed: true, isRelation: true)
            guard !features.isEmpty else { continue }
            var members: [[RingAssembler.Vertex]] = []
            for m in relations.memberRange(r) where relations.memberTypes[m] == .way {
                guard let w = wayIndex.index(of: relations.memberRefs[m]) else { continue }
                members.append(geometry.vertices(ofWay: w))
            }
            builder.add(features, line: [], rings: RingAssembler.rings(from: members))
        }
        if !coastline.isEmpty {
            builder.add([OpenMapTilesSchema.sea()], line: [], rings: CoastlineAssembler.sea(from: coastline, bounds: worldBounds))
        }
        self = builder.store
        index = TileFeatureIndex(pieces: pieces.map { bounds(of: $0) }, minZooms: pieces.map { minZooms[Int($0.feature)] })
    }

    /// `grid × grid` copies of these features side by side, each shifted by whole multiples of `step`
    /// (world units): a large map made from a small one, for benchmarks.
    public func repeated(grid: Int, step: Size) -> OSMTileFeatures {
        let n = max(1, grid)
        return copies(shiftedBy: (0..<n * n).map { Point(x: Double($0 % n) * step.width, y: Double($0 / n) * step.height) })
    }

    /// One copy of these features per offset (world units), one after another: a larger or denser map
    /// made from a small one, for benchmarks.
    public func copies(shiftedBy offsets: [Point]) -> OSMTileFeatures {
        var copy = OSMTileFeatures()
        copy.attributes = attributes
        for offset in offsets {
            let featureBase = Int32(copy.layers.count), partBase = Int32(copy.pointStarts.count - 1)
            let pointBase = Int32(copy.points.count)
            copy.layers += layers
            copy.types += types
            copy.minZooms += minZooms
            let attributeBase = Int32(copy.attributeRefs.count)
            copy.attributeRefs += attributeRefs
            copy.attributeStarts += attributeStarts.dropFirst().map { $0 + attributeBase }
            copy.partStarts += partStarts.dropFirst().map { $0 + partBase }
            copy.pointStarts += pointStarts.dropFirst().map { $0 + pointBase }
            copy.points.append(points, shiftedBy: offset)
            copy.pieces += pieces.map {
                Piece(feature: $0.feature + featureBase, start: $0.start + pointBase, end: $0.end + pointBase, from: $0.from, to: $0.to)
            }
        }
        copy.index = TileFeatureIndex(pieces: copy.pieces.map { copy.bounds(of: $0) },
                                      minZooms: copy.pieces.map { copy.minZooms[Int($0.feature)] })
        return copy
    }

    /// The lowest `admin_level` of the administrative boundary relations each way belongs to, by way id.
    private static func adminLevels(_ data: OSMData) -> [Int64: Int] {
        var levels: [Int64: Int] = [:]
        let relations = data.relations
        for r in 0..<relations.count where !relations.tags.range(of: r).isEmpty {
            let tags = data.relationTags(r)
            guard tags["type"] == "boundary", tags["boundary"] == "administrative",
                  let level = tags["admin_level"].flatMap({ Int($0) }) else { continue }
            for m in relations.memberRange(r) where relations.memberTypes[m] == .way {
                let id = relations.memberRefs[m]
                levels[id] = min(levels[id] ?? level, level)
            }
        }
        return levels
    }

    /// The endpoints of a stretch (`piece.isStretch`).
    func stretch(_ piece: Piece) -> (Point, Point) {
        let a = points[Int(piece.start)], b = points[Int(piece.start) + 1]
        func at(_ t: Float) -> Point {
            t == 0 ? a : t == 1 ? b : Point(x: a.x + Double(t) * (b.x - a.x), y: a.y + Double(t) * (b.y - a.y))
        }
        return (at(piece.from), at(piece.to))
    }

    /// The pieces tile `tile` needs, through the index: those its zoom reaches whose boxes overlap `rect`
    /// (the tile's world box with its buffer), in ascending order; `visited` grows by the entries looked at.
    func pieces(neededBy tile: TileID, within rect: Rect, visited: inout Int) -> [Int] {
        index.items(for: tile, within: rect, box: { bounds(of: pieces[$0]) }, visited: &visited)
    }

    /// The world bounding box of a piece.
    func bounds(of piece: Piece) -> Rect {
        if piece.isStretch {
            let (a, b) = stretch(piece)
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        return Rect.bounding(points[Int(piece.start)..<Int(piece.end)])
    }

    /// Fills a store, interning attributes.
    private struct Builder {
        var store = OSMTileFeatures()
        var attributeIndex: [Attribute: Int32] = [:]

        mutating func addNodes(_ data: OSMData, _ geometry: WayGeometry) {
            let nodes = data.nodes
            for n in 0..<nodes.count where !nodes.tags.range(of: n).isEmpty {
                let point = geometry.nodePoints[n]
                guard !point.x.isNaN else { continue }
                let features = OpenMapTilesSchema.node(OpenMapTilesSchema.Tags(values: data.nodeTags(n)))
                for feature in features { append(feature, type: .point, parts: [[point]]) }
            }
        }

        /// Adds the features an object became, from its nodes as a line and its rings.
        mutating func add(_ features: [OpenMapTilesSchema.Feature], line: [Point], rings: [[Point]]) {
            var areaParts: [[Point]]?
            for feature in features {
                switch feature.shape {
                case .point: continue
                case .line:
                    if line.count >= 2 { append(feature, type: .lineString, parts: [line]) }
                case .area:
                    areaParts = areaParts ?? PolygonRings.oriented(rings)
                    if let parts = areaParts, !parts.isEmpty { append(feature, type: .polygon, parts: parts) }
                case .centroid:
                    areaParts = areaParts ?? PolygonRings.oriented(rings)
                    if let parts = areaParts, let c = PolygonRings.centroid(parts) { append(feature, type: .point, parts: [[c]]) }
                }
            }
        }

        private mutating func append(_ feature: OpenMapTilesSchema.Feature, type: TileGeometryType, parts: [[Point]]) {
            guard feature.minZoom <= TileFeatureIndex.deepestLevel else { return }
            let f = Int32(store.layers.count)
            store.layers.append(feature.layer)
            store.types.append(type)
            store.minZooms.append(UInt8(feature.minZoom))
            for (key, value) in feature.attributes {
                let attribute = Attribute(key: key, value: value)
                let id: Int32
                if let known = attributeIndex[attribute] { id = known } else {
                    id = Int32(store.attributes.count)
                    store.attributes.append(attribute)
                    attributeIndex[attribute] = id
                }
                store.attributeRefs.append(id)
            }
            store.attributeStarts.append(Int32(store.attributeRefs.count))
            let first = Int32(store.points.count)
            for part in parts {
                let start = store.points.count
                store.points.append(contentsOf: part)
                store.pointStarts.append(Int32(store.points.count))
                if type == .lineString { addLinePieces(feature: f, points: start..<store.points.count) }
            }
            store.partStarts.append(Int32(store.pointStarts.count - 1))
            if type != .lineString { store.pieces.append(Piece(feature: f, start: first, end: Int32(store.points.count))) }
        }

        /// Cuts a line into pieces: runs of at most `piecePoints` points no wider or taller than
        /// `pieceSide`, each sharing its first point with the last one's end; a segment longer than that
        /// alone becomes up to `segmentPieces` stretches.
        private mutating func addLinePieces(feature f: Int32, points range: Range<Int>) {
            let points = store.points
            var s = range.lowerBound
            var minX = points[s].x, maxX = minX, minY = points[s].y, maxY = minY
            var i = s + 1
            while i < range.upperBound {
                let q = points[i]
                let x0 = min(minX, q.x), x1 = max(maxX, q.x), y0 = min(minY, q.y), y1 = max(maxY, q.y)
                let full = i - s + 1 > OSMTileFeatures.piecePoints
                if !full && max(x1 - x0, y1 - y0) <= OSMTileFeatures.pieceSide {
                    (minX, maxX, minY, maxY) = (x0, x1, y0, y1)
                    i += 1
                    continue
                }
                if i - 1 > s {
                    // Close the run before point i; the next starts at its last point.
                    store.pieces.append(Piece(feature: f, start: Int32(s), end: Int32(i)))
                    s = i - 1
                } else {
                    // One segment too long for a piece: stretches of it.
                    let a = points[s]
                    let side = max(abs(q.x - a.x), abs(q.y - a.y))
                    let count = max(1, min(OSMTileFeatures.segmentPieces, Int((side / OSMTileFeatures.pieceSide).rounded(.up))))
                    for k in 0..<count {
                        store.pieces.append(Piece(feature: f, start: Int32(s), end: Int32(s + 2),
                                                  from: Float(k) / Float(count), to: Float(k + 1) / Float(count)))
                    }
                    s = i
                    i += 1
                }
                minX = points[s].x; maxX = minX; minY = points[s].y; maxY = minY
            }
            if range.upperBound - 1 > s {
                store.pieces.append(Piece(feature: f, start: Int32(s), end: Int32(range.upperBound)))
            }
        }
    }
}

extension OSMTileFeatures {
    /// The bytes of the features' arrays and their index (strings longer than fit inline not counted).
    var storedBytes: Int {
        layers.count * MemoryLayout<OpenMapTilesSchema.Layer>.stride + types.count * MemoryLayout<TileGeometryType>.stride + minZooms.count
            + (attributeStarts.count + attributeRefs.count + partStarts.count + pointStarts.count) * MemoryLayout<Int32>.stride
            + attributes.count * MemoryLayout<Attribute>.stride + points.storedBytes
            + pieces.count * MemoryLayout<Piece>.stride + index.storedBytes
    }
}
