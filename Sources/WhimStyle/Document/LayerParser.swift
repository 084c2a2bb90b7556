/// Reads one layer object: its identity, zoom range, filter, and paint and layout properties compiled
/// against ``StyleProperty``; everything else warned once by name.
enum LayerParser {
    /// Top-level layer keys that are read or safely ignored (not warned).
    private static let knownKeys: Set<String> = [
        "id", "type", "source", "source-layer", "minzoom", "maxzoom", "filter", "layout", "paint", "metadata",
    ]

    static func parse(_ json: JSONValue, index: Int, sink: WarningSink) throws(StyleError) -> StyleLayer {
        guard case .object(let members) = json else { throw .invalidLayer(index: index, reason: "not an object") }
        guard case .string(let id)? = json["id"] else { throw .invalidLayer(index: index, reason: "no string \"id\"") }
        guard case .string(let typeName)? = json["type"] else {
            throw .invalidLayer(index: index, reason: "layer \"\(id)\" has no string \"type\"")
        }
        sink.layer = id
        defer { sink.layer = nil }
        // A 2-D renderer sees an extrusion from above: a fill in its colour (heights are left out).
        let flattened = typeName == "fill-extrusion"
        var layer = StyleLayer(id: id, type: flattened ? .fill : StyleLayerType(name: typeName))
        if flattened { sink.unsupported(.unsupportedLayerType, typeName, detail: "drawn flat, as a fill") }
        layer.source = json["source"]?.string
        layer.sourceLayer = json["source-layer"]?.string
        layer.minZoom = zoomBound(json["minzoom"], name: "minzoom", default: 0, sink: sink)
        layer.maxZoom = zoomBound(json["maxzoom"], name: "maxzoom", default: 24, sink: sink)
        if case .string(let v)? = json["layout"]?["visibility"] { layer.visible = v != "none" }
        for (key, _) in members where !knownKeys.contains(key) { sink.unsupported(.unsupportedProperty, key) }
        guard layer.type.isDrawable else {
            sink.unsupported(.unsupportedLayerType, typeName)
            return layer
        }
        let context = "layer \"\(id)\""
        if let filter = json["filter"] { layer.filter = try Filter.compile(filter, sink: sink, context: context + " filter") }
        for (section, isLayout) in [("layout", true), ("paint", false)] {
            guard let object = json[section] else { continue }
            guard case .object(let props) = object else {
                sink.invalid(.invalidValue, section, "must be an object")
                continue
            }
            for (given, value) in props where given != "visibility" {
                guard let name = flattened ? Self.flatName(given) : given else { continue }
                if name == "fill-pattern" || name == "line-pattern" {
                    // Patterns come from a sprite sheet this renderer does not draw: the layer draws
                    // nothing rather than its colour's default, black.
                    layer.drawsPattern = true
                    sink.unsupported(.unsupportedProperty, name, detail: "the layer is not drawn")
                    continue
                }
                guard let property = StyleProperty(name: name) else {
                    sink.unsupported(.unsupportedProperty, name)
                    continue
                }
                guard property.layerType == layer.type, property.isLayout == isLayout else {
                    sink.invalid(.invalidValue, name, "not a \(section) property of \(layer.type.name) layers")
                    continue
                }
                layer.properties[property.rawValue] = try PropertyValue.compile(
                    value, for: property, sink: sink, context: context + " \(name)")
            }
        }
        if case .constant(let v)? = layer.properties[StyleProperty.textFont.rawValue] {
            layer.constantFont = StyleFont(stack: v)
        } else if layer.type == .symbol, layer.properties[StyleProperty.textFont.rawValue] == nil {
            layer.constantFont = StyleFont(stack: StyleProperty.textFont.defaultValue)
        }
        return layer
    }

    /// A `fill-extrusion-*` property's name as the flat fill's (`fill-extrusion-color` → `fill-color`);
    /// nil for the heights, which a flat fill has no use for (the layer's warning covers them).
    private static func flatName(_ name: String) -> String? {
        switch name {
        case "fill-extrusion-color": "fill-color"
        case "fill-extrusion-opacity": "fill-opacity"
        case "fill-extrusion-pattern": "fill-pattern"
        case "fill-extrusion-height", "fill-extrusion-base", "fill-extrusion-vertical-gradient": nil
        default: name
        }
    }

    private static func zoomBound(_ json: JSONValue?, name: String, default value: Double, sink: WarningSink) -> Double {
        guard let json else { return value }
        guard case .number(let z) = json, z.isFinite else {
            sink.invalid(.invalidValue, name, "must be a number")
            return value
        }
        return min(24, max(0, z))
    }
}
