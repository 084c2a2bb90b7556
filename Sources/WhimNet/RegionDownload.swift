#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Synchronization
import WhimTiles

/// Copies the tiles of a region (a longitude/latitude box, a range of zooms) from any tile source (a
/// server's, through its disk cache) into a local PMTiles archive, resumably: every tile fetched goes
/// into a journal beside the output (`OUT.partial`) as it arrives, a run after an interruption fetches
/// only what the journal lacks, and the archive is written atomically at the end, the journal removed.
public struct RegionDownload: Sendable {
    /// The box: west, south, east, north in degrees (west less than east, south less than north).
    public var west: Double, south: Double, east: Double, north: Double
    /// The zooms to copy (those past the source's are left out).
    public var zooms: ClosedRange<Int>
    /// The archive to write.
    public var output: String
    /// The most tiles a download may have: more is refused before anything is fetched.
    public var maxTiles: Int

    /// The default `maxTiles`: what a city region reaches at zoom 16, far from a country's.
    public static let defaultMaxTiles = 100_000

    /// Why a download did not finish, in one line; the journal keeps what was fetched.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// The box or the zooms make no sense, or hold more tiles than allowed.
        case badRequest(String)
        /// A tile could not be had; running the download again resumes.
        case tile(TileID, TileSourceError)
        /// The journal or the archive could not be read or written.
        case file(String)

        /// The failure in one line.
        public var description: String {
            switch self {
            case let .badRequest(message): message
            case let .tile(id, error): "tile \(id): \(error); run the same download again to resume"
            case let .file(message): message
            }
        }
    }

    /// What a finished download did.
    public struct Summary: Sendable, Equatable {
        /// Tiles in the region, tiles the source has (the rest are absent), and tiles the journal already had.
        public var tiles: Int, present: Int, resumed: Int

        /// A summary of the counts.
        public init(tiles: Int, present: Int, resumed: Int) {
            (self.tiles, self.present, self.resumed) = (tiles, present, resumed)
        }
    }

    /// A download of the box west–east, south–north (degrees) at `zooms` into `output`, refused past `maxTiles`.
    public init(west: Double, south: Double, east: Double, north: Double, zooms: ClosedRange<Int>, output: String,
                maxTiles: Int = RegionDownload.defaultMaxTiles) {
        (self.west, self.south, self.east, self.north) = (west, south, east, north)
        self.zooms = zooms
        self.output = output
        self.maxTiles = maxTiles
    }

    /// The journal's path: the output's with `.partial` added.
    public var journalPath: String { output + ".partial" }

    /// The Web Mercator latitude limit: a box is clamped to it.
    static let maxLatitude = 85.051_128_779_806_59

    /// The tiles of the region, zoom by zoom, in rows; nil (with why) for a box that is not one.
    public func tiles() throws(Failure) -> [TileID] {
        guard [west, south, east, north].allSatisfy(\.isFinite), -180 <= west, west < east, east <= 180, -90 <= south, south < north, north <= 90 else {
            throw .badRequest("--bbox \(west),\(south),\(east),\(north): want west,south,east,north in degrees with west < east and south < north")
        }
        guard zooms.lowerBound >= 0, zooms.upperBound <= TileID.maxZoom else {
            throw .badRequest("--zooms \(zooms.lowerBound)-\(zooms.upperBound): zooms go from 0 to \(TileID.maxZoom)")
        }
        var ranges: [(z: Int, columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
        var count = 0
        for z in zooms {
            let n = 1 << z
            func column(_ longitude: Double) -> Int { min(n - 1, max(0, Int(((longitude + 180) / 360 * Double(n)).rounded(.down)))) }
            func row(_ latitude: Double) -> Int {
                let phi = min(Self.maxLatitude, max(-Self.maxLatitude, latitude)) * .pi / 180
                let y = (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2
                return min(n - 1, max(0, Int((y * Double(n)).rounded(.down))))
            }
            let columns = column(west) ... column(east.nextDown), rows = row(north) ... row(south)
            count += columns.count * rows.count
            guard count <= maxTiles else {
                throw .badRequest("the region holds more than \(maxTiles) tiles by zoom \(z) (raise --max-tiles, or ask for fewer zooms or a smaller box)")
            }
            ranges.append((z, columns, rows))
        }
        return ranges.flatMap { r in r.rows.flatMap { y in r.columns.map { x in TileID(z: r.z, x: x, y: y) } } }
    }

    /// Fetches every tile of the region from `source` on `threads` threads (those the journal lacks),
    /// calling `progress(done, total)` after each (one call at a time), then writes the archive. Zooms
    /// past the source's are left out (the map draws its deepest tiles larger there). `describing` names the source
    /// in the journal, so a journal of another download is refused rather than mixed in.
    public func run(from source: any TileSource, describing name: String, threads: Int = 4,
                    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws(Failure) -> Summary {
        let m = source.metadata
        let low = max(zooms.lowerBound, m.minZoom), high = min(zooms.upperBound, m.maxZoom)
        guard low <= high else {
            throw .badRequest("--zooms \(zooms.lowerBound)-\(zooms.upperBound): \(name) has tiles at zooms \(m.minZoom)-\(m.maxZoom) only")
        }
        guard zooms == low ... high else {
            var clipped = self
            clipped.zooms = low ... high
            return try clipped.run(from: source, describing: name, threads: threads, progress: progress)
        }
        let ids = try tiles()
        let identity = "\(name) \(west),\(south),\(east),\(north) \(zooms.lowerBound)-\(zooms.upperBound)"
        let journal = try DownloadJournal(path: journalPath, identity: identity)
        let held = journal.recorded
        let wanted = ids.filter { held[$0] == nil }
        let total = ids.count, resumed = ids.count - wanted.count
        progress(resumed, total)
        try fetch(wanted, from: source, into: journal, threads: threads) { progress(resumed + $0, total) }
        journal.close()
        var metadata = source.metadata
        metadata.minZoom = zooms.lowerBound
        metadata.maxZoom = zooms.upperBound
        metadata.bounds = (west: west, south: max(south, -Self.maxLatitude), east: east, north: min(north, Self.maxLatitude))
        metadata.center = (longitude: (west + east) / 2, latitude: (max(south, -Self.maxLatitude) + min(north, Self.maxLatitude)) / 2,
                           zoom: Double(zooms.lowerBound))
        // Spooled beside the output, on the disk that will hold it.
        let directory = output.lastIndex(of: "/").map { $0 == output.startIndex ? "/" : String(output[..<$0]) } ?? "."
        var writer = PMTilesWriter(metadata: metadata, spoolDirectory: directory)
        var present = 0
        let region = Set(ids)
        do throws(TileSourceError) {
            try DownloadJournal.replay(journalPath) { id, bytes throws(TileSourceError) in
                guard let bytes, region.contains(id) else { return }
                try writer.add(bytes, for: id)
                present += 1
            }
            try writer.write(to: output)
        } catch {
            throw .file("\(error)")
        }
        unlink(journalPath)
        return Summary(tiles: total, present: present, resumed: resumed)
    }

    /// Fetches `ids` on a `FetchPool` of `threads` threads, each tile recorded in the journal as it
    /// arrives; stops at the first tile that fails.
    private func fetch(_ ids: [TileID], from source: any TileSource, into journal: DownloadJournal, threads: Int,
                       progress: @escaping @Sendable (Int) -> Void) throws(Failure) {
        struct Shared {
            var next = 0
            var done = 0
            var failure: Failure?
        }
        let shared = Mutex(Shared())
        let work = DispatchGroup()
        let threads = max(1, min(threads, ids.count))
        let pool = FetchPool(threads: threads)
        for _ in 0 ..< threads {
            work.enter()
            pool.add(priority: 0) {
                defer { work.leave() }
                while true {
                    let index: Int? = shared.withLock { s in
                        guard s.failure == nil, s.next < ids.count else { return nil }
                        defer { s.next += 1 }
                        return s.next
                    }
                    guard let index else { return }
                    let id = ids[index]
                    do throws(Failure) {
                        let bytes: [UInt8]?
                        do throws(TileSourceError) { bytes = try source.tile(id) } catch { throw .tile(id, error) }
                        try journal.record(id, bytes)
                        shared.withLock { s in
                            s.done += 1
                            progress(s.done)
                        }
                    } catch {
                        shared.withLock { s in if s.failure == nil { s.failure = error } }
                        return
                    }
                }
            }
        }
        work.wait()
        if let failure = shared.withLock({ $0.failure }) { throw failure }
    }
}
