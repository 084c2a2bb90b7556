/// The one place the labelled points of interest meet the decoder's output: tagged nodes become places.
extension MapPlace {
    /// The named stations, stops, bike docks and squares among the nodes of decoded OSM data, merged.
    public static func places(in data: OSMData) -> [MapPlace] {
        let strings = data.strings, nodes = data.nodes
        guard let nameKey = strings.id(of: "name") else { return [] }
        let keys = Dictionary(uniqueKeysWithValues: ["railway", "public_transport", "tram", "highway", "amenity", "place", "station"]
            .compactMap { k in strings.id(of: k).map { (k, $0) } })
        var result: [MapPlace] = []
        for i in 0..<nodes.count where !nodes.tags.range(of: i).isEmpty {
            guard let nameID = nodes.tags.value(of: nameKey, for: i) else { continue }
            let tag: (String) -> String? = { key in keys[key].flatMap { nodes.tags.value(of: $0, for: i) }.map { strings[$0] } }
            guard let kind = kind(tag) else { continue }
            let c = nodes.coordinate(i)
            guard c.latitude.isFinite, c.longitude.isFinite else { continue }
            result.append(MapPlace(kind: kind, name: strings[nameID], worldPoint: WebMercator.project(c)))
        }
        return merged(result)
    }

    /// The kind of a tagged node, or nil when it is not a labelled place.
    static func kind(_ tag: (String) -> String?) -> Kind? {
        let railway = tag("railway"), pt = tag("public_transport")
        if railway == "station" || railway == "halt" || (pt == "station" && tag("station") != "subway") { return .station }
        if railway == "tram_stop" || (pt == "platform" || pt == "stop_position") && tag("tram") == "yes" { return .tramStop }
        if tag("highway") == "bus_stop" { return .busStop }
        if tag("amenity") == "bicycle_rental" { return .bikeDock }
        if tag("place") == "square" { return .square }
        return nil
    }
}
