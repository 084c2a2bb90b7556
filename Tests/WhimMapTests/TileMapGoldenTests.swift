import Foundation
import Testing
import WhimGraphics
import WhimMap
import WhimStyle
import WhimTestSupport
import WhimTiles

/// Golden images of the shipped world tiles: Helsinki from the globe to the street in the app's style, and
/// at street level in OSM Liberty, each drawn through the tile worker, labels and mosaic as in the window.
@Suite("World tiles golden images")
struct TileMapGoldenTests {
    static let size = Size(width: 800, height: 450)
    static let tolerance = ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 2_400)
    static let helsinki = GeoCoordinate(latitude: 60.1699, longitude: 24.9384)

    static func style(_ path: String) throws -> StyleDocument {
        let data = try Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(path))
        return try StyleDocument.parse([UInt8](data))
    }

    static func world() throws -> PMTilesArchive {
        try PMTilesArchive(path: Fixtures.repositoryRoot.appendingPathComponent("Assets/maps/world.pmtiles").path)
    }

    func render(zoom: Double, style path: String = "Assets/styles/whim-light.json", center: GeoCoordinate = Self.helsinki) throws -> Surface {
        let camera = Camera(center: center, zoom: zoom, viewportSize: Self.size)
        return try VectorMapExport.render(source: try Self.world(), style: try Self.style(path), camera: camera)
    }

    @Test(arguments: [3.0, 8, 12, 15, 17])
    func helsinkiInTheDefaultStyle(zoom: Double) throws {
        assertGolden(try render(zoom: zoom), named: "z\(Int(zoom))", tolerance: Self.tolerance)
    }

    @Test func helsinkiInOSMLiberty() throws {
        assertGolden(try render(zoom: 15, style: "Assets/styles/osm-liberty/style.json"), named: "liberty-z15", tolerance: Self.tolerance)
    }
}
