import ArgumentParser
import Foundation
import WhimMap
import WhimNet
import WhimTiles

/// Parses "W,S,E,N" (degrees).
struct BoxArgument: ExpressibleByArgument {
    var west: Double, south: Double, east: Double, north: Double

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let w = parts[0], let s = parts[1], let e = parts[2], let n = parts[3] else { return nil }
        (west, south, east, north) = (w, s, e, n)
    }
}

/// Parses "10-16" or "12".
struct ZoomRangeArgument: ExpressibleByArgument {
    var range: ClosedRange<Int>

    init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard (1 ... 2).contains(parts.count), let low = parts[0], let high = parts.last!, low <= high else { return nil }
        range = low ... high
    }
}

extension MapCommand {
    /// `whim-demo map download SOURCE --bbox W,S,E,N --zooms 10-16 --out region.pmtiles`.
    struct DownloadCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "download",
            abstract: "Copy a region of a map's tiles (a tile server's, or a local archive's) into a PMTiles file, resumably.",
            discussion: "Tiles fetched so far are kept in OUT.partial: after an interruption the same command resumes there. The archive is written at the end, in one step.")

        @Argument(help: "The map: an http(s) URL of a PMTiles archive, tile template or TileJSON, or a local PMTiles or MBTiles file.")
        var source: String

        // Unconditional: a western or southern box starts with "-" and is still the value.
        @Option(parsing: .unconditional, help: "The region, W,S,E,N in degrees.")
        var bbox: BoxArgument

        @Option(help: "The zooms, e.g. 10-16 (0 to 30).")
        var zooms: ZoomRangeArgument

        @Option(help: "The PMTiles file to write.")
        var out: String

        @Option(help: "Refuse regions of more tiles than this.")
        var maxTiles = RegionDownload.defaultMaxTiles

        @Option(help: "Megabytes of a tile server's tiles kept on disk under $XDG_CACHE_HOME/whimcore (default: 256).")
        var cacheSize: Int?

        @Flag(help: "Keep no tiles from a tile server on disk.")
        var noCache = false

        func validate() throws {
            try OptionRange.check(maxTiles, in: 1 ... 10_000_000, option: "--max-tiles")
            try OptionRange.check(cacheSize, in: 1 ... 1 << 20, option: "--cache-size")
        }

        func run() throws {
            let download = RegionDownload(west: bbox.west, south: bbox.south, east: bbox.east, north: bbox.north,
                                          zooms: zooms.range, output: out, maxTiles: maxTiles)
            // The request is checked (and an absurd one refused) before the source is opened.
            do { _ = try download.tiles() } catch { throw fail("\(error)") }
            let cache = noCache || !HTTPTileSources.isURL(source) ? nil : MapOptions.tileCache(megabytes: try cacheSize ?? MapOptions.settings().cacheSize)
            let map: MapFile
            do { map = try MapFile.open(path: source, cache: cache) } catch { throw fail("\(error)") }
            guard case let .tiles(tiles) = map else { throw fail("\(source): an OSM extract has no tiles to download; give a tile archive or server") }
            // `run` reports progress from one thread at a time, the total first (zooms past the source's left out).
            nonisolated(unsafe) var bar: ProgressBar?
            let summary: RegionDownload.Summary
            do {
                summary = try download.run(from: tiles, describing: source) { done, total in
                    if bar == nil { bar = ProgressBar(total: total) }
                    bar?.update(done)
                }
            } catch {
                bar?.finish()
                throw fail("\(error)")
            }
            bar?.finish()
            let resumed = summary.resumed > 0 ? ", \(summary.resumed) from the journal of an earlier run" : ""
            FileHandle.standardError.write(Data("wrote \(out): \(summary.present) tiles of \(summary.tiles) in the region\(resumed)\n".utf8))
        }
    }
}
