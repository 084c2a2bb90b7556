import Foundation
import WhimCore
import WhimGraphics
import WhimMap

/// What "Where to?" searches: the demo's travel options and rental stations, and every named place and
/// street of the loaded map (stations, squares, stops, bike docks, streets and paths). A query matches a
/// name ignoring case and accents ("toolo" finds "Töölö"), at its start, at the start of a word or anywhere
/// inside it; answers are ranked by how well they match, then by what they are (travel options first,
/// streets last), then shorter names first.
public struct PlaceSearch: Sendable {
    /// What an answer is, in ranking order.
    public enum Kind: Int, Sendable, Comparable, CaseIterable {
        case travelOption, rentalStation, station, bikeStation, tramStop, busStop, square, street

        /// The words shown under an answer's name.
        public var label: String {
            switch self {
            case .travelOption: return "Travel option"
            case .rentalStation: return "Car-rental station"
            case .station: return "Station"
            case .bikeStation: return "Bike station"
            case .tramStop: return "Tram stop"
            case .busStop: return "Bus stop"
            case .square: return "Square"
            case .street: return "Street"
            }
        }

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// Where choosing an answer goes.
    public enum Target: Sendable, Hashable {
        /// A screen of the demo's route tree by name, with its parameters (`car-rental` at `station` kluuvi).
        case screen(String, parameters: [String: RouteParameterValue] = [:])
        /// A point on the map.
        case place(GeoCoordinate)
    }

    /// One answer.
    public struct Answer: Sendable, Hashable {
        public var name: String
        public var kind: Kind
        public var target: Target
        /// Other names it is found by (a travel option's everyday words: "tram" for public transport).
        public var aliases: [String] = []
        /// Its names folded for matching (case and accents removed), name first.
        var folded: [String] = []
    }

    /// Every answer the search can give, deduplicated by name and kind.
    public let answers: [Answer]

    /// The search over the demo's own answers and `map`'s named places and streets.
    public init(map: MapModel) {
        var list: [Answer] = [
            Answer(name: "City bikes", kind: .travelOption, target: .screen("bikes"), aliases: ["bike", "bicycle"]),
            Answer(name: "Taxi", kind: .travelOption, target: .screen("taxi"), aliases: ["cab"]),
            Answer(name: "Car rental", kind: .travelOption, target: .screen("car-rental"), aliases: ["car"]),
            Answer(name: "Public transport", kind: .travelOption, target: .screen("transit"), aliases: ["tram", "transit"]),
        ]
        list += HelsinkiPlaces.rentalStations.map { Answer(name: $0.name, kind: .rentalStation, target: .screen("car-rental", parameters: ["station": .string($0.id)])) }
        list += HelsinkiPlaces.bikeStations.map { Answer(name: $0.name, kind: .bikeStation, target: .place($0.coordinate)) }
        list += HelsinkiPlaces.stops.map { Answer(name: $0.name, kind: .tramStop, target: .place($0.coordinate)) }
        list += map.places.map { Answer(name: $0.name, kind: Self.kind(of: $0.kind), target: .place(WebMercator.unproject($0.worldPoint))) }
        list += Self.streets(in: map)
        var seen = Set<String>()
        answers = list.compactMap { answer in
            var a = answer
            a.folded = ([a.name] + a.aliases).map(Self.fold)
            guard !a.name.isEmpty, seen.insert("\(a.kind.rawValue)|\(a.folded[0])").inserted else { return nil }
            return a
        }
    }

    /// The answers to `query`, best first, at most `limit` (none for a blank query).
    public func answers(for query: String, limit: Int = 8) -> [Answer] {
        let q = Self.fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !q.isEmpty, limit > 0 else { return [] }
        let ranked = answers.compactMap { a -> (Int, Answer)? in
            a.folded.compactMap { Self.quality(of: q, in: $0) }.min().map { ($0, a) }
        }
        return ranked.sorted { x, y in
            (x.0, x.1.kind, x.1.name.count, x.1.name) < (y.0, y.1.kind, y.1.name.count, y.1.name)
        }.prefix(limit).map(\.1)
    }

    /// For a query nothing matches, the answers to its longest start of at least 3 characters that has some
    /// ("Kamppi" → "Kamp"), with that start; nil when the query has answers or no start has.
    public func closest(to query: String, limit: Int = 8) -> (start: String, answers: [Answer])? {
        let q = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard answers(for: q, limit: 1).isEmpty, q.count > 3 else { return nil }
        for length in stride(from: q.count - 1, through: 3, by: -1) {
            let start = String(q.prefix(length))
            let found = answers(for: start, limit: limit)
            if !found.isEmpty { return (start, found) }
        }
        return nil
    }

    /// How well `query` matches `name` (both folded): 0 the whole name, 1 its start, 2 the start of a word,
    /// 3 anywhere inside; nil not at all.
    static func quality(of query: String, in name: String) -> Int? {
        if name == query { return 0 }
        if name.hasPrefix(query) { return 1 }
        guard let range = name.range(of: query) else { return nil }
        var start = range.lowerBound
        // A later occurrence may start a word where the first does not ("katu" in "katu kauppakatu").
        while true {
            if start == name.startIndex || !name[name.index(before: start)].isLetter && !name[name.index(before: start)].isNumber { return 2 }
            guard let next = name.range(of: query, range: name.index(after: start)..<name.endIndex) else { return 3 }
            start = next.lowerBound
        }
    }

    /// `text` without case and accents, for matching.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private static func kind(of kind: MapPlace.Kind) -> Kind {
        switch kind {
        case .station: return .station
        case .square: return .square
        case .tramStop: return .tramStop
        case .busStop: return .busStop
        case .bikeDock: return .bikeStation
        }
    }

    /// The map's named streets and paths, one answer per name, at the middle of the way nearest the
    /// middle of all its ways.
    private static func streets(in map: MapModel) -> [Answer] {
        // Major roads first, so a name's answer keeps the order in which the map lists it.
        let ranked = map.tileFeatures.namedLines.enumerated().compactMap { i, line in line.streetRank.map { (rank: $0, index: i, line: line) } }
        var middles: [String: [Point]] = [:]
        var order: [String] = []
        for (_, _, line) in ranked.sorted(by: { ($0.rank, $0.index) < ($1.rank, $1.index) }) {
            if middles[line.name] == nil { order.append(line.name) }
            middles[line.name, default: []].append(line.middle)
        }
        return order.map { name in
            let points = middles[name]!
            let mean = Point(x: points.reduce(0) { $0 + $1.x } / Double(points.count), y: points.reduce(0) { $0 + $1.y } / Double(points.count))
            let middle = points.min { $0.distance(to: mean) < $1.distance(to: mean) }!
            return Answer(name: name, kind: .street, target: .place(WebMercator.unproject(middle)))
        }
    }
}
