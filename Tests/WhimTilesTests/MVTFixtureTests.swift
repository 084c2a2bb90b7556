import Foundation
import Testing
@testable import WhimTiles

/// The mvt-fixtures conformance suite (Fixtures/mvt-fixtures): every valid fixture decodes to exactly its
/// tile.json, every invalid one is handled as its info.json says. tile.json holds the protobuf message
/// as JSON (raw geometry commands and tags), so the expected geometry is worked out here by a plain
/// reading of the commands, independent of the decoder.
@Suite struct MVTFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mvt-fixtures/fixtures")

    /// Fixtures whose expected outcome here differs from a plain reading of info.json, and why.
    static let exceptions: [String: (outcome: Outcome, reason: String)] = [
        "003": (.valid, "recoverable per info.json (no type field), but its bytes are identical to 016 (valid, UNKNOWN type): a missing type reads as UNKNOWN, the proto2 default"),
        "045": (.fatal, "info.json names no error handling; a MoveTo with half its parameters is handled like 052 (fatal)"),
        "049": (.recoverable, "valid per info.json, but x leaves the 32-bit range; the decoder skips such features (TilePoint is Int32)"),
        "050": (.recoverable, "valid per info.json, but y leaves the 32-bit range; the decoder skips such features (TilePoint is Int32)"),
        "057": (.fatal, "valid per info.json, but its MoveTo asks for 536870911 points with one pair given, like 051 (fatal)"),
    ]

    enum Outcome { case valid, recoverable, fatal }

    static func fixtureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func everyFixtureIsChecked() throws {
        let names = try Self.fixtureNames()
        #expect(names.count == 74)
        for name in names {
            let outcome = try Self.outcome(of: name)
            let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent("\(name)/tile.mvt")))
            switch outcome {
            case .valid where Self.exceptions[name] != nil:
                // 003: decoded like 016, its twin.
                #expect(try MVTDecoder.decode(bytes).layers[0].features[0].type == .unknown)
            case .valid:
                let tile = try MVTDecoder.decode(bytes)
                #expect(tile.skippedFeatures == 0, "fixture \(name)")
                try Self.compare(tile, toJSONOf: name)
            case .recoverable:
                let tile = try MVTDecoder.decode(bytes)
                #expect(tile.skippedFeatures >= 1, "fixture \(name) should skip its bad feature")
                try Self.compareRecoverable(tile, toJSONOf: name)
            case .fatal:
                #expect(throws: MVTError.self, "fixture \(name)") { try MVTDecoder.decode(bytes) }
            }
        }
    }

    @Test func exceptionsAreFixturesThatExist() throws {
        let names = Set(try Self.fixtureNames())
        for name in Self.exceptions.keys { #expect(names.contains(name)) }
    }

    /// The outcome info.json asks for, or the listed exception.
    static func outcome(of name: String) throws -> Outcome {
        if let exception = exceptions[name] { return exception.outcome }
        let info = try json(name, "info.json")
        let validity = info["validity"] as! [String: Any]
        let v1 = validity["v1"] as? Bool ?? false
        let v2 = validity["v2"] as? Bool ?? false
        // A fixture valid only under version 1 (061) counts as invalid: its layer has no version field, which
        // version 2 makes fatal (024).
        if v1 && v2 { return .valid }
        switch validity["error"] as? String {
        case "recoverable": return .recoverable
        case "fatal": return .fatal
        default: Issue.record("fixture \(name) has no error handling and is not listed as an exception"); return .fatal
        }
    }

    static func json(_ name: String, _ file: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("\(name)/\(file)"))
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    static func compare(_ tile: VectorTile, toJSONOf name: String) throws {
        let layers = (try json(name, "tile.json")["layers"] as? [[String: Any]]) ?? []
        #expect(tile.layers.count == layers.count, "fixture \(name)")
        for (layer, expected) in zip(tile.layers, layers) {
            compare(layer, expected, fixture: name, features: expected["features"] as? [[String: Any]] ?? [])
        }
    }

    /// A recoverable fixture: the layers (a repeated name dropped) match, and the features decoded plus
    /// those skipped are all the fixture's features.
    static func compareRecoverable(_ tile: VectorTile, toJSONOf name: String) throws {
        let layers = (try json(name, "tile.json")["layers"] as? [[String: Any]]) ?? []
        var seen = Set<String>()
        let kept = layers.filter { seen.insert($0["name"] as! String).inserted }
        #expect(tile.layers.map(\.name) == kept.map { $0["name"] as! String }, "fixture \(name)")
        let total = layers.reduce(0) { $0 + (($1["features"] as? [Any])?.count ?? 0) }
        #expect(tile.layers.reduce(0) { $0 + $1.features.count } + tile.skippedFeatures == total, "fixture \(name)")
        for (layer, expected) in zip(tile.layers, kept) {
            #expect(layer.version == expected["version"] as? Int, "fixture \(name)")
            #expect(layer.keys == expected["keys"] as? [String] ?? [], "fixture \(name)")
        }
    }

    static func compare(_ layer: VectorTileLayer, _ expected: [String: Any], fixture: String, features: [[String: Any]]) {
        #expect(layer.name == expected["name"] as? String, "fixture \(fixture)")
        #expect(layer.version == expected["version"] as? Int, "fixture \(fixture)")
        #expect(layer.extent == (expected["extent"] as? Int ?? 4096), "fixture \(fixture)")
        #expect(layer.keys == expected["keys"] as? [String] ?? [], "fixture \(fixture)")
        #expect(layer.values == (expected["values"] as? [[String: Any]] ?? []).map(value), "fixture \(fixture)")
        #expect(layer.features.count == features.count, "fixture \(fixture)")
        for (feature, json) in zip(layer.features, features) {
            #expect(feature.id == (json["id"] as? NSNumber)?.uint64Value, "fixture \(fixture)")
            #expect(feature.type.rawValue == (json["type"] as? Int ?? 0), "fixture \(fixture)")
            #expect(feature.tags == (json["tags"] as? [NSNumber] ?? []).map(\.uint32Value), "fixture \(fixture)")
            let geometry = (json["geometry"] as? [NSNumber] ?? []).map(\.uint64Value)
            let parts = referenceParts(geometry, type: feature.type, version: layer.version)
            #expect((0..<feature.partCount).map { Array(feature.part($0)) } == parts, "fixture \(fixture)")
            // The property view agrees with the tags.
            let properties = layer.properties(of: feature)
            for i in stride(from: 0, to: feature.tags.count, by: 2) {
                let key = layer.keys[Int(feature.tags[i])]
                #expect(properties[key] != nil && layer.value(of: feature, for: key) == properties[key])
            }
        }
    }

    static func value(_ json: [String: Any]) -> TileValue {
        let (kind, raw) = json.first!
        let number = raw as? NSNumber
        switch kind {
        // 076's tile.json writes the string "613" as a number.
        case "string_value": return .string((raw as? String) ?? number!.stringValue)
        case "float_value": return .double(Double(Float(number!.doubleValue)))
        case "double_value": return .double(number!.doubleValue)
        case "int_value", "sint_value": return .int(number!.int64Value)
        case "uint_value": return .uint(number!.uint64Value)
        case "bool_value": return .bool(number!.boolValue)
        default: return .string("unexpected \(kind)")
        }
    }

    /// The parts a command stream describes: each MoveTo point starts a part, LineTo extends it, ClosePath
    /// closes a version 1 line back to its start and leaves a ring as it is (its closing point implied).
    static func referenceParts(_ geometry: [UInt64], type: TileGeometryType, version: Int) -> [[TilePoint]] {
        var parts: [[TilePoint]] = []
        var x: Int64 = 0
        var y: Int64 = 0
        var i = 0
        func zigzag(_ v: UInt64) -> Int64 { Int64(v >> 1) ^ -Int64(v & 1) }
        while i < geometry.count {
            let command = geometry[i]
            i += 1
            for _ in 0..<(command & 7 == 7 ? 1 : Int(command >> 3)) {
                if command & 7 == 7 {
                    if type == .lineString { parts[parts.count - 1].append(parts[parts.count - 1][0]) }
                    continue
                }
                x += zigzag(geometry[i])
                y += zigzag(geometry[i + 1])
                i += 2
                let point = TilePoint(x: Int32(x), y: Int32(y))
                if command & 7 == 1 { parts.append([point]) } else { parts[parts.count - 1].append(point) }
            }
        }
        return parts
    }
}
