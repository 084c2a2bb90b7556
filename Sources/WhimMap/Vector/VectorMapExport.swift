import WhimGraphics
import WhimStyle
import WhimNet
import WhimTiles

/// Still images of a tile source in a style (`whim-demo map render`, golden images): the view is drawn
/// through the same tiles, labels and mosaic as the window, waiting for every tile, so the same inputs
/// give the same pixels every run.
public enum VectorMapExport {
    /// Renders `source` in `style` for `camera` into a new surface, the attribution in the corner, at
    /// `pixelRatio` device pixels per unit of the camera's viewport (the surface is that much larger).
    public static func render(source: any TileSource, style: StyleDocument, camera: Camera, pixelRatio: Double = 1,
                              attribution: String = MapAttribution.openStreetMap) throws(GraphicsError) -> Surface {
        let view = MapView(source: source, style: style, attribution: attribution, viewportSize: camera.viewportSize, camera: camera)
        defer { view.worker.stop() }
        view.cacheMargin = 0
        view.setPixelRatio(pixelRatio)
        let surface = try Surface(width: view.pixelSize.width, height: view.pixelSize.height, format: .rgb24)
        let canvas = Canvas(surface)
        try view.draw(into: canvas)
        view.drawAttribution(into: canvas)
        canvas.flush()
        return surface
    }
}

extension MapView {
    /// A map view of `source`'s vector tiles in `style` (or `camera`), the whole world reachable; an OSM
    /// extract's tiles come from `OSMTileSource(model:)`.
    public convenience init(source: any TileSource, style: StyleDocument, attribution: String = MapAttribution.openStreetMap,
                            viewportSize: Size, camera: Camera? = nil, tileLoading: TileLoading = .waitForTiles) {
        let renderer = VectorMapRenderer(source: source, style: style)
        self.init(content: MapContent.tiles(renderer: renderer, attribution: attribution), drawing: MapTileDrawer(vector: renderer),
                  viewportSize: viewportSize, camera: camera, tileLoading: tileLoading)
    }
}

extension MapContent {
    /// A tile source's content: the whole world, the source's bounds (or the world) shown first, the
    /// style's background at a middle zoom under missing tiles, and the source's own credit beside `attribution`.
    public static func tiles(renderer: VectorMapRenderer, attribution: String = MapAttribution.openStreetMap) -> MapContent {
        let m = renderer.source.metadata
        let bounds = m.bounds.flatMap { b -> GeoBounds? in
            guard b.south < b.north, b.west < b.east, [b.south, b.north, b.west, b.east].allSatisfy(\.isFinite) else { return nil }
            return GeoBounds(minLatitude: max(-85, b.south), maxLatitude: min(85, b.north),
                             minLongitude: max(-180, b.west), maxLongitude: min(180, b.east))
        } ?? GeoBounds(minLatitude: -60, maxLatitude: 75, minLongitude: -180, maxLongitude: 180)
        let credit = Self.credit(attribution, source: m.attribution)
        var content = MapContent(background: renderer.backgroundColor(cameraZoom: 12) ?? .white, initialBounds: bounds,
                                 limitRect: MapContent.world, maxZoom: 20, attribution: MapAttribution(text: credit))
        content.network = (renderer.source as? any NetworkTileSource)?.network
        return content
    }

    /// The source's own credit without markup, with `attribution` after it unless the source already
    /// credits OpenStreetMap; `attribution` alone when the source says nothing.
    static func credit(_ attribution: String, source: String) -> String {
        var text = ""
        var inTag = false
        for c in source {
            if c == "<" { inTag = true } else if c == ">" { inTag = false; text.append(" ") } else if !inTag { text.append(c) }
        }
        let plain = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if plain.isEmpty { return attribution }
        return plain.contains("OpenStreetMap") ? plain : "\(plain) \(attribution)"
    }
}
