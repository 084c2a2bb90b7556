import Foundation
import WhimGraphics
import WhimMap
import WhimStyle
import WhimTiles

/// Shared test data: the shipped Helsinki extract, decoded once per process.
enum Fixtures {
    /// The repository root, found from this file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let helsinkiURL = repositoryRoot.appendingPathComponent("Assets/maps/helsinki.osm.pbf")

    static let helsinkiBytes: [UInt8] = {
        guard let data = try? Data(contentsOf: helsinkiURL) else { return [] }
        return [UInt8](data)
    }()

    /// The decoded extract, or nil when the file is missing or broken (tests then fail on it).
    static let helsinki: OSMData? = try? PBFDecoder.decode(helsinkiBytes)

    static let helsinkiModel: MapModel? = helsinki.map { MapModel(data: $0) }

    /// The app's style (`Assets/styles/whim-light.json`), the default for an extract's tiles too.
    static func lightStyle() throws -> StyleDocument {
        try StyleDocument.parse([UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Assets/styles/whim-light.json"))))
    }

    /// A map view of `model`'s tiles (`OSMTileSource`) in the app's style: how the app shows an extract.
    static func extractView(_ model: MapModel, viewportSize: Size, camera: Camera? = nil,
                            tileLoading: TileLoading = .waitForTiles) throws -> MapView {
        MapView(source: OSMTileSource(model: model), style: try lightStyle(), viewportSize: viewportSize, camera: camera,
                tileLoading: tileLoading)
    }

    /// The shipped world tiles and the app's style for them.
    static func worldTiles() throws -> (PMTilesArchive, StyleDocument) {
        let archive = try PMTilesArchive(path: repositoryRoot.appendingPathComponent("Assets/maps/world.pmtiles").path)
        let style = try StyleDocument.parse([UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Assets/styles/whim-light.json"))))
        return (archive, style)
    }
}
