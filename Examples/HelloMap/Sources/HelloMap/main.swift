// HelloMap: the map in a window, a scene of our own that pushes a second one and presents a sheet.
// Usage: hello-map [--seconds N] [--open details|sheet] [--style STYLE.json] [MAP.pmtiles|MAP.mbtiles|MAP.osm.pbf]
// (default: the shipped world tiles in the app's style).
import Foundation
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimMap
import WhimMapBackdrop
import WhimSDL
import WhimStyle
import WhimTiles

/// A multipart scene: a title bar, a card with buttons, and one marker of its own on the map.
final class PlaceScene: WhimSingleScene, WhimMapLayerScene {
    let mapLayer: MapLayer

    init(_ title: String, at place: GeoCoordinate, buttons: [Button]) {
        mapLayer = MapLayer(name: title, markers: [MapMarker(id: title, coordinate: place, title: title)],
                            cameraWish: .fitContent(maxZoom: 16))
        let bar = Panel(title: title, chrome: .topBar(.white), root: Label(title, font: .bold(22)))
        let card = Panel(title: "\(title) card", chrome: .bottomCard(.white), root: VStack(spacing: 10, buttons))
        card.card = BottomCardBehavior(detents: [.fromBottom(90), .fromBottom(200)], initialDetent: 1)
        super.init(.multipart(top: bar, bottom: card))
    }
}

/// The app: one stack of scenes over the map, under a presenting scene that shows sheets over it.
final class HelloMap {
    let stack = WhimSceneNavigationStack()
    lazy var root = WhimPresentingScene(base: stack)

    init() {
        stack.swapAll(with: [PlaceScene("Hello, Helsinki", at: GeoCoordinate(latitude: 60.17095, longitude: 24.94325), buttons: [
            Button("The cathedral") { [unowned self] in showDetails() },
            Button("About this map", style: .tinted) { [unowned self] in showSheet() },
        ])])
    }

    func showDetails() {
        stack.push(scene: PlaceScene("Helsinki Cathedral", at: GeoCoordinate(latitude: 60.1705, longitude: 24.9522), buttons: [
            Button("Back", style: .tinted) { [unowned self] in stack.pop() },
        ]))
    }

    /// A sheet at half height over the current scene: drag it up or down, click the scrim, press Esc or Close.
    func showSheet() {
        let text = Label("Map data © OpenStreetMap contributors, under the Open Database License.", maxLines: 0)
        let close = Button("Close")
        let panel = Panel(title: "About", chrome: .bottomCard(.white), root: VStack(spacing: 14, [text, close]))
        let sheet = WhimSheet(panel: panel, detents: [.medium, .large])
        close.action = { [unowned sheet] in sheet.dismissFromPresenter() }
        root.present(sheet)
    }
}

/// Ends with one line on stderr and exit status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("hello-map: \(message)\n".utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name) else { return nil }
    guard i + 1 < arguments.count else { fail("\(name) needs a value") }
    defer { arguments.removeSubrange(i...i + 1) }
    return arguments[i + 1]
}
let seconds = option("--seconds").map { text -> Double in
    guard let value = Double(text), value >= 0 else { fail("--seconds takes a number of seconds, not \(text)") }
    return value
}
let opening = option("--open")
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..").standardized
let stylePath = option("--style") ?? repository.appendingPathComponent("Assets/styles/whim-light.json").path
let mapPath = arguments.first ?? repository.appendingPathComponent("Assets/maps/world.pmtiles").path

do {
    // Any map file: a PMTiles or MBTiles archive, or an OSM extract's tiles, drawn in a MapLibre style.
    let style = try StyleDocument.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: stylePath))))
    let map: BackdropMap = .tiles(source: try MapFile.open(path: mapPath).source, style: style,
                                  initialBounds: GeoBounds(minLatitude: 60.164, maxLatitude: 60.179, minLongitude: 24.935, maxLongitude: 24.953))
    let backdrop = MapBackdrop(map: map)
    // A window never waits for the map: tiles are drawn in the background and land as they arrive.
    backdrop.mapView.tileLoading = .background
    let container = try WhimSceneContainer(size: Size(width: 800, height: 520), clock: MonotonicClock(), backdrop: backdrop)
    let app = HelloMap()
    container.setRoot(app.root)
    switch opening {
    case nil: break
    case "details": app.showDetails()
    case "sheet": app.showSheet()
    case let other?: fail("--open takes details or sheet, not \(other)")
    }
    let host = try WindowHost(container: container, configuration: WindowConfiguration(title: "HelloMap"))
    host.run(timeout: seconds)
} catch {
    fail("\(error)")
}
