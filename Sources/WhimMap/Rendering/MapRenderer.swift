import WhimGraphics

/// Draws a `MapModel` with a `MapStyle` for a `Camera`: areas, buildings, roads with casings, railways,
/// tram lines and road names. Pure drawing: the same model, style and camera give the same pixels.
public struct MapRenderer: Sendable {
    /// The map data drawn.
    public let model: MapModel
    /// Colours, widths and label rules.
    public var style: MapStyle
    /// Whether road names are placed.
    public var drawsLabels: Bool

    /// A renderer of `model` in `style`, with or without road names.
    public init(model: MapModel, style: MapStyle = .light, drawsLabels: Bool = true) {
        self.model = model
        self.style = style
        self.drawsLabels = drawsLabels
    }

    /// The attribution OpenStreetMap's licence requires wherever the map is shown.
    public static let attribution = "© OpenStreetMap contributors"

    /// Renders the camera's view into a new opaque (RGB24) surface the size of its viewport, attribution included.
    public func render(camera: Camera, attribution: Bool = true) throws(GraphicsError) -> Surface {
        let width = max(1, Int(camera.viewportSize.width.rounded(.up)))
        let height = max(1, Int(camera.viewportSize.height.rounded(.up)))
        let surface = try Surface(width: width, height: height, format: .rgb24)
        let canvas = Canvas(surface)
        render(into: canvas, camera: camera)
        if attribution { drawAttribution(into: canvas, viewport: camera.viewportSize) }
        canvas.flush()
        return surface
    }

    /// Draws the base map and its labels: the camera's viewport maps onto the canvas from its current origin.
    /// Everything under the viewport is painted (the map is opaque), so no clearing is needed.
    public func render(into canvas: Canvas, camera: Camera) {
        renderBase(into: canvas, camera: camera)
        if let placer = placeLabels(camera: camera, measuringWith: canvas) { placer.draw(into: canvas) }
    }

    /// Draws everything but the labels (a tile draws the labels placed for its whole region instead).
    /// `isCancelled` is asked between layers; returns false when it said yes and drawing stopped.
    @discardableResult
    public func renderBase(into canvas: Canvas, camera: Camera, isCancelled: () -> Bool = { false }) -> Bool {
        let project = ScreenProjector(camera: camera)
        let zoom = camera.zoom
        let viewport = Rect(size: camera.viewportSize)
        // Cull with a margin as wide as the widest stroke.
        let margin = 40 / camera.scale
        let visible = camera.visibleWorldRect.insetBy(dx: -margin, dy: -margin)

        canvas.fill(viewport, style.land)
        drawOutsideData(canvas, project: project, viewport: viewport)

        for kind in [MapFeatureKind.landuse, .park, .pedestrianArea, .water] {
            fillAreas(kind, canvas, project, visible)
        }
        strokeLines(.waterway, canvas, project, visible, zoom: zoom, tunnels: false)
        if isCancelled() { return false }
        if zoom >= style.buildingMinimumZoom { drawBuildings(canvas, project, visible, zoom: zoom) }
        if isCancelled() { return false }

        // Tunnels first and faded, then casings of every road class, then the fills, minor to major, so
        // that junctions merge.
        for kind in MapFeatureKind.roads { strokeLines(kind, canvas, project, visible, zoom: zoom, tunnels: true) }
        for kind in MapFeatureKind.roads { strokeCasings(kind, canvas, project, visible, zoom: zoom) }
        if isCancelled() { return false }
        for kind in MapFeatureKind.roads { strokeLines(kind, canvas, project, visible, zoom: zoom, tunnels: false) }
        drawRailways(canvas, project, visible, zoom: zoom)
        strokeLines(.tram, canvas, project, visible, zoom: zoom, tunnels: false)
        return !isCancelled()
    }

    /// Places the labels anchored in a camera's viewport (nil when labels are off at this zoom). With
    /// `reach`, labels may reach that far (viewport pixels) past the viewport, and keep clear of `avoiding`.
    /// `canvas` only measures text.
    func placeLabels(camera: Camera, measuringWith canvas: Canvas, reach: Double? = nil,
                     avoiding placed: [LabelPlacer.Label] = []) -> LabelPlacer? {
        guard drawsLabels && camera.zoom >= style.labelMinimumZoom - 1 else { return nil }
        let margin = (40 + (reach ?? 0)) / camera.scale
        let visible = camera.visibleWorldRect.insetBy(dx: -margin, dy: -margin)
        let viewport = Rect(size: camera.viewportSize)
        var placer = LabelPlacer(style: style, viewport: viewport)
        if let reach { placer.reach = viewport.insetBy(dx: -reach, dy: -reach) }
        placer.avoid(placed)
        placer.placeLabels(model, project: ScreenProjector(camera: camera), visible: visible, zoom: camera.zoom,
                              canvas: canvas)
        return placer
    }

    /// Draws "© OpenStreetMap contributors" in the bottom-right corner of a viewport.
    public func drawAttribution(into canvas: Canvas, viewport: Size) {
        MapAttribution(style: style).draw(into: canvas, viewport: viewport)
    }

    // MARK: - Layers

    /// A slightly darker tint outside the data's bounds, so the extract's edge reads as "no data here".
    private func drawOutsideData(_ canvas: Canvas, project: ScreenProjector, viewport: Rect) {
        let world = model.worldBounds
        let topLeft = project(world.origin)
        let bottomRight = project(Point(x: world.maxX, y: world.maxY))
        let inside = Rect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
        if inside.minX <= viewport.minX && inside.minY <= viewport.minY && inside.maxX >= viewport.maxX && inside.maxY >= viewport.maxY {
            return
        }
        canvas.beginPath()
        canvas.addRect(viewport.insetBy(dx: -2, dy: -2))
        canvas.addRect(inside)
        canvas.fillCurrentPath(style.land.mixed(with: 0x8A8070, 0.08), evenOdd: true)
    }

    private func fillAreas(_ kind: MapFeatureKind, _ canvas: Canvas, _ project: ScreenProjector, _ visible: Rect) {
        let set = model[kind]
        let color = style.areaColor(kind)
        var near: [Int] = []
        model.features(kind, in: visible, into: &near)
        for f in near where set.bounds[f].overlaps(visible) {
            canvas.beginPath()
            for part in set.parts(of: f) { canvas.addPart(set, part, project, close: true) }
            canvas.fillCurrentPath(color, evenOdd: true)
        }
    }

    private func drawBuildings(_ canvas: Canvas, _ project: ScreenProjector, _ visible: Rect, zoom: Double) {
        let set = model[.building]
        // Fade buildings in over half a zoom level.
        let fade = min(1, (zoom - style.buildingMinimumZoom) * 2 + 0.3)
        let fill = style.land.mixed(with: style.building, fade)
        let outline = style.land.mixed(with: style.buildingOutline, fade)
        let outlined = zoom >= 15.5
        let lineStyle = WhimGraphics.LineStyle(width: zoom >= 17 ? 1 : 0.6, join: .round)
        var near: [Int] = []
        model.features(.building, in: visible, into: &near)
        for f in near where set.bounds[f].overlaps(visible) {
            canvas.beginPath()
            for part in set.parts(of: f) { canvas.addPart(set, part, project, close: true) }
            canvas.fillCurrentPath(fill, evenOdd: true, preserve: outlined)
            if outlined { canvas.strokeCurrentPath(outline, style: lineStyle) }
        }
    }

    /// Adds every visible line of a kind (tunnels or not) to the current path; false when none.
    private func addLines(_ set: MapFeatureSet, _ canvas: Canvas, _ project: ScreenProjector, _ visible: Rect,
                          tunnels: Bool) -> Bool {
        canvas.beginPath()
        var any = false
        var near: [Int] = []
        model.features(set.kind, in: visible, into: &near)
        for f in near where set.isTunnel[f] == tunnels && set.bounds[f].overlaps(visible) {
            for part in set.parts(of: f) { any = canvas.addPart(set, part, project, close: false) || any }
        }
        return any
    }

    private func strokeCasings(_ kind: MapFeatureKind, _ canvas: Canvas, _ project: ScreenProjector, _ visible: Rect,
                               zoom: Double) {
        guard let line = style.lines[kind], let casing = line.casing, zoom >= line.minimumZoom else { return }
        let width = line.width.value(at: zoom) + 2 * line.casingWidth.value(at: zoom)
        guard width >= 1.2, addLines(model[kind], canvas, project, visible, tunnels: false) else { return }
        canvas.strokeCurrentPath(casing, style: .rounded(width))
    }

    private func strokeLines(_ kind: MapFeatureKind, _ canvas: Canvas, _ project: ScreenProjector, _ visible: Rect,
                             zoom: Double, tunnels: Bool) {
        guard let line = style.lines[kind], zoom >= line.minimumZoom else { return }
        guard addLines(model[kind], canvas, project, visible, tunnels: tunnels) else { return }
        let width = line.width.value(at: zoom)
        var color = line.color
        var lineStyle = WhimGraphics.LineStyle.rounded(width)
        if tunnels {
            color = style.land.mixed(with: line.casing ?? line.color, style.tunnelOpacity)
            lineStyle = WhimGraphics.LineStyle(width: width, cap: .butt, join: .round,
                                               dash: [max(width, 2) * 2, max(width, 2)])
        } else if !line.dash.isEmpty {
            let unit = max(width, 1.5)
            lineStyle = WhimGraphics.LineStyle(width: width, cap: .butt, join: .round, dash: line.dash.map { $0 * unit })
        }
        canvas.strokeCurrentPath(color, style: lineStyle)
    }

    private func drawRailways(_ canvas: Canvas, _ project: ScreenProjector, _ visible: Rect, zoom: Double) {
        guard let line = style.lines[.railway], zoom >= line.minimumZoom else { return }
        guard addLines(model[.railway], canvas, project, visible, tunnels: false) else { return }
        let width = line.width.value(at: zoom)
        let dashed = zoom >= 15 && width >= 1.8
        canvas.strokeCurrentPath(line.color, style: WhimGraphics.LineStyle(width: width, cap: .butt, join: .round),
                                 preserve: dashed)
        if dashed {
            canvas.strokeCurrentPath(style.railwayDash, style: WhimGraphics.LineStyle(
                width: width * 0.45, cap: .butt, join: .round, dash: [width * 3, width * 3]))
        }
    }
}
