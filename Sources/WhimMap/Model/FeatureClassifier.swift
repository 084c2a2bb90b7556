/// Sorts OSM tags into drawing layers. Works on string ids, so classifying a way costs a few integer
/// comparisons plus one string switch per interesting key.
struct FeatureClassifier {
    /// What a tagged entity becomes on the map.
    enum Role: Equatable {
        /// A filled area (needs a closed ring or a multipolygon).
        case area(MapFeatureKind)
        /// A stroked line.
        case line(MapFeatureKind)
        /// A coastline segment (land on the left, water on the right).
        case coastline
    }

    private let strings: StringPool
    private let building, highway, railway, natural, waterway, landuse, leisure, place, area, tunnel, layer, name, type: Int32?

    init(strings: StringPool) {
        self.strings = strings
        building = strings.id(of: "building")
        highway = strings.id(of: "highway")
        railway = strings.id(of: "railway")
        natural = strings.id(of: "natural")
        waterway = strings.id(of: "waterway")
        landuse = strings.id(of: "landuse")
        leisure = strings.id(of: "leisure")
        place = strings.id(of: "place")
        area = strings.id(of: "area")
        tunnel = strings.id(of: "tunnel")
        layer = strings.id(of: "layer")
        name = strings.id(of: "name")
        type = strings.id(of: "type")
    }

    private func value(_ key: Int32?, _ tags: OSMTags, _ index: Int) -> String? {
        guard let key, let id = tags.value(of: key, for: index) else { return nil }
        return strings[id]
    }

    func name(_ tags: OSMTags, _ index: Int) -> String? { value(name, tags, index) }

    func isMultipolygon(_ tags: OSMTags, _ index: Int) -> Bool { value(type, tags, index) == "multipolygon" }

    /// Underground: `tunnel` set (not "no") or a negative `layer`.
    func isTunnel(_ tags: OSMTags, _ index: Int) -> Bool {
        if let t = value(tunnel, tags, index), t != "no" { return true }
        if let l = value(layer, tags, index), let n = Int(l), n < 0 { return true }
        return false
    }

    /// The role of an entity, or nil when it is not drawn. `closed` tells whether a way is a ring;
    /// multipolygon relations pass true.
    func classify(_ tags: OSMTags, _ index: Int, closed: Bool, isRelation: Bool = false) -> Role? {
        guard !tags.range(of: index).isEmpty else { return nil }
        let isArea = value(area, tags, index).map { $0 == "yes" } ?? false
        if closed, let b = value(building, tags, index), b != "no" { return .area(.building) }
        if let h = value(highway, tags, index) {
            if closed && (isArea || isRelation) { return .area(.pedestrianArea) }
            if let kind = Self.roadKind(h) { return isRelation ? nil : .line(kind) }
        }
        if closed, value(place, tags, index) == "square" { return .area(.pedestrianArea) }
        if !isRelation, let r = value(railway, tags, index) {
            switch r {
            case "rail", "light_rail", "narrow_gauge", "preserved", "subway", "monorail", "funicular":
                return .line(.railway)
            case "tram":
                return .line(.tram)
            default: break
            }
        }
        if let n = value(natural, tags, index) {
            switch n {
            case "water", "bay": if closed { return .area(.water) }
            case "wood", "scrub", "grassland", "heath", "wetland", "fell": if closed { return .area(.park) }
            case "coastline": return isRelation ? nil : .coastline
            default: break
            }
        }
        if let w = value(waterway, tags, index) {
            switch w {
            case "riverbank", "dock": if closed { return .area(.water) }
            case "river", "stream", "canal", "drain", "ditch": if !isRelation { return .line(.waterway) }
            default: break
            }
        }
        if closed, let l = value(leisure, tags, index) {
            switch l {
            case "park", "garden", "playground", "dog_park", "common", "nature_reserve", "pitch", "golf_course":
                return .area(.park)
            default: break
            }
        }
        if closed, let l = value(landuse, tags, index) {
            switch l {
            case "reservoir", "basin", "pond": return .area(.water)
            case "grass", "forest", "meadow", "recreation_ground", "village_green", "cemetery", "allotments",
                "orchard", "vineyard", "flowerbed", "plant_nursery":
                return .area(.park)
            case "residential", "commercial", "retail", "industrial", "railway", "construction", "brownfield",
                "civil", "military", "education", "religious", "garages", "depot", "port":
                return .area(.landuse)
            default: break
            }
        }
        return nil
    }

    /// The road class of a `highway` value, or nil for things that are not drawn as roads.
    static func roadKind(_ value: String) -> MapFeatureKind? {
        switch value {
        case "motorway", "motorway_link": return .motorway
        case "trunk", "trunk_link": return .trunk
        case "primary", "primary_link": return .primary
        case "secondary", "secondary_link": return .secondary
        case "tertiary", "tertiary_link": return .tertiary
        case "residential", "unclassified", "living_street", "road", "busway": return .residential
        case "service", "track": return .service
        case "pedestrian": return .pedestrian
        case "footway", "path", "steps", "bridleway", "corridor", "trail", "platform": return .footway
        case "cycleway": return .cycleway
        default: return nil
        }
    }
}
