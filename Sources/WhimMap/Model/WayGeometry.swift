import WhimGraphics

/// The world positions of the nodes of decoded OSM data, and of each way's nodes: what both the routing
/// model and the tile source build their geometry from.
struct WayGeometry {
    let data: OSMData
    private let nodeIndex: IDIndex
    /// Each node's world point (NaN where the file gives it no valid position).
    let nodePoints: [Point]

    init(data: OSMData) {
        self.data = data
        self.nodeIndex = IDIndex(data.nodes.ids)
        var points = [Point]()
        points.reserveCapacity(data.nodes.count)
        for i in 0..<data.nodes.count {
            points.append(WebMercator.project(data.nodes.coordinate(i)))
        }
        self.nodePoints = points
    }

    /// The vertices of a way, in order (points nil where the node is missing from the file or has no
    /// valid position).
    func vertices(ofWay way: Int) -> [RingAssembler.Vertex] {
        let ways = data.ways
        let range = ways.refRange(way)
        var result: [RingAssembler.Vertex] = []
        result.reserveCapacity(range.count)
        for r in range {
            let id = ways.refs[r]
            if let location = ways.location(ofRef: r), !location.latitude.isNaN {
                result.append(.init(id: id, point: WebMercator.project(location)))
            } else {
                let point = nodeIndex.index(of: id).map { nodePoints[$0] }
                result.append(.init(id: id, point: point.flatMap { $0.x.isNaN ? nil : $0 }))
            }
        }
        return result
    }

    /// Whether way `way` is a ring: at least four references, the first and last the same node.
    func isClosed(_ way: Int) -> Bool {
        let range = data.ways.refRange(way)
        return range.count >= 4 && data.ways.refs[range.lowerBound] == data.ways.refs[range.upperBound - 1]
    }
}
