import Foundation
import WhimGraphics

/// A summary of an OSM PBF file for `whim-demo map info`: counts, extent, writer and decode time.
public struct MapInfo: Sendable, CustomStringConvertible {
    /// Nodes in the file.
    public var nodeCount: Int
    /// Ways in the file.
    public var wayCount: Int
    /// Relations in the file.
    public var relationCount: Int
    /// The header's bbox, if the file declares one.
    public var headerBounds: GeoBounds?
    /// The extent of the nodes actually present.
    public var nodeBounds: GeoBounds?
    /// The program that wrote the file, as its header says.
    public var writingProgram: String?
    /// The features a reader must support to read the file (`OsmSchema-V0.6`, `DenseNodes`, …).
    public var requiredFeatures: [String]
    /// The extract's features per vector tile layer (`transportation`, `building`, …) once mapped to the
    /// OpenMapTiles schema.
    public var featureCounts: [String: Int]
    /// Positions outside ±90° latitude or ±180° longitude, skipped (`OSMData.invalidPositions`).
    public var invalidPositions: Int
    /// Seconds the caller measured for decoding (the engine never reads a clock).
    public var decodeSeconds: Double?

    /// The summary of decoded `data`; with `model`, its feature counts per tile layer too.
    public init(data: OSMData, model: MapModel? = nil, decodeSeconds: Double? = nil) {
        nodeCount = data.nodes.count
        wayCount = data.ways.count
        relationCount = data.relations.count
        headerBounds = data.header.bounds
        nodeBounds = data.nodeBounds
        writingProgram = data.header.writingProgram
        requiredFeatures = data.header.requiredFeatures
        invalidPositions = data.invalidPositions
        featureCounts = model?.tileFeatures.featureCounts ?? [:]
        self.decodeSeconds = decodeSeconds
    }

    /// The summary `whim-demo map info` prints, one fact per line.
    public var description: String {
        func box(_ b: GeoBounds) -> String {
            String(format: "lon %.7f … %.7f, lat %.7f … %.7f", b.minLongitude, b.maxLongitude, b.minLatitude, b.maxLatitude)
        }
        var lines = [
            "nodes:      \(nodeCount)",
            "ways:       \(wayCount)",
            "relations:  \(relationCount)",
            "bbox:       " + (headerBounds.map(box) ?? "(none in header)"),
        ]
        if let nodeBounds { lines.append("node extent: " + box(nodeBounds)) }
        if invalidPositions > 0 { lines.append("skipped:    \(invalidPositions) positions outside ±90° latitude or ±180° longitude") }
        // Strings from the file are echoed escaped: a crafted header cannot send terminal escapes.
        if let writingProgram { lines.append("written by: \(writingProgram.echoed(limit: 200))") }
        if !requiredFeatures.isEmpty { lines.append("features:   " + requiredFeatures.map { $0.echoed(limit: 200) }.joined(separator: ", ")) }
        if !featureCounts.isEmpty {
            let parts = OSMTileFeatures.layerNames.compactMap { layer in featureCounts[layer].map { "\(layer) \($0)" } }
            lines.append("drawn:      " + parts.joined(separator: ", "))
        }
        if let decodeSeconds { lines.append(String(format: "decode:     %.1f ms", decodeSeconds * 1000)) }
        return lines.joined(separator: "\n")
    }
}
