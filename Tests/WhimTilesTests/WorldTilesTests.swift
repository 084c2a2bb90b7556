import Foundation
import Testing
@testable import WhimTiles

/// The embedded world archive, through the fixture `scripts/build-world-tiles` cuts from it: every zoom's
/// tiles over a few hundred metres around Helsinki's railway station. Asserts the OpenMapTiles layers and
/// attributes the default style relies on, zoom by zoom.
@Suite struct WorldTilesTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/helsinki-center.mbtiles").path
    /// Helsinki's railway station.
    static let station = (latitude: 60.1712, longitude: 24.9413)

    /// The tile over the station at zoom `z`, decoded.
    static func probe(_ z: Int) throws -> TileProbe {
        let archive = try MBTilesArchive(path: fixture)
        let n = Double(1 << z)
        let latitude = station.latitude * .pi / 180
        let id = TileID(z: z, x: Int((station.longitude + 180) / 360 * n),
                        y: Int((1 - asinh(tan(latitude)) / .pi) / 2 * n))
        let bytes = try #require(try archive.tile(id), "no tile \(id)")
        return try TileProbe(bytes)
    }

    @Test func theMetadataDescribesAVectorWorldWithItsCredits() throws {
        let metadata = try MBTilesArchive(path: Self.fixture).metadata
        #expect(metadata.format == .mvt)
        #expect((metadata.minZoom, metadata.maxZoom) == (0, 14))
        #expect(metadata.attribution.contains("© OpenStreetMap contributors"))
        #expect(metadata.attribution.contains("Natural Earth"))
        #expect(Set(metadata.vectorLayers).isSuperset(of: [
            "water", "waterway", "landcover", "landuse", "park", "transportation", "transportation_name", "building",
            "place", "poi", "boundary", "water_name", "housenumber",
        ]))
    }

    @Test(arguments: [0, 3, 5])
    func theGlobeZoomsHaveOceansBordersAndCountries(z: Int) throws {
        let tile = try Self.probe(z)
        #expect(!tile.features("water", where: "class", is: "ocean").isEmpty)
        #expect(tile.layers["boundary"]?.contains { $0["admin_level"]?.number == 2 } == true)
        if z < 5 {
            // Finland's label point lies north of the station's tile from zoom 5 on.
            let finland = try #require(tile.features("place", where: "name", is: "Finland").first)
            #expect(finland["class"] == .string("country"))
            #expect(finland["iso_a3"] == .string("FIN"))
            #expect(finland["rank"]?.number.map { (1...6).contains($0) } == true)
            #expect(finland["name:latin"] == .string("Finland"))
        }
    }

    @Test(arguments: [12, 13, 14])
    func theCityZoomsHaveStreetsWaterTransitAndPlaces(z: Int) throws {
        let tile = try Self.probe(z)
        #expect(tile.layers["water"]?.isEmpty == false)
        let roads = tile.layers["transportation"] ?? []
        #expect(roads.contains { $0["class"] == .string("primary") })
        #expect(roads.contains { $0["class"] == .string("transit") && $0["subclass"] == .string("tram") })
        let names = tile.features("transportation_name", where: "name", is: "Mannerheimintie")
        #expect(names.contains { $0["class"] == .string("primary") })
        #expect(names.allSatisfy { $0["name:latin"] == .string("Mannerheimintie") && $0["name_en"] != nil })
        #expect(!tile.features("place", where: "name", is: "Helsinki").isEmpty)
        #expect(tile.features("place", where: "name", is: "Helsinki").first?["class"] == .string("city"))
        let station = tile.features("poi", where: "subclass", is: "station")
        #expect(station.first?["class"] == .string("railway"))
        #expect(station.first?["name"] != nil)
        if z == 14 {
            #expect(!tile.features("poi", where: "subclass", is: "bus_stop").isEmpty)
            #expect(tile.features("poi", where: "subclass", is: "bus_stop").allSatisfy { $0["class"] == .string("bus") })
            #expect(!tile.features("poi", where: "class", is: "bicycle_rental").isEmpty)
            #expect(!tile.features("poi", where: "subclass", is: "tram_stop").isEmpty)
        }
    }

    @Test(arguments: [12, 13, 14])
    func buildingsCarryHeightsFromZoom12(z: Int) throws {
        let buildings = try #require(try Self.probe(z).layers["building"])
        #expect(buildings.count > 50)
        #expect(buildings.allSatisfy { ($0["render_height"]?.number ?? 0) > 0 && $0["render_min_height"] != nil })
    }

    @Test func onlyZoom14HasHouseNumbers() throws {
        #expect(try Self.probe(14).layers["housenumber"]?.isEmpty == false)
        #expect(try Self.probe(13).layers["housenumber"] == nil)
        #expect(try Self.probe(12).layers["housenumber"] == nil)
    }
}
