import Foundation
import WhimGraphics
import WhimNet
import WhimStyle
import WhimTiles

/// Draws a tile source's vector tiles in a MapLibre style for a `Camera`: the style's background, fill,
/// line and circle layers in order, and its symbol layers as labels placed with collision.
///
/// Zooms follow MapLibre: a style's zoom `z` is this library's camera zoom `z + 1` (MapLibre's world is
/// 512 pixels wide at zoom 0, a slippy map's 256), and a view at style zoom `z` reads the source's tiles
/// of zoom `⌊z⌋`, clamped to the source's range (past its deepest zoom the tiles are drawn larger).
///
/// One renderer belongs to one thread (the tile worker's): it keeps the tiles it decoded.
public final class VectorMapRenderer {
    /// Where the tiles come from.
    public let source: any TileSource
    /// How they are drawn.
    public let style: StyleDocument
    /// Whether symbol layers are placed as labels.
    public var drawsLabels = true
    let cache: SourceTileCache
    /// Style layers that draw something, bottom to top, each with its index in the style.
    private let drawable: [(index: Int, layer: StyleLayer)]
    /// The style's layers at the style zoom drawn last (`StyleLayer.atZoom`), by index in the style: every
    /// tile of a settled view shares them.
    private var zoomed: (zoom: Double, layers: [StyleLayer])?
    /// Label names split into pieces, each once.
    var labelPieces = LabelTextPieces()

    /// A renderer of `source` in `style`, keeping up to `cacheBytes` of decoded tiles, reading the new
    /// tiles of a view on `readingHelpers` threads besides the tile worker's (default:
    /// `readingHelpers(for:)`).
    public init(source: any TileSource, style: StyleDocument, cacheBytes: Int = 48 << 20, readingHelpers: Int? = nil) {
        self.source = source
        self.style = style
        self.cache = SourceTileCache(budget: cacheBytes, readingHelpers: readingHelpers ?? Self.readingHelpers(for: source))
        drawable = style.layers.enumerated().filter { $0.element.type.isDrawable }.map { ($0.offset, $0.element) }
    }

    /// The style's layers with their zoom-only properties and filters evaluated at style zoom `z`, by index
    /// in the style (layers not drawn at `z` as they are).
    func layers(atZoom z: Double) -> [StyleLayer] {
        if let zoomed, zoomed.zoom == z { return zoomed.layers }
        let layers = style.layers.map { $0.isDrawn(atZoom: z) ? $0.atZoom(z) : $0 }
        zoomed = (z, layers)
        return layers
    }

    /// Threads that read a view's new tiles beside the tile worker: the other cores for a local source,
    /// whose reading is inflating and decoding; for a server's, whose reading is mostly waiting for an
    /// answer, enough to keep `networkReadsInFlight` requests in flight.
    public static func readingHelpers(for source: any TileSource) -> Int {
        source is any NetworkTileSource ? networkReadsInFlight - 1 : max(1, min(3, ProcessInfo.processInfo.activeProcessorCount - 1))
    }

    /// Requests a network source's reading keeps in flight: a first view and its label regions need
    /// about 140 source tiles, which take 12 round trips at this width.
    public static let networkReadsInFlight = 12

    /// The style zoom of a camera zoom.
    public static func styleZoom(_ cameraZoom: Double) -> Double { cameraZoom - 1 }

    /// The source zoom whose tiles a view at `styleZoom` reads.
    func sourceZoom(_ styleZoom: Double) -> Int {
        let m = source.metadata
        let z = styleZoom.isFinite ? Int(max(-1, min(Double(TileID.maxZoom), (styleZoom + 1e-6).rounded(.down)))) : m.minZoom
        return min(max(z, m.minZoom, 0), max(m.maxZoom, m.minZoom))
    }

    /// The source tiles at zoom `z` that a world rectangle touches (within the world).
    static func tiles(covering rect: Rect, zoom z: Int) -> [TileID] {
        let n = Double(1 << z)
        func index(_ v: Double) -> Int { Int(max(0, min(n - 1, (v * n).rounded(.down)))) }
        guard rect.maxX > 0, rect.maxY > 0, rect.minX < 1, rect.minY < 1 else { return [] }
        let columns = index(rect.minX)...index(rect.maxX - 1e-12), rows = index(rect.minY)...index(rect.maxY - 1e-12)
        guard columns.count * rows.count <= 4096 else { return [] }
        return rows.flatMap { y in columns.map { x in TileID(z: z, x: x, y: y) } }
    }

    /// A decoded tile standing for tile `id` of the view: `id`'s own, or its nearest ancestor's where the
    /// source has no tile `id` (a sparse archive: the country where the city's tiles end, never a void).
    struct ShownTile {
        var id: TileID
        var source: TileID
        var tile: DecodedTile
    }

    /// How many zooms up a missing tile is looked for.
    static let ancestorReach = 12

    func tileOrAncestor(_ id: TileID) -> ShownTile? {
        var at: TileID? = id
        for _ in 0...Self.ancestorReach {
            guard let current = at, current.z >= source.metadata.minZoom else { return nil }
            if let tile = cache.tile(current, from: source) { return ShownTile(id: id, source: current, tile: tile) }
            at = current.parent
        }
        return nil
    }

    /// Whether the last draw stands in for a tile the source could not read (the network away): it is
    /// drawn again later.
    public var drawIsProvisional: Bool { cache.drawIsProvisional }

    /// The colour of the style's background at a camera zoom (the first visible background layer's).
    public func backgroundColor(cameraZoom: Double) -> Color? {
        let z = Self.styleZoom(cameraZoom)
        guard let layer = drawable.first(where: { $0.layer.type == .background && $0.layer.isDrawn(atZoom: z) })?.layer else { return nil }
        let paint = layer.background(zoom: z)
        return paint.color.withAlpha(paint.color.alpha * paint.opacity)
    }

    /// Draws everything but the labels for `camera` into `canvas` (its viewport at the canvas's origin).
    /// `pixelRatio`: the canvas's device pixels per unit of the camera's viewport (its surface's device
    /// scale on a scaled desktop), to whose whole pixels tile edges are snapped. `isCancelled` is asked
    /// between layers; returns false when it said yes and drawing stopped.
    @discardableResult
    public func renderBase(into canvas: Canvas, camera: Camera, pixelRatio: Double = 1, isCancelled: () -> Bool = { false }) -> Bool {
        cache.beginDraw()
        let z = Self.styleZoom(camera.zoom)
        let viewport = Rect(size: camera.viewportSize)
        let ids = Self.tiles(covering: camera.visibleWorldRect, zoom: sourceZoom(z))
        cache.prefetch(ids, from: source, isCancelled: isCancelled)
        var tiles: [ShownTile] = []
        for id in ids {
            if isCancelled() { return false }
            if let shown = tileOrAncestor(id) { tiles.append(shown) }
        }
        let project = ScreenProjector(camera: camera, pixelRatio: pixelRatio)
        canvas.fill(viewport, .white)
        let zoomed = layers(atZoom: z)
        for (layerIndex, layer) in drawable where layer.isDrawn(atZoom: z) {
            let atZoom = zoomed[layerIndex]
            switch layer.type {
            case .background:
                let paint = atZoom.background(zoom: z)
                canvas.fill(viewport, paint.color.withAlpha(paint.color.alpha * paint.opacity))
            case .fill, .line, .circle:
                for shown in tiles {
                    guard let sourceLayer = layer.sourceLayer, let index = shown.tile.layer(named: sourceLayer) else { continue }
                    let data = shown.tile.layers[index]
                    guard !data.data.features.isEmpty else { continue }
                    let transform = TileTransform(tile: shown.source, extent: data.data.extent, project: project, shownAs: shown.id)
                    guard let drawn = transform.tileRect.intersection(viewport) else { continue }
                    let kept = shown.tile.features(of: index, keptBy: layerIndex, zoom: z) {
                        atZoom.matches(StyledTileFeature(layer: data, index: $0), zoom: z)
                    }
                    guard !kept.isEmpty else { continue }
                    canvas.withState {
                        canvas.clip(to: transform.tileRect)
                        draw(atZoom, data, kept,
                             within: transform.tileUnits(of: drawn.insetBy(dx: -Self.reach, dy: -Self.reach)), transform, zoom: z, canvas: canvas)
                    }
                }
            default:
                continue
            }
            if isCancelled() { return false }
        }
        return !isCancelled()
    }

    /// How far past the drawn area a feature's ink may reach (half the widest stroke or circle).
    static let reach = 48.0

    /// Draws the features of `data` the layer's filter kept (`kept`) whose boxes touch `area` (tile units).
    private func draw(_ layer: StyleLayer, _ data: DecodedLayer, _ kept: [Int32],
                      within area: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                      _ t: TileTransform, zoom: Double, canvas: Canvas) {
        // Features whose paint cannot differ share one path and one fill or stroke.
        let shared = !layer.dependsOnFeature
        var pending = false
        var firstMatch: StyledTileFeature?
        for index in kept {
            let i = Int(index)
            guard data.boxes[i].overlaps(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: area.maxY) else { continue }
            let feature = data.data.features[i]
            let styled = StyledTileFeature(layer: data, index: i)
            switch (layer.type, feature.type) {
            case (.fill, .polygon):
                if !shared || !pending { canvas.beginPath() }
                t.addParts(of: feature, to: canvas, close: true)
                pending = true
                if shared { firstMatch = firstMatch ?? styled } else { fill(layer, styled, zoom: zoom, canvas: canvas); pending = false }
            case (.line, .lineString), (.line, .polygon):
                if !shared || !pending { canvas.beginPath() }
                t.addParts(of: feature, to: canvas, close: feature.type == .polygon)
                pending = true
                if shared { firstMatch = firstMatch ?? styled } else { stroke(layer, styled, zoom: zoom, canvas: canvas); pending = false }
            case (.circle, .point):
                let paint = layer.circle(zoom: zoom, feature: styled)
                for p in feature.points { drawCircle(paint, at: t(p), canvas: canvas) }
            default:
                continue
            }
        }
        guard pending, let firstMatch else { return }
        if layer.type == .fill { fill(layer, firstMatch, zoom: zoom, canvas: canvas) } else { stroke(layer, firstMatch, zoom: zoom, canvas: canvas) }
    }

    private func fill(_ layer: StyleLayer, _ feature: StyledTileFeature, zoom: Double, canvas: Canvas) {
        let paint = layer.fill(zoom: zoom, feature: feature)
        let color = paint.color.withAlpha(paint.color.alpha * paint.opacity)
        if let outline = paint.outlineColor, paint.antialias {
            canvas.fillCurrentPath(color, preserve: true)
            canvas.strokeCurrentPath(outline.withAlpha(outline.alpha * paint.opacity), style: LineStyle(width: 1))
        } else {
            canvas.fillCurrentPath(color)
        }
    }

    private func stroke(_ layer: StyleLayer, _ feature: StyledTileFeature, zoom: Double, canvas: Canvas) {
        let paint = layer.line(zoom: zoom, feature: feature)
        // A gap draws the line as two strokes either side of it (a casing): here a stroke as wide as both,
        // which the layers drawn above it cover in the middle.
        let width = paint.gapWidth > 0 ? paint.gapWidth + 2 * paint.width : paint.width
        guard width > 0, paint.opacity > 0 else { canvas.beginPath(); return }
        let cap: LineStyle.Cap = switch paint.cap { case .butt: .butt; case .round: .round; case .square: .square }
        let join: LineStyle.Join = switch paint.join { case .bevel: .bevel; case .round: .round; case .miter: .miter }
        let dashes = paint.dashes.count >= 2 && paint.dashes.contains(where: { $0 > 0 }) ? paint.dashes.map { $0 * max(width, 1) } : []
        canvas.strokeCurrentPath(paint.color.withAlpha(paint.color.alpha * paint.opacity),
                                 style: LineStyle(width: width, cap: cap, join: join, dash: dashes))
    }

    private func drawCircle(_ paint: CirclePaint, at p: Point, canvas: Canvas) {
        guard paint.radius > 0 else { return }
        if paint.strokeWidth > 0 {
            canvas.fillCircle(center: p, radius: paint.radius + paint.strokeWidth,
                              paint.strokeColor.withAlpha(paint.strokeColor.alpha * paint.strokeOpacity))
        }
        canvas.fillCircle(center: p, radius: paint.radius, paint.color.withAlpha(paint.color.alpha * paint.opacity))
    }
}
