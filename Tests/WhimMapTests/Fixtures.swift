import Foundation
import WhimMap

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
}
