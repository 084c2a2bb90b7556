import WhimTiles

/// What `whim-demo map info` prints for a tile archive: one fact a line, every string from the file with
/// its control characters escaped so a crafted name cannot drive the terminal.
public struct TileSourceInfo: CustomStringConvertible {
    /// The archive's kind.
    public var kind: MapFile.Kind
    /// What it says about itself.
    public var metadata: TileSourceMetadata

    public init(kind: MapFile.Kind, metadata: TileSourceMetadata) {
        self.kind = kind
        self.metadata = metadata
    }

    public var description: String {
        let m = metadata
        var lines = ["kind: \(kind.rawValue)", "format: \(m.format.rawValue)", "zooms: \(m.minZoom)-\(m.maxZoom)"]
        if !m.name.isEmpty { lines.append("name: \(Self.escaped(m.name))") }
        if let b = m.bounds { lines.append("bounds: west \(b.west), south \(b.south), east \(b.east), north \(b.north)") }
        if let c = m.center { lines.append("center: \(c.latitude),\(c.longitude) at zoom \(c.zoom)") }
        if !m.vectorLayers.isEmpty { lines.append("layers: \(m.vectorLayers.map(Self.escaped).joined(separator: ", "))") }
        if !m.attribution.isEmpty { lines.append("attribution: \(Self.escaped(m.attribution))") }
        return lines.joined(separator: "\n")
    }

    /// `text` with control characters shown as `\u{…}` escapes.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
