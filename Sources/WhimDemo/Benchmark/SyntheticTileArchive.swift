import Foundation
import WhimGraphics
import WhimMap
import WhimTiles

/// A large PMTiles archive for the tile benchmarks, made from the shipped tiles: the world's tiles of
/// zooms 0–6 as they are, and the real Helsinki tiles of zooms 12–14 repeated over a square region around
/// the city (the real ones at their own addresses) until the tile data reaches the size asked for. Every
/// copy is made distinct (its first feature gets an id of its own), so the archive stores each one, as a
/// real region's archive would. Tiles are spooled to disk as they are made, so making 1 GB takes little memory.
public enum SyntheticTileArchive {
    /// What was made.
    public struct Summary: Codable, Sendable {
        public var path: String
        public var file_bytes: Int
        public var tiles: Int
        /// The street-level region's tiles at zoom 14: a square this many tiles on a side, at most.
        public var region_tiles_per_side: Int
        public var make_seconds: Double
    }

    /// The archive's name in its metadata, which says how large it was asked to be.
    static func name(gigabytes: Double) -> String { "WhimCore synthetic tiles (\(gigabytes) GB)" }

    /// The archive at `path` if it is one made for `gigabytes`, else makes it there from `world`.
    public static func cached(at path: String, gigabytes: Double, from world: any TileSource) throws -> (PMTilesArchive?, Summary?) {
        if let existing = try? PMTilesArchive(path: path), existing.metadata.name == name(gigabytes: gigabytes) { return (existing, nil) }
        return (nil, try make(at: path, gigabytes: gigabytes, from: world))
    }

    /// Makes the archive at `path` (replacing any file there) from the tiles of `world`.
    public static func make(at path: String, gigabytes: Double, from world: any TileSource) throws -> Summary {
        let started = Date()
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
        let target = Int(gigabytes * 1e9)
        let station = WebMercator.project(latitude: 60.1710, longitude: 24.9414)

        // The real city tiles at zooms 12–14, found around the station.
        var templates: [Int: [TileID: Template]] = [:]
        for z in 12...14 {
            let n = Double(1 << z)
            let cx = Int(station.x * n), cy = Int(station.y * n)
            for y in (cy - 6)...(cy + 6) {
                for x in (cx - 6)...(cx + 6) {
                    let id = TileID(z: z, x: x, y: y)
                    if let bytes = try world.tile(id) { templates[z, default: [:]][id] = try Template(bytes: bytes, source: id) }
                }
            }
            guard templates[z] != nil else { throw DemoError.map("the shipped tiles have no tile of zoom \(z) near Helsinki") }
        }

        var metadata = world.metadata
        metadata.maxZoom = 14
        metadata.name = name(gigabytes: gigabytes)
        var writer = PMTilesWriter(metadata: metadata, tileCompression: .gzip, spoolDirectory: directory.isEmpty ? "." : directory)
        var estimated = 0
        // The world's low zooms as they are.
        for z in 0...min(6, world.metadata.maxZoom) {
            for y in 0..<(1 << z) {
                for x in 0..<(1 << z) {
                    let id = TileID(z: z, x: x, y: y)
                    if let bytes = try world.tile(id) { try writer.add(bytes, for: id) }
                }
            }
        }
        // Zoom-14 tiles ring by ring out from the station's, each with its parents at 13 and 12.
        let cx = Int(station.x * 16384), cy = Int(station.y * 16384)
        var added: Set<TileID> = []
        var serial: UInt64 = 0
        var ring = 0
        rings: while true {
            for (x, y) in ringTiles(around: (cx, cy), radius: ring) {
                var at: TileID? = TileID(z: 14, x: x, y: y)
                while let id = at, id.z >= 12, added.insert(id).inserted {
                    if let template = pick(id, from: templates[id.z]!) {
                        serial += 1
                        try writer.add(template.source == id ? template.bytes : template.copy(serial: serial), for: id)
                        estimated += template.storedBytes
                    }
                    at = id.parent
                }
                if estimated >= target { break rings }
            }
            ring += 1
        }
        let north = WebMercator.unproject(Point(x: Double(cx - ring) / 16384, y: Double(cy - ring) / 16384))
        let south = WebMercator.unproject(Point(x: Double(cx + ring + 1) / 16384, y: Double(cy + ring + 1) / 16384))
        writer.metadata.bounds = (west: north.longitude, south: south.latitude, east: south.longitude, north: north.latitude)
        writer.metadata.center = (longitude: 24.9414, latitude: 60.1710, zoom: 14)
        try writer.write(to: path)
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        return Summary(path: path, file_bytes: size, tiles: writer.count, region_tiles_per_side: 2 * ring + 1,
                       make_seconds: Date().timeIntervalSince(started))
    }

    /// The zoom-14 tiles at Chebyshev distance `radius` from `center`.
    static func ringTiles(around center: (x: Int, y: Int), radius r: Int) -> [(Int, Int)] {
        guard r > 0 else { return [center] }
        var out: [(Int, Int)] = []
        for x in (center.x - r)...(center.x + r) { out.append((x, center.y - r)); out.append((x, center.y + r)) }
        for y in (center.y - r + 1)...(center.y + r - 1) { out.append((center.x - r, y)); out.append((center.x + r, y)) }
        return out
    }

    /// The real tile shown at `id`: the block of real tiles repeated, so each lands on its own address.
    static func pick(_ id: TileID, from real: [TileID: Template]) -> Template? {
        let ids = real.keys.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        guard let minX = ids.map(\.x).min(), let minY = ids.map(\.y).min(),
              let maxX = ids.map(\.x).max(), let maxY = ids.map(\.y).max() else { return nil }
        let w = maxX - minX + 1, h = maxY - minY + 1
        func mod(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }
        let dx = mod(id.x - minX, w), dy = mod(id.y - minY, h)
        if let exact = real[TileID(z: id.z, x: minX + dx, y: minY + dy)] { return exact }
        return real[ids[(dx + dy * w) % ids.count]]
    }

    /// One real tile: its bytes, decoded (for distinct copies) and what it takes stored.
    struct Template {
        let bytes: [UInt8]
        let tile: VectorTile
        let source: TileID?
        let storedBytes: Int

        init(bytes: [UInt8], source: TileID? = nil) throws {
            self.bytes = bytes
            self.tile = try MVTDecoder.decode(bytes)
            self.source = source
            storedBytes = Decompression.gzip(bytes).count
        }

        /// The tile with its first feature's id set to `serial`.
        func copy(serial: UInt64) -> [UInt8] {
            var t = tile
            if let l = t.layers.firstIndex(where: { !$0.features.isEmpty }) { t.layers[l].features[0].id = serial }
            return MVTEncoder.encode(t)
        }
    }
}
