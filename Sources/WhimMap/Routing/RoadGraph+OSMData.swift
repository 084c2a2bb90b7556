/// The one place the road graph meets the decoder's output: ways tagged `highway` or `railway=tram`
/// become graph edges, with their node positions from the file.
extension RoadGraph {
    /// The routable ways of decoded OSM data.
    public init(data: OSMData) {
        let ways = data.ways, strings = data.strings
        let keyIDs = Dictionary(uniqueKeysWithValues: RoadGraph.routingKeys.compactMap { key in strings.id(of: key).map { (key, $0) } })
        let nameID = strings.id(of: "name")
        let highwayID = strings.id(of: "highway"), railwayID = strings.id(of: "railway"), tramID = strings.id(of: "tram")
        let nodeIndex = IDIndex(data.nodes.ids)
        var builder = Builder()
        for w in 0..<ways.count {
            let isRoad = highwayID.map { ways.tags.value(of: $0, for: w) != nil } ?? false
            let isTram = railwayID.flatMap { ways.tags.value(of: $0, for: w) }.map { $0 == tramID } ?? false
            guard isRoad || isTram else { continue }
            let access = RoadAccess { key in
                keyIDs[key].flatMap { ways.tags.value(of: $0, for: w) }.map { strings[$0] }
            }
            let range = ways.refRange(w)
            var nodes: [Int64] = [], points: [GeoCoordinate] = []
            nodes.reserveCapacity(range.count)
            points.reserveCapacity(range.count)
            for r in range {
                let id = ways.refs[r]
                nodes.append(id)
                if let location = ways.location(ofRef: r) {
                    points.append(location)
                } else if let i = nodeIndex.index(of: id) {
                    points.append(data.nodes.coordinate(i))
                } else {
                    points.append(GeoCoordinate(latitude: .nan, longitude: .nan))
                }
            }
            builder.addWay(nodes: nodes, coordinates: points, access: access,
                           name: nameID.flatMap { ways.tags.value(of: $0, for: w) }.map { strings[$0] })
        }
        self = builder.build()
    }

    /// The tags `RoadAccess` reads.
    static let routingKeys = ["highway", "railway", "area", "access", "foot", "bicycle", "vehicle", "motor_vehicle", "motorcar",
                              "oneway", "junction", "oneway:bicycle", "cycleway"]
}
