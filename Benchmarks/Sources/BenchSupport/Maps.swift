import Foundation
import WhimCore
import WhimMapBackdrop
import WhimGraphics
import WhimMap
import WhimStyle

/// The map data the suites use.
public enum BenchMaps {
    /// `Assets/maps/helsinki.osm.pbf` of the root package.
    public static var helsinkiURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Assets/maps/helsinki.osm.pbf")
    }

    /// The app's style, `Assets/styles/whim-light.json` of the root package, in which extracts are drawn
    /// through their tiles; read once (the rig stops with the file's name when it is missing or broken).
    public static let style: StyleDocument = {
        let url = helsinkiURL.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("styles/whim-light.json")
        guard let data = try? Data(contentsOf: url), let style = try? StyleDocument.parse([UInt8](data)) else {
            preconditionFailure("benchmark rig: cannot read the style \(url.path)")
        }
        return style
    }()

    /// Decodes Helsinki and builds its model.
    public static func helsinki() throws -> MapModel {
        let url = helsinkiURL
        guard FileManager.default.fileExists(atPath: url.path) else { throw RigError.missingData(url.path) }
        return try MapModel.load(contentsOf: url)
    }

    /// A map `factor` times denser than `model`: every feature drawn `factor` times, each copy shifted by a
    /// few metres, so the same viewport holds `factor` times the geometry.
    public static func denser(_ model: MapModel, factor: Int = 10) -> MapModel {
        let step = 2.5e-7 // world units: about 4 px at zoom 16
        let offsets = (0..<factor).map { copy in Point(x: Double(copy % 4) * step - 1.5 * step, y: Double(copy / 4) * step - step) }
        return MapModel(bounds: model.bounds, tileFeatures: model.tileFeatures.copies(shiftedBy: offsets))
    }
}

extension MapBackdrop {
    /// The app's map backdrop over `model`'s tiles in the app's style.
    public convenience init(model: MapModel) {
        self.init(model: model, style: BenchMaps.style)
    }

    /// The app's own map backdrop over `model`, with `margin` extra cached pixels on each side as a
    /// fraction of the viewport (0 for the naive design, which renders exactly the viewport every frame).
    public convenience init(model: MapModel, margin: Double) {
        self.init(model: model)
        mapView.cacheMargin = margin
    }

    /// A drag of the map by whole pixels: served from the cache while it covers the viewport.
    public func pan(dx: Double, dy: Double) { mapView.pan(dx: dx, dy: dy) }

    /// Renders the whole viewport again from the extract (what the naive design does every frame): its
    /// tiles cut, drawn and labelled in the app's style.
    public func rerender(_ model: MapModel) {
        _ = try? VectorMapExport.render(source: OSMTileSource(model: model), style: BenchMaps.style, camera: mapView.camera)
    }
}
