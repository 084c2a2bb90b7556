import Foundation
import Testing
@testable import WhimMap

@Suite("PBF decoder on the shipped Helsinki extract")
struct PBFDecoderTests {
    @Test func countsMatchLibosmium() throws {
        let data = try PBFDecoder.decode(Fixtures.helsinkiBytes)
        #expect(data.nodes.count == 24_260)
        #expect(data.ways.count == 5_130)
        #expect(data.relations.count == 620)
    }

    @Test func headerBoundingBox() throws {
        let data = try PBFDecoder.decode(Fixtures.helsinkiBytes)
        let bounds = try #require(data.header.bounds)
        #expect(abs(bounds.minLongitude - 24.9351762) < 1e-7)
        #expect(abs(bounds.maxLongitude - 24.9534145) < 1e-7)
        #expect(abs(bounds.minLatitude - 60.1641550) < 1e-7)
        #expect(abs(bounds.maxLatitude - 60.1791130) < 1e-7)
        #expect(data.header.requiredFeatures.contains("OsmSchema-V0.6"))
        #expect(data.header.requiredFeatures.contains("DenseNodes"))
    }

    @Test func decodingFromAFileMatchesDecodingBytes() throws {
        let fromFile = try PBFDecoder.decode(contentsOf: Fixtures.helsinkiURL)
        #expect(fromFile.nodes.count == 24_260)
        #expect(fromFile.nodes.ids == Fixtures.helsinki?.nodes.ids)
    }

    @Test func nodesLieInsideTheHeaderBox() throws {
        let data = try #require(Fixtures.helsinki)
        let bounds = try #require(data.header.bounds)
        let nodeBounds = try #require(data.nodeBounds)
        // Complete-ways extracts may hold nodes a little outside the box, but not far.
        #expect(nodeBounds.minLatitude > bounds.minLatitude - 0.01)
        #expect(nodeBounds.maxLatitude < bounds.maxLatitude + 0.01)
        #expect(nodeBounds.minLongitude > bounds.minLongitude - 0.02)
        #expect(nodeBounds.maxLongitude < bounds.maxLongitude + 0.02)
    }

    @Test func tagsDecodeAsTheDataREADMECounts() throws {
        let data = try #require(Fixtures.helsinki)
        var highways = 0, buildings = 0, water = 0
        let highway = try #require(data.strings.id(of: "highway"))
        let building = try #require(data.strings.id(of: "building"))
        let natural = try #require(data.strings.id(of: "natural"))
        let waterValue = try #require(data.strings.id(of: "water"))
        for w in 0..<data.ways.count {
            if data.ways.tags.value(of: highway, for: w) != nil { highways += 1 }
            if data.ways.tags.value(of: building, for: w) != nil { buildings += 1 }
            if data.ways.tags.value(of: natural, for: w) == waterValue { water += 1 }
        }
        #expect(highways == 2_650)
        #expect(buildings == 433)
        #expect(water == 7)
    }

    @Test func waysReferToDecodedNodes() throws {
        let data = try #require(Fixtures.helsinki)
        let ids = Set(data.nodes.ids)
        var missing = 0
        for ref in data.ways.refs where !ids.contains(ref) { missing += 1 }
        // The extract was cut at its box without completing ways: libosmium finds the same 4,525 of
        // 38,026 way node references pointing outside the file.
        #expect(data.ways.refs.count == 38_026)
        #expect(missing == 4_525)
    }

    @Test func relationsHaveMembersWithRoles() throws {
        let data = try #require(Fixtures.helsinki)
        let outer = try #require(data.strings.id(of: "outer"))
        #expect(data.relations.memberRefs.count > data.relations.count)
        #expect(data.relations.memberRoles.contains(outer))
        #expect(data.relations.memberTypes.contains(.way))
        // Named things come through as text.
        let names = (0..<data.ways.count).compactMap { data.wayTags($0)["name"] }
        #expect(names.contains("Mannerheimintie"))
    }
}
