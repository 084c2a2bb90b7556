import ArgumentParser
import Foundation
import WhimGraphics
import WhimAnimation
import WhimMap

/// `whim-demo map info|render`: works on any OSM PBF extract, not only the shipped one.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map", abstract: "Inspect, render or route on an OSM PBF extract.",
        subcommands: [Info.self, Render.self, RouteCommand.self])

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

    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render the whole extract to a PNG.")

        @Argument(help: "An .osm.pbf file.")
        var file: String

        @Option(help: "The largest image size, WIDTHxHEIGHT: the image takes the extract's shape within it.")
        var size = SizeArgument(width: 1920, height: 1080)

        @Option(help: "Output PNG path.")
        var out: String

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
