import ArgumentParser
import Foundation
import WhimGraphics
import WhimAnimation
import WhimDemo
import WhimMap
import WhimStyle
import WhimTiles

/// `whim-demo map info|render`: works on any OSM PBF extract, not only the shipped one.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map", abstract: "Inspect, render or download a map (PMTiles, MBTiles, OSM PBF or a tile server), or route on an OSM PBF extract.",
        subcommands: [Info.self, Load.self, Render.self, RouteCommand.self, DownloadCommand.self])

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print what a map file holds: a tile archive's zooms, bounds and layers, or an OSM PBF file's counts, bounding box and decode time.")

        @Argument(help: "A .pmtiles, .mbtiles or .osm.pbf file, or an http(s) URL of a PMTiles archive, tile template or TileJSON.")
        var file: String

        func run() throws {
            let kind: MapFile.Kind?
            do { kind = try MapFile.kind(at: file) } catch { throw fail("\(error)") }
            if kind?.holdsTiles == true {
                do {
                    guard case let .tiles(source) = try MapFile.open(path: file) else { return }
                    print(TileSourceInfo(kind: kind!, metadata: source.metadata))
                } catch { throw fail("\(error)") }
                return
            }
            let start = MonotonicClock().now
            let data: OSMData
            do { data = try PBFDecoder.decode(contentsOf: URL(fileURLWithPath: file)) } catch {
                throw fail(error, naming: file)
            }
            let decoded = MonotonicClock().now - start
            let model = MapModel(data: data)
            print(MapInfo(data: data, model: model, decodeSeconds: decoded))
            // The extract is a tile source too: what its tiles say about themselves.
            print(TileSourceInfo(kind: .osmPBF, metadata: OSMTileSource(model: model).metadata))
        }
    }

    struct Load: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Load an OSM PBF file as the app does and print decode and build times and resident memory before and after.")

        @Argument(help: "An .osm.pbf file.")
        var file: String

        @Flag(help: "Print one JSON object.")
        var json = false

        func run() throws {
            let url = URL(fileURLWithPath: file)
            let fileSize = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            guard let before = ResidentMemory.now() else { throw fail("map load: /proc/self/status is not readable") }
            let clock = MonotonicClock()
            let start = clock.now
            var decoded: Double = 0, decodedBytes = 0
            let model: MapModel
            do {
                var decoder = PBFDecoder()
                let data = try decoder.decode(contentsOf: url)
                decodedBytes = decoder.decodedBytes
                decoded = clock.now - start
                model = MapModel(data: data)
            } catch {
                throw fail(error, naming: file)
            }
            let built = clock.now - start - decoded
            ResidentMemory.releaseFreePages()
            let after = ResidentMemory.now() ?? before
            var report = MapLoadReport(file: fileSize, features: model.tileFeatures.count, roadEdges: model.roads.edgeCount,
                                       decodeSeconds: decoded, buildSeconds: built, before: before, after: after)
            report.decodedBytes = decodedBytes
            report.modelBytes = model.storedBytes
            print(json ? report.json : report.description)
            withExtendedLifetime(model) {}
        }
    }

    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render a map file to a PNG: a view of a tile archive in a style, or an OSM extract (its whole extent unless --center and --zoom say otherwise).")

        @Argument(help: "A .pmtiles, .mbtiles or .osm.pbf file, or an http(s) URL of a PMTiles archive, tile template or TileJSON.")
        var file: String

        @Option(help: "The image size, WIDTHxHEIGHT (for a whole extract, the largest: the image takes its shape within it).")
        var size = SizeArgument(width: 1920, height: 1080)

        @Option(help: "A MapLibre style JSON for a tile archive (default: the app's own).")
        var style: String?

        @Option(parsing: .unconditional, help: "The view's centre, LAT,LON (default: the archive's centre or the middle of its bounds).")
        var center: CoordinateArgument?

        @Option(help: "The zoom (slippy-map levels, 0 to 22; default: the archive's, or its bounds fitted).")
        var zoom: Double?

        @Option(help: "Output PNG path.")
        var out: String

        func validate() throws {
            try size.check(option: "--size")
            if let zoom, !(zoom.isFinite && zoom >= 0 && zoom <= 22) { throw ValidationError("--zoom must be between 0 and 22") }
        }

        func run() throws {
            let kind: MapFile.Kind?
            do { kind = try MapFile.kind(at: file) } catch { throw fail("\(error)") }
            let viewport = Size(width: Double(size.width), height: Double(size.height))
            let document: StyleDocument
            do { document = try DemoMapChoice.loadStyle(try style ?? DemoAssets.defaultStyle().path) } catch { throw fail("\(error)") }
            // An extract without a view asked for: its whole extent, in an image of its own shape.
            if kind == .osmPBF, center == nil || zoom == nil {
                let written: PixelSize
                do {
                    written = try MapExport.renderPNG(input: URL(fileURLWithPath: file), size: PixelSize(width: size.width, height: size.height),
                                                      output: out, style: document)
                } catch {
                    throw fail(error, naming: file)
                }
                let shape = written == PixelSize(width: size.width, height: size.height) ? "" : ", the extract's shape within \(size)"
                print("wrote \(out) (\(written.width)x\(written.height)\(shape))")
                return
            }
            do {
                let source = try MapFile.open(path: file).source
                let camera = TileSourceView.camera(for: source.metadata, center: center?.coordinate, zoom: zoom, viewport: viewport)
                try VectorMapExport.render(source: source, style: document, camera: camera).writePNG(to: out)
            } catch { throw fail(error, naming: file) }
            print("wrote \(out) (\(size.width)x\(size.height))")
        }
    }
}
