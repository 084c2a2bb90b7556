import Foundation
import Testing
@testable import WhimTiles

/// Archives from PMTilesWriter read by the reference Python implementation, and archives it writes read
/// by PMTilesArchive. Needs a Python with the `pmtiles` package: $PMTILES_PYTHON, else `python3`; without
/// one the tests are skipped and say so.
@Suite struct PMTilesInteropTests {
    static let python: String? = {
        let candidate = ProcessInfo.processInfo.environment["PMTILES_PYTHON"] ?? "/usr/bin/env"
        let arguments = candidate == "/usr/bin/env" ? ["python3", "-c", "import pmtiles"] : ["-c", "import pmtiles"]
        return (try? run(candidate, arguments)) != nil ? candidate : nil
    }()

    /// Runs a program and returns its standard output; throws when it fails.
    static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return data
    }

    static func python(_ script: String) throws -> Data {
        let program = python!
        return try run(program, program == "/usr/bin/env" ? ["python3", "-c", script] : ["-c", script])
    }

    @Test(.enabled(if: python != nil, "needs python3 with the pmtiles package (pip install pmtiles); set PMTILES_PYTHON"))
    func pythonReadsOurArchives() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("ours.pmtiles")
        let tiles = PMTilesSamples.tiles(21_000, seed: 8)
        try PMTilesSamples.write(tiles, to: path)
        let sample = Array(tiles.keys.sorted { ($0.z, $0.x, $0.y) < ($1.z, $1.x, $1.y) }.prefix(300))
        let queries = sample.map { "(\($0.z),\($0.x),\($0.y))" }.joined(separator: ",")
        let script = """
            import gzip, json, sys
            from pmtiles.reader import Reader, MmapSource
            with open("\(path)", "r+b") as f:
                r = Reader(MmapSource(f))
                out = {"header": {k: v for k, v in r.header().items() if isinstance(v, int)}, "metadata": r.metadata(), "tiles": []}
                for z, x, y in [\(queries)]:
                    t = r.get(z, x, y)
                    out["tiles"].append(list(gzip.decompress(t)) if t else None)
            print(json.dumps(out))
            """
        let result = try JSONSerialization.jsonObject(with: try Self.python(script)) as! [String: Any]
        let read = result["tiles"] as! [Any]
        for (id, bytes) in zip(sample, read) {
            #expect((bytes as? [Int])?.map(UInt8.init) == tiles[id], "\(id)")
        }
        let metadata = result["metadata"] as! [String: Any]
        #expect(metadata["name"] as? String == "Sample")
        let header = result["header"] as! [String: Any]
        #expect(header["addressed_tiles_count"] as? Int == tiles.count)
        #expect((header["leaf_directory_length"] as? Int ?? 0) > 0)
    }

    @Test(.enabled(if: python != nil, "needs python3 with the pmtiles package (pip install pmtiles); set PMTILES_PYTHON"))
    func weReadPythonArchives() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("theirs.pmtiles")
        // 40,000 tiles of random lengths, so the Python writer needs leaf directories; it prints a sample
        // of what it wrote for this side to compare.
        let script = """
            import gzip, json, random
            from pmtiles.writer import Writer
            from pmtiles.tile import zxy_to_tileid, TileType, Compression
            rng = random.Random(4)
            tiles = {(x, y): bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))) for x in range(1000, 1200) for y in range(2000, 2200)}
            with open("\(path)", "wb") as f:
                w = Writer(f)
                for tid, body in sorted((zxy_to_tileid(12, x, y), body) for (x, y), body in tiles.items()):
                    w.write_tile(tid, gzip.compress(body))
                w.finalize({"tile_type": TileType.MVT, "tile_compression": Compression.GZIP, "min_lon_e7": -100000000,
                            "min_lat_e7": 400000000, "max_lon_e7": 50000000, "max_lat_e7": 550000000,
                            "center_zoom": 12, "center_lon_e7": 0, "center_lat_e7": 500000000},
                           {"name": "python", "attribution": "them", "vector_layers": [{"id": "water", "fields": {}}]})
            print(json.dumps([[x, y, list(tiles[(x, y)])] for x in range(1000, 1200, 7) for y in range(2000, 2200, 11)]))
            """
        let sample = try JSONSerialization.jsonObject(with: try Self.python(script)) as! [[Any]]
        let archive = try PMTilesArchive(path: path)
        #expect(archive.metadata.name == "python" && archive.metadata.attribution == "them")
        #expect(archive.metadata.vectorLayers == ["water"])
        #expect(archive.metadata.minZoom == 12 && archive.metadata.maxZoom == 12)
        #expect(archive.header.leafLength > 0)
        #expect(sample.count > 500)
        for row in sample {
            let (x, y) = (row[0] as! Int, row[1] as! Int)
            #expect(try archive.tile(TileID(z: 12, x: x, y: y)) == (row[2] as! [Int]).map(UInt8.init), "12/\(x)/\(y)")
        }
        #expect(try archive.tile(TileID(z: 12, x: 999, y: 2000)) == nil)
    }
}
