/// A MapLibre style document, parsed and compiled for drawing.
///
/// The subset of the style specification understood, and how the rest is handled, is listed in
/// docs/style-support.md. Anything unsupported is left out with one ``StyleWarning`` naming it; only
/// input that cannot be a style at all (see ``StyleError``) fails to load.
public struct StyleDocument: Sendable {
    /// The style's `name` ("" if none).
    public var name: String
    /// The layers, bottom to top.
    public var layers: [StyleLayer]
    /// The sources by name.
    public var sources: [String: StyleSource]
    /// The sprite URL (without the ".json"/".png" suffix).
    public var sprite: String?
    /// The glyphs URL template (unused: text is drawn with system fonts).
    public var glyphs: String?
    /// The initial centre.
    public var center: (lon: Double, lat: Double)?
    /// The initial zoom.
    public var zoom: Double?
    /// Everything ignored while loading, each once.
    public var warnings: [StyleWarning]

    /// Input limits: 32 MiB, JSON nesting 256, expression nesting ``ExpressionCompiler/depthLimit`` (64).
    public static let maximumBytes = 32 << 20

    /// Parses a style from its JSON bytes; `warn` hears each warning as it is found (they are also kept in
    /// ``warnings``).
    public static func parse(_ json: [UInt8], warn: (StyleWarning) -> Void = { _ in }) throws(StyleError) -> StyleDocument {
        let root = try JSONParser.parse(json, limits: .init(bytes: maximumBytes))
        guard case .object = root else { throw .rootNotObject(found: root.typeName) }
        return try withoutActuallyEscaping(warn) { (warn) throws(StyleError) -> StyleDocument in
            try StyleDocument(root: root, sink: WarningSink(warn))
        }
    }

    /// The layer with `id`.
    public func layer(_ id: String) -> StyleLayer? { layers.first { $0.id == id } }

    private init(root: JSONValue, sink: WarningSink) throws(StyleError) {
        name = root["name"]?.string ?? ""
        sprite = root["sprite"]?.string
        glyphs = root["glyphs"]?.string
        zoom = root["zoom"]?.number
        if case .array(let c)? = root["center"], c.count == 2, let lon = c[0].number, let lat = c[1].number,
           (-180...180).contains(lon), (-90...90).contains(lat) {
            center = (lon, lat)
        } else {
            center = nil
        }
        sources = [:]
        for (key, value) in root["sources"]?.members ?? [] {
            guard let type = value["type"]?.string else {
                sink.invalid(.invalidEntry, key, "a source needs a string \"type\"")
                continue
            }
            sources[key] = StyleSource(
                type: type, url: value["url"]?.string, tiles: value["tiles"]?.array?.compactMap(\.string) ?? [],
                minZoom: value["minzoom"]?.number ?? 0, maxZoom: value["maxzoom"]?.number ?? 22)
        }
        guard case .array(let rawLayers)? = root["layers"] else { throw .missingLayers }
        var seen: Set<String> = []
        layers = []
        layers.reserveCapacity(rawLayers.count)
        for (index, raw) in rawLayers.enumerated() {
            let layer = try LayerParser.parse(raw, index: index, sink: sink)
            guard seen.insert(layer.id).inserted else { throw .duplicateLayerID(layer.id) }
            layers.append(layer)
        }
        warnings = sink.warnings
    }
}
