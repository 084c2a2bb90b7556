import ArgumentParser
import Foundation
import WhimGraphics
import WhimAnimation
import WhimMap

/// `whim-demo map info|render`: works on any OSM PBF extract, not only the shipped one.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map", abstract: "Inspect, render or route on an OSM PBF extract.",
        subcommands: [Info.self, Load.self, Render.self, RouteCommand.self])

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print counts, bounding box and decode time of an OSM PBF file.")

        @Argument(help: "An .osm.pbf file.")
        var file: String

        func run() throws {
            let start = MonotonicClock().now
            let data: OSMData
            do { data = try PBFDecoder.decode(contentsOf: URL(fileURLWithPath: file)) } catch {
                throw fail("\(file): \(error)")
            }
            let decoded = MonotonicClock().now - start
            let model = MapModel(data: data)
            print(MapInfo(data: data, model: model, decodeSeconds: decoded))
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
                throw fail("\(file): \(error)")
            }
            let built = clock.now - start - decoded
            ResidentMemory.releaseFreePages()
            let after = ResidentMemory.now() ?? before
            var report = MapLoadReport(file: fileSize, features: model.featureCount, roadEdges: model.roads.edgeCount,
                                       decodeSeconds: decoded, buildSeconds: built, before: before, after: after)
            report.decodedBytes = decodedBytes
            report.modelBytes = model.storedBytes
            print(json ? report.json : report.description)
            withExtendedLifetime(model) {}
        }
    }

    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render the whole extract to a PNG.")

        @Argument(help: "An .osm.pbf file.")
        var file: String

        @Option(help: "The largest image size, WIDTHxHEIGHT: the image takes the extract's shape within it.")
        var size = SizeArgument(width: 1920, height: 1080)

        @Option(help: "Output PNG path.")
        var out: String

        func validate() throws { try size.check(option: "--size") }

        func run() throws {
            let written: PixelSize
            do {
                written = try MapExport.renderPNG(input: URL(fileURLWithPath: file), size: PixelSize(width: size.width, height: size.height), output: out)
            } catch {
                throw fail("\(file): \(error)")
            }
            let shape = written == PixelSize(width: size.width, height: size.height) ? "" : ", the extract's shape within \(size)"
            print("wrote \(out) (\(written.width)x\(written.height)\(shape))")
        }
    }
}
