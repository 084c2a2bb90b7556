import WhimGraphics

/// Joins ways into longer chains and closed rings by matching end nodes, as OSM multipolygons and
/// coastlines require.
enum RingAssembler {
    /// A node of a way: its OSM id (for matching ends) and its world position, nil when the node is not
    /// in the file (extracts cut at a box keep the references but drop the nodes).
    struct Vertex {
        var id: Int64
        var point: Point?
    }

    /// Chains built by joining ways end to end (reversing ways where needed). Chains whose ends meet are
    /// closed rings (first id == last id); others stay open.
    static func chains(from ways: [[Vertex]], reverse: Bool = true) -> [[Vertex]] {
        var chains: [[Vertex]] = []
        var used = [Bool](repeating: false, count: ways.count)
        // End node → ways starting or ending there.
        var starts: [Int64: [Int]] = [:]
        var ends: [Int64: [Int]] = [:]
        for (i, way) in ways.enumerated() where way.count >= 2 {
            starts[way[0].id, default: []].append(i)
            ends[way[way.count - 1].id, default: []].append(i)
        }
        for seed in ways.indices where !used[seed] && ways[seed].count >= 2 {
            used[seed] = true
            var chain = ways[seed]
            // Grow forward from the tail, then backward from the head.
            while chain[0].id != chain[chain.count - 1].id {
                let tail = chain[chain.count - 1].id
                if let next = starts[tail]?.first(where: { !used[$0] }) {
                    used[next] = true
                    chain.append(contentsOf: ways[next].dropFirst())
                } else if reverse, let next = ends[tail]?.first(where: { !used[$0] }) {
                    used[next] = true
                    chain.append(contentsOf: ways[next].reversed().dropFirst())
                } else {
                    break
                }
            }
            while chain[0].id != chain[chain.count - 1].id {
                let head = chain[0].id
                if let previous = ends[head]?.first(where: { !used[$0] }) {
                    used[previous] = true
                    chain = Array(ways[previous].dropLast()) + chain
                } else if reverse, let previous = starts[head]?.first(where: { !used[$0] }) {
                    used[previous] = true
                    chain = Array(ways[previous].reversed().dropLast()) + chain
                } else {
                    break
                }
            }
            chains.append(chain)
        }
        return chains
    }

    /// Closed rings (as world points) from the member ways of a multipolygon; ways that cannot be closed
    /// are dropped. Inner and outer rings come out together: the renderer fills them with the even-odd
    /// rule, which makes inner rings holes.
    static func rings(from ways: [[Vertex]]) -> [[Point]] {
        chains(from: ways).compactMap { chain in
            chain.count >= 4 && chain[0].id == chain[chain.count - 1].id ? chain.compactMap(\.point) : nil
        }
    }
}
