import ArgumentParser
import Foundation
import WhimAnimation
import WhimDemo
import WhimGraphics
import WhimMap
import WhimStyle

/// Parses "60.1709,24.9432".
struct CoordinateArgument: ExpressibleByArgument, CustomStringConvertible {
    var coordinate: GeoCoordinate

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]), lat.isFinite, lon.isFinite,
              abs(lat) <= 90, abs(lon) <= 180 else { return nil }
        coordinate = GeoCoordinate(latitude: lat, longitude: lon)
    }

    var description: String { "\(coordinate.latitude),\(coordinate.longitude)" }
}

extension TravelMode: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    /// The names help lists and parsing accepts (not the raw values).
    public static var allValueStrings: [String] { allCases.map(\.description) }
}

extension MapCommand {
    /// `whim-demo map route FILE --from LAT,LON --to LAT,LON --mode M [--out FILE.png]`.
    struct RouteCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "route",
            abstract: "Find the quickest route along the ways of an extract (A* over the road graph).",
            discussion: "Modes: walking, cycling, driving (one-way streets and access tags respected), tram (along railway=tram).")

        @Argument(help: "An .osm.pbf file.")
        var file: String

        // Unconditional: a southern or western coordinate starts with "-" and is still the value.
        @Option(parsing: .unconditional, help: "Start, LAT,LON in degrees (-90 to 90, -180 to 180).")
        var from: CoordinateArgument

        @Option(parsing: .unconditional, help: "End, LAT,LON in degrees (-90 to 90, -180 to 180).")
        var to: CoordinateArgument

        // Optional, so that help shows the default by its name (a default value would show its raw value).
        @Option(help: "walking (the default), cycling, driving or tram.")
        var mode: TravelMode?

        @Option(help: "Also render the route over the map into this PNG.")
        var out: String?

        @Option(help: "A MapLibre style JSON for --out (default: the app's own, Assets/styles/whim-light.json).")
        var style: String?

        @Option(help: "Image size for --out, WIDTHxHEIGHT.")
        var size = SizeArgument(width: 960, height: 540)

        func validate() throws { try size.check(option: "--size") }

        func run() throws {
            let model: MapModel
            do { model = try MapModel.load(contentsOf: URL(fileURLWithPath: file)) } catch { throw fail(error, naming: file) }
            let start = MonotonicClock().now
            let route: Route
            do { route = try RoutePlanner(graph: model.roads).route(from: from.coordinate, to: to.coordinate, mode: mode ?? .walking) } catch {
                throw fail(error.description)
            }
            let searched = MonotonicClock().now - start
            print(String(format: "%@: %.0f m, %d min %02d s (%d vertices, found in %.1f ms)", (mode ?? .walking).description, route.distance,
                         Int(route.duration) / 60, Int(route.duration) % 60, route.vertices.count, searched * 1000))
            guard let out else { return }
            let document: StyleDocument
            do { document = try style.map(DemoMapChoice.loadStyle) ?? DemoMapChoice.defaultStyle() } catch { throw fail("\(error)") }
            let image: Surface
            do {
                image = try RouteExport.render(route, on: model, style: document, size: PixelSize(width: size.width, height: size.height))
                try image.writePNG(to: out)
            } catch {
                throw fail("\(out): \(error)")
            }
            let cropped = image.width != size.width || image.height != size.height ? ", cropped to the data within \(size)" : ""
            print("wrote \(out) (\(image.width)x\(image.height)\(cropped))")
        }
    }
}
