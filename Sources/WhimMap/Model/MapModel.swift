import Foundation
import WhimGraphics

/// The map as the renderer needs it: features sorted into drawing layers, projected to Web Mercator
/// world units, in flat arrays. Built once from decoded OSM data; immutable afterwards.
public struct MapModel: Sendable {
    /// The data's extent: the header's bbox, or the extent of its nodes when the header has none.
    public let bounds: GeoBounds
    /// `bounds` in world units.
    public let worldBounds: Rect
    /// One set per `MapFeatureKind`, indexed by its raw value.
    public let layers: [MapFeatureSet]
    /// The ways as a routable graph (see `RoutePlanner`).
    public let roads: RoadGraph
    /// Named points of interest (stations, stops, bike docks, squares) for labels.
    public let places: [MapPlace]
    /// A spatial index per layer, built once with the model.
    public let indexes: [FeatureGrid]
    /// The extract's features in the OpenMapTiles schema, which `OSMTileSource` cuts vector tiles from
    /// (empty for a model made from layers).
    public let tileFeatures: OSMTileFeatures

    /// The features of one layer.
    public subscript(kind: MapFeatureKind) -> MapFeatureSet { layers[kind.rawValue] }

    /// The number of features in all layers.
    public var featureCount: Int { layers.reduce(0) { $0 + $1.count } }

    /// A model holding the given layers and tile features (used by tests and synthetic maps).
    public init(bounds: GeoBounds, layers: [MapFeatureSet], roads: RoadGraph = RoadGraph(), places: [MapPlace] = [],
                tileFeatures: OSMTileFeatures = OSMTileFeatures()) {
        self.bounds = bounds
        self.roads = roads
        self.places = places
        self.worldBounds = WebMercator.project(bounds)
        var byKind = MapFeatureKind.allCases.map { MapFeatureSet(kind: $0) }
        for set in layers { byKind[set.kind.rawValue] = set }
        self.layers = byKind
        self.indexes = Self.index(byKind, worldBounds: worldBounds)
        self.tileFeatures = tileFeatures
    }

    /// Classifies and projects decoded OSM data. Ways whose nodes are missing from the file lose those
    /// nodes; multipolygon rings that cannot be closed are dropped; coastlines become sea polygons
    /// clipped to the data's bounds.
    public init(data: OSMData) {
        let bounds = data.header.bounds ?? data.nodeBounds
            ?? GeoBounds(minLatitude: 0, maxLatitude: 0, minLongitude: 0, maxLongitude: 0)
        self.bounds = bounds
        self.worldBounds = WebMercator.project(bounds)
        var builder = Builder(data: data)
        builder.build(worldBounds: worldBounds)
        self.layers = builder.layers
        self.roads = RoadGraph(data: data)
        self.places = MapPlace.places(in: data)
        self.indexes = Self.index(builder.layers, worldBounds: worldBounds)
        self.tileFeatures = OSMTileFeatures(data: data, geometry: builder.geometry, worldBounds: worldBounds)
    }

    /// The features of `kind` whose boxes may overlap `rect`, in drawing order, into `result`.
    public func features(_ kind: MapFeatureKind, in rect: Rect, into result: inout [Int]) {
        indexes[kind.rawValue].features(in: rect, into: &result)
    }

    private static func index(_ layers: [MapFeatureSet], worldBounds: Rect) -> [FeatureGrid] {
        layers.map { set in
            let extent = set.bounds.reduce(worldBounds) { $0.unionIncludingDegenerate($1) }
            return FeatureGrid(bounds: set.bounds, extent: extent)
        }
    }

    /// Builds the layers; holds the lookups that only construction needs.
    private struct Builder {
        let data: OSMData
        let classifier: FeatureClassifier
        let geometry: WayGeometry
        var layers = MapFeatureKind.allCases.map { MapFeatureSet(kind: $0) }
        var coastline: [[RingAssembler.Vertex]] = []

        init(data: OSMData) {
            self.data = data
            self.classifier = FeatureClassifier(strings: data.strings)
            self.geometry = WayGeometry(data: data)
        }

        func vertices(ofWay way: Int) -> [RingAssembler.Vertex] { geometry.vertices(ofWay: way) }

        mutating func build(worldBounds: Rect) {
            let ways = data.ways
            for w in 0..<ways.count {
                let range = ways.refRange(w)
                guard range.count >= 2 else { continue }
                let closed = range.count >= 4 && ways.refs[range.lowerBound] == ways.refs[range.upperBound - 1]
                guard let role = classifier.classify(ways.tags, w, closed: closed) else { continue }
                let vertices = vertices(ofWay: w)
                switch role {
                case .coastline:
                    coastline.append(vertices)
                case .area(let kind), .line(let kind):
                    let name = classifier.name(ways.tags, w)
                    let tunnel = classifier.isTunnel(ways.tags, w)
                    // Underground railways (metro) would only clutter the surface map.
                    if tunnel && (kind == .railway) { continue }
                    layers[kind.rawValue].add(parts: [vertices.compactMap(\.point)], name: name, tunnel: tunnel)
                }
            }
            buildMultipolygons()
            if !coastline.isEmpty {
                let sea = CoastlineAssembler.sea(from: coastline, bounds: worldBounds)
                layers[MapFeatureKind.water.rawValue].add(parts: sea, name: nil, tunnel: false)
            }
        }

        mutating func buildMultipolygons() {
            let relations = data.relations
            guard relations.count > 0 else { return }
            let wayIndex = IDIndex(data.ways.ids)
            for r in 0..<relations.count where classifier.isMultipolygon(relations.tags, r) {
                guard case .area(let kind)? = classifier.classify(relations.tags, r, closed: true, isRelation: true)
                else { continue }
                var members: [[RingAssembler.Vertex]] = []
                for m in relations.memberRange(r) where relations.memberTypes[m] == .way {
                    guard let w = wayIndex.index(of: relations.memberRefs[m]) else { continue }
                    members.append(vertices(ofWay: w))
                }
                let rings = RingAssembler.rings(from: members)
                guard !rings.isEmpty else { continue }
                layers[kind.rawValue].add(parts: rings, name: classifier.name(relations.tags, r), tunnel: false)
            }
        }
    }
}

extension MapModel {
    /// Decodes an OSM PBF file and builds its model in one step; only the model stays in memory (the
    /// decoded data and the heap pages it used are released before this returns).
    public static func load(contentsOf url: URL) throws(PBFError) -> MapModel {
        let model = MapModel(data: try PBFDecoder.decode(contentsOf: url))
        ResidentMemory.releaseFreePages()
        return model
    }
}
