import ArgumentParser
import Foundation
import WhimAnimation
import WhimDemo
import WhimGraphics
import WhimMap
import WhimRouting
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

extension RouterChoice: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}

extension MapCommand {
    /// `whim-demo map route FILE --from LAT,LON --to LAT,LON --mode M [--router R] [--out FILE.png]`.
    struct RouteCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "route",
            abstract: "Find the quickest route and print its steps (A* over the extract's roads, or a routing engine).",
            discussion: """
                Modes: walking, cycling, driving (one-way streets and access tags respected), tram (along railway=tram, \
                built-in router only). --router osrm=URL asks an OSRM server (osrm-routed serves the profile its data \
                was prepared with), --router valhalla=URL a Valhalla server; FILE is still the map drawn by --out.
                """)

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

        @Option(help: "builtin (the default: A* over FILE's roads, unless the settings file names a router), osrm=URL or valhalla=URL.")
        var router: RouterChoice?

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
            let router = (try router ?? MapOptions.settings().router ?? .builtIn).router { RoutePlanner(graph: model.roads) }
            let route: Route
            do { route = try router.route(from: from.coordinate, to: to.coordinate, mode: mode ?? .walking) } catch {
                throw fail(error.description)
            }
            let searched = MonotonicClock().now - start
            let source = route.vertices.isEmpty ? "from \(router.name)" : "\(route.vertices.count) vertices"
            print(String(format: "%@: %.0f m, %d min %02d s (%@, found in %.1f ms)", (mode ?? .walking).description, route.distance,
                         Int(route.duration) / 60, Int(route.duration) % 60, source, searched * 1000))
            for (n, step) in route.maneuvers.enumerated() {
                print(String(format: "%3d. %@", n + 1, step.instruction) + (step.distance > 0 ? String(format: " (%.0f m)", step.distance) : ""))
            }
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
