import WhimTiles

/// Maps OpenStreetMap tags onto the OpenMapTiles vector tile schema (https://openmaptiles.org/schema/):
/// which layer an object goes to, its `class`, `subclass`, `rank` and names, and the zoom it appears
/// from. It follows `scripts/world-tiles/process.lua` and `config-city.json`, which built the shipped
/// world tiles from the same extract, so a PBF drawn through `OSMTileSource` looks like those tiles.
enum OpenMapTilesSchema {
    /// The schema's layers this mapping writes, in the order a tile lists them.
    enum Layer: Int, CaseIterable, Sendable {
        case water, waterway, landcover, landuse, park, boundary, aeroway, transportation, building
        case waterName, transportationName, place, housenumber, poi

        /// The layer's name in a tile (what a style's `source-layer` says).
        var name: String {
            switch self {
            case .waterName: "water_name"
            case .transportationName: "transportation_name"
            default: "\(self)"
            }
        }

        /// The shallowest zoom the layer has features at (config-city.json's `minzoom`).
        var minZoom: Int {
            switch self {
            case .water, .boundary, .transportation, .place: 7
            case .landcover, .landuse, .park: 10
            case .waterway, .aeroway: 11
            case .building, .waterName, .transportationName, .poi: 12
            case .housenumber: 14
            }
        }
    }

    /// How a feature's geometry is made from the object's.
    enum Shape: Sendable {
        /// A node's position.
        case point
        /// A way's nodes as a line.
        case line
        /// A closed way's or a multipolygon's area.
        case area
        /// One point inside the area (its centroid).
        case centroid
    }

    /// One feature an OSM object becomes.
    struct Feature {
        var layer: Layer
        var shape: Shape
        var minZoom: Int
        var attributes: [(String, TileValue)] = []

        init(_ layer: Layer, _ shape: Shape, minZoom: Int? = nil) {
            self.layer = layer
            self.shape = shape
            self.minZoom = max(layer.minZoom, minZoom ?? 0)
        }

        mutating func set(_ key: String, _ value: String) { attributes.append((key, .string(value))) }
        mutating func set(_ key: String, _ value: Int) { attributes.append((key, .int(Int64(value)))) }
        mutating func set(_ key: String, _ value: Bool) { attributes.append((key, .bool(value))) }
    }

    /// An object's tags, read as the Lua script reads them: a missing key is the empty string.
    struct Tags {
        var values: [String: String]
        subscript(_ key: String) -> String { values[key] ?? "" }
    }

    // MARK: - Nodes

    /// The features of a tagged node.
    static func node(_ tags: Tags) -> [Feature] {
        if let place = place(tags) { return [place] }
        var result: [Feature] = []
        if let poi = poi(tags, shape: .point) { result.append(poi) }
        if let number = housenumber(tags, shape: .point) { result.append(number) }
        return result
    }

    /// The object's house number, when it has one.
    private static func housenumber(_ tags: Tags, shape: Shape) -> Feature? {
        let housenumber = tags["addr:housenumber"]
        guard !housenumber.isEmpty else { return nil }
        var feature = Feature(.housenumber, shape)
        feature.set("housenumber", housenumber)
        return feature
    }

    private static let placeRank = ["city": 3, "town": 4, "village": 5, "suburb": 9, "quarter": 10, "neighbourhood": 11,
                                    "hamlet": 12, "island": 12, "islet": 13, "isolated_dwelling": 14]

    private static func place(_ tags: Tags) -> Feature? {
        let kind = tags["place"]
        guard let rank = placeRank[kind] else { return nil }
        var feature = Feature(.place, .point)
        feature.set("class", kind)
        feature.set("rank", rank)
        if tags["capital"] == "yes" || tags["capital"] == "2" { feature.set("capital", 2) }
        names(tags, into: &feature)
        return feature
    }

    /// The name attributes styles label with: `name`, its Latin-script and English forms, and the
    /// language forms the extract's region uses.
    private static func names(_ tags: Tags, into feature: inout Feature) {
        let name = tags["name"]
        guard !name.isEmpty else { return }
        let english = tags["name:en"]
        feature.set("name", name)
        feature.set("name:latin", name)
        feature.set("name_en", english.isEmpty ? name : english)
        feature.set("name_int", english.isEmpty ? name : english)
        for language in ["en", "fi", "sv"] {
            let value = tags["name:\(language)"]
            if !value.isEmpty { feature.set("name:\(language)", value) }
        }
    }

    /// Bridges and tunnels (`brunnel`) and the OSM `layer` as a number.
    private static func brunnel(_ tags: Tags, into feature: inout Feature) {
        let bridge = tags["bridge"], tunnel = tags["tunnel"]
        if !bridge.isEmpty && bridge != "no" { feature.set("brunnel", "bridge") }
        else if !tunnel.isEmpty && tunnel != "no" { feature.set("brunnel", "tunnel") }
        else if tags["ford"] == "yes" { feature.set("brunnel", "ford") }
        if let layer = Int(tags["layer"]) { feature.set("layer", layer) }
    }

    // MARK: - Points of interest

    private static let poiKeys = ["railway", "highway", "amenity", "tourism", "historic", "leisure", "shop"]
    private static let poiByTag: [String: [String: (String, Int)]] = [
        "railway": ["station": ("railway", 1), "halt": ("railway", 2), "tram_stop": ("railway", 3),
                    "subway_entrance": ("entrance", 4)],
        "highway": ["bus_stop": ("bus", 3)],
        "amenity": ["bus_station": ("bus", 2), "bicycle_rental": ("bicycle_rental", 3), "ferry_terminal": ("ferry_terminal", 2),
                    "library": ("library", 5), "hospital": ("hospital", 4), "townhall": ("town_hall", 4),
                    "place_of_worship": ("place_of_worship", 6), "theatre": ("theatre", 5), "cinema": ("cinema", 6),
                    "restaurant": ("restaurant", 8), "cafe": ("cafe", 8), "fast_food": ("fast_food", 9), "bar": ("bar", 9),
                    "pub": ("beer", 9), "pharmacy": ("pharmacy", 7), "post_office": ("post", 6), "bank": ("bank", 8),
                    "parking": ("parking", 10), "toilets": ("toilets", 10), "school": ("school", 6),
                    "university": ("college", 5), "college": ("college", 6), "police": ("police", 5)],
        "tourism": ["museum": ("museum", 4), "hotel": ("lodging", 6), "hostel": ("lodging", 7), "attraction": ("attraction", 5),
                    "artwork": ("art_gallery", 9), "information": ("information", 10), "gallery": ("art_gallery", 6)],
        "leisure": ["park": ("park", 6), "playground": ("playground", 9), "sports_centre": ("sports", 7)],
        "historic": ["monument": ("monument", 6), "memorial": ("monument", 9)],
        "shop": ["supermarket": ("grocery", 7), "convenience": ("grocery", 8), "department_store": ("shop", 6),
                 "mall": ("shop", 6), "books": ("shop", 9), "clothes": ("clothing_store", 9)],
    ]

    /// A point of interest as (class, subclass, rank): transit and landmarks from zoom 12, the rest as
    /// the streets fill in.
    private static func poi(_ tags: Tags, shape: Shape) -> Feature? {
        for key in poiKeys {
            let value = tags[key]
            guard !value.isEmpty else { continue }
            guard let (kind, rank) = poiByTag[key]?[value] ?? (key == "shop" ? ("shop", 10) : nil) else { continue }
            var feature = Feature(.poi, shape, minZoom: rank <= 3 ? 12 : (rank <= 6 ? 13 : 14))
            feature.set("class", kind)
            feature.set("subclass", value)
            feature.set("rank", rank)
            if let level = Int(tags["level"]) { feature.set("level", level) }
            names(tags, into: &feature)
            return feature
        }
        return nil
    }

    // MARK: - Ways

    /// The features of a way (`closed` when its first and last nodes are the same), or of a multipolygon
    /// relation (`isRelation`: only its areas count). `adminLevel` is the lowest `admin_level` of the
    /// administrative boundary relations the way belongs to.
    static func way(_ tags: Tags, closed: Bool, isRelation: Bool = false, adminLevel: Int? = nil) -> [Feature] {
        guard tags["disused"] != "yes" else { return [] }
        var result: [Feature] = []
        if !isRelation {
            if let boundary = boundary(tags, relationLevel: adminLevel) { result.append(boundary) }
            result += transportation(tags, closed: closed)
        }
        if closed {
            result += areas(tags)
            result += building(tags)
        }
        if !isRelation, let waterway = waterway(tags) { result.append(waterway) }
        if closed, let poi = poi(tags, shape: .centroid) { result.append(poi) }
        return result
    }

    private static let roadClass: [String: (String, Int)] = [
        "motorway": ("motorway", 7), "trunk": ("trunk", 7), "primary": ("primary", 8), "secondary": ("secondary", 9),
        "tertiary": ("tertiary", 10), "residential": ("minor", 12), "unclassified": ("minor", 12),
        "living_street": ("minor", 13), "road": ("minor", 13), "service": ("service", 13), "track": ("track", 13),
        "busway": ("busway", 12), "pedestrian": ("path", 13), "footway": ("path", 14), "cycleway": ("path", 13),
        "path": ("path", 14), "steps": ("path", 14), "bridleway": ("path", 14), "corridor": ("path", 14),
        "platform": ("path", 14), "raceway": ("raceway", 12),
    ]
    private static let pathSubclass: Set = ["pedestrian", "footway", "cycleway", "path", "steps", "bridleway", "corridor", "platform"]
    private static let railClass: [String: (String, Int)] = [
        "rail": ("rail", 9), "light_rail": ("transit", 11), "subway": ("transit", 11), "tram": ("transit", 12),
        "narrow_gauge": ("rail", 11), "funicular": ("transit", 13),
    ]
    private static let paved: Set = ["paved", "asphalt", "concrete", "paving_stones", "sett", "cobblestone", "metal", "wood"]

    /// Roads, paths and rails as (class, subclass), and the named or numbered ones again for labels.
    private static func transportation(_ tags: Tags, closed: Bool) -> [Feature] {
        var highway = tags["highway"]
        let railway = tags["railway"]
        var ramp = false
        if highway.hasSuffix("_link"), roadClass[String(highway.dropLast(5))] != nil {
            highway = String(highway.dropLast(5))
            ramp = true
        }
        let kind: String, minZoom: Int
        var subclass: String?
        if let road = roadClass[highway] {
            (kind, minZoom) = road
            if pathSubclass.contains(highway) { subclass = highway }
        } else if let rail = railClass[railway] {
            (kind, minZoom) = rail
            subclass = railway
        } else if tags["route"] == "ferry" {
            (kind, minZoom) = ("ferry", 10)
        } else {
            return []
        }
        // A pedestrian square is a surface: the schema keeps it in transportation as a polygon; any other
        // closed way is a loop of road.
        let isArea = tags["area"] == "yes" && closed && kind == "path"
        var feature = Feature(.transportation, isArea ? .area : .line, minZoom: minZoom)
        feature.set("class", kind)
        if let subclass { feature.set("subclass", subclass) }
        if ramp { feature.set("ramp", 1) }
        let oneway = tags["oneway"]
        if oneway == "yes" || oneway == "1" { feature.set("oneway", 1) } else if oneway == "-1" { feature.set("oneway", -1) }
        if highway == "service", !tags["service"].isEmpty { feature.set("service", tags["service"]) }
        let surface = tags["surface"]
        if !surface.isEmpty { feature.set("surface", paved.contains(surface) ? "paved" : "unpaved") }
        if !tags["bicycle"].isEmpty { feature.set("bicycle", tags["bicycle"]) }
        if !tags["foot"].isEmpty { feature.set("foot", tags["foot"]) }
        brunnel(tags, into: &feature)
        var result = [feature]

        let name = tags["name"], ref = tags["ref"]
        if !name.isEmpty || !ref.isEmpty {
            var label = Feature(.transportationName, .line, minZoom: max(minZoom, 12))
            label.set("class", kind)
            if let subclass { label.set("subclass", subclass) }
            if !ref.isEmpty {
                label.set("ref", ref)
                label.set("ref_length", ref.count)
            }
            names(tags, into: &label)
            brunnel(tags, into: &label)
            result.append(label)
        }
        return result
    }

    private static let landcoverClass = [
        "wood": "wood", "forest": "wood", "scrub": "wood", "grass": "grass", "meadow": "grass", "grassland": "grass",
        "garden": "grass", "village_green": "grass", "recreation_ground": "grass", "park": "grass", "heath": "grass",
        "wetland": "wetland", "sand": "sand", "beach": "sand", "bare_rock": "rock", "scree": "rock", "glacier": "ice",
        "farmland": "farmland", "orchard": "farmland", "allotments": "farmland",
    ]
    private static let landuseClass: Set = ["residential", "commercial", "industrial", "retail", "railway", "cemetery", "military",
                                            "garages", "construction", "brownfield", "religious", "quarry"]
    private static let amenityLanduse: Set = ["school", "university", "college", "kindergarten", "hospital", "library", "bus_station"]
    private static let leisureLanduse: Set = ["stadium", "pitch", "playground", "track", "sports_centre", "zoo"]
    private static let waterClass = ["water": "lake", "basin": "lake", "reservoir": "lake", "riverbank": "river", "dock": "dock",
                                     "swimming_pool": "swimming_pool"]

    /// Water, park, landcover, landuse and aeroway areas.
    private static func areas(_ tags: Tags) -> [Feature] {
        let natural = tags["natural"], landuse = tags["landuse"], leisure = tags["leisure"]
        let amenity = tags["amenity"], waterway = tags["waterway"]
        let water: String? = natural == "water" ? "water" : landuse == "basin" ? "basin" : landuse == "reservoir" ? "reservoir"
            : waterway == "riverbank" ? "riverbank" : waterway == "dock" ? "dock" : leisure == "swimming_pool" ? "swimming_pool" : nil
        if let water {
            var kind = waterClass[water] ?? "lake"
            if natural == "water" {
                switch tags["water"] {
                case "river", "canal": kind = "river"
                case "pond": kind = "pond"
                default: kind = "lake"
                }
            }
            var feature = Feature(.water, .area)
            feature.set("class", kind)
            if tags["intermittent"] == "yes" { feature.set("intermittent", 1) }
            brunnel(tags, into: &feature)
            var result = [feature]
            if !tags["name"].isEmpty {
                var label = Feature(.waterName, .centroid)
                label.set("class", kind)
                names(tags, into: &label)
                result.append(label)
            }
            return result
        }

        var result: [Feature] = []
        if leisure == "park" || leisure == "nature_reserve" || tags["boundary"] == "national_park" {
            var feature = Feature(.park, .area)
            feature.set("class", leisure == "park" ? "park" : leisure == "nature_reserve" ? "nature_reserve" : "national_park")
            names(tags, into: &feature)
            result.append(feature)
        }
        if let cover = landcoverClass[natural] ?? landcoverClass[landuse] ?? landcoverClass[leisure] {
            var feature = Feature(.landcover, .area)
            feature.set("class", cover)
            feature.set("subclass", landcoverClass[natural] != nil ? natural : landcoverClass[landuse] != nil ? landuse : leisure)
            result.append(feature)
        } else if landuseClass.contains(landuse) || amenityLanduse.contains(amenity) || leisureLanduse.contains(leisure) {
            var feature = Feature(.landuse, .area)
            feature.set("class", landuseClass.contains(landuse) ? landuse : amenityLanduse.contains(amenity) ? amenity : leisure)
            result.append(feature)
        }
        let aeroway = tags["aeroway"]
        if ["aerodrome", "apron", "helipad", "heliport"].contains(aeroway) {
            var feature = Feature(.aeroway, .area)
            feature.set("class", aeroway)
            if !tags["ref"].isEmpty { feature.set("ref", tags["ref"]) }
            result.append(feature)
        }
        return result
    }

    /// Building footprints with heights for extrusion (a storey counts 3 m), and their house numbers.
    private static func building(_ tags: Tags) -> [Feature] {
        let value = tags["building"]
        guard !value.isEmpty, value != "no" else { return [] }
        var feature = Feature(.building, .area)
        let height = Double(tags["height"]), levels = Double(tags["building:levels"])
        let minHeight = Double(tags["min_height"]), minLevel = Double(tags["building:min_level"])
        let render = height ?? levels.map { $0 * 3 + 2 } ?? 5
        let renderMin = minHeight ?? minLevel.map { $0 * 3 } ?? 0
        feature.set("render_height", render.isFinite ? Int(max(-1e9, min(1e9, render)).rounded(.down)) : 5)
        feature.set("render_min_height", renderMin.isFinite ? Int(max(-1e9, min(1e9, renderMin)).rounded(.down)) : 0)
        if !tags["building:colour"].isEmpty { feature.set("colour", tags["building:colour"]) }
        if tags["location"] == "underground" { feature.set("hide_3d", true) }
        return [feature] + [housenumber(tags, shape: .centroid)].compactMap { $0 }
    }

    /// Rivers, streams and canals as lines.
    private static func waterway(_ tags: Tags) -> Feature? {
        let kind = tags["waterway"]
        guard ["river", "stream", "canal", "drain", "ditch"].contains(kind) else { return nil }
        var feature = Feature(.waterway, .line)
        feature.set("class", kind)
        names(tags, into: &feature)
        brunnel(tags, into: &feature)
        return feature
    }

    /// Administrative boundaries: the lowest level of the way's own tags and its boundary relations.
    private static func boundary(_ tags: Tags, relationLevel: Int?) -> Feature? {
        var level = relationLevel ?? 99
        if tags["boundary"] == "administrative" { level = min(level, Int(tags["admin_level"]) ?? 99) }
        guard level <= 10 else { return nil }
        var feature = Feature(.boundary, .line)
        feature.set("admin_level", level)
        feature.set("maritime", tags["maritime"] == "yes" ? 1 : 0)
        feature.set("disputed", tags["disputed"] == "yes" ? 1 : 0)
        return feature
    }

    /// The sea the coastline encloses, as the shipped tiles' `city_sea` writes it.
    static func sea() -> Feature {
        var feature = Feature(.water, .area)
        feature.set("class", "ocean")
        return feature
    }
}
