import Foundation
import WhimGraphics

/// What one scene shows on the shared map: markers, polylines (routes), polygons and circles, a selected
/// marker and a wish for the camera. A scene owns its layer and registers it with the `MapLayerManager`;
/// the map itself is never owned by a scene.
public final class MapLayer {
    /// A name for debugging and logs.
    public let name: String
    /// The pins.
    public var markers: [MapMarker] { didSet { revision &+= 1 } }
    /// The lines, such as routes, drawn under the pins.
    public var polylines: [MapPolyline] { didSet { revision &+= 1 } }
    /// The areas, drawn under the lines.
    public var polygons: [MapPolygon] { didSet { revision &+= 1 } }
    /// The ground circles, drawn under the lines.
    public var circles: [MapCircle] { didSet { revision &+= 1 } }
    /// The id of the selected marker, drawn larger with its title.
    public var selectedMarkerID: String? { didSet { if selectedMarkerID != oldValue { revision &+= 1 } } }
    /// Grows whenever something drawn changes, so composited pixels can be reused until it does.
    public private(set) var revision = 0
    /// What the camera does when this layer is activated.
    public var cameraWish: MapCameraWish
    /// Whether this layer is the active one (maintained by the manager).
    public internal(set) var isActive = false

    /// A layer; on the map it shows while a `MapLayerManager` has it active.
    public init(name: String, markers: [MapMarker] = [], polylines: [MapPolyline] = [], polygons: [MapPolygon] = [],
                circles: [MapCircle] = [], selectedMarkerID: String? = nil,
                cameraWish: MapCameraWish = .fitContent(maxZoom: 17)) {
        self.name = name
        self.markers = markers
        self.polylines = polylines
        self.polygons = polygons
        self.circles = circles
        self.selectedMarkerID = selectedMarkerID
        self.cameraWish = cameraWish
    }

    /// Whether the layer draws nothing.
    public var isEmpty: Bool { markers.isEmpty && polylines.isEmpty && polygons.isEmpty && circles.isEmpty }

    /// The box around all content, or nil for an empty layer.
    public var contentBounds: GeoBounds? {
        var coordinates: [GeoCoordinate] = markers.map(\.coordinate)
        for line in polylines { coordinates += line.coordinates }
        for polygon in polygons { for ring in polygon.rings { coordinates += ring } }
        for circle in circles {
            let b = circle.bounds
            coordinates.append(GeoCoordinate(latitude: b.minLatitude, longitude: b.minLongitude))
            coordinates.append(GeoCoordinate(latitude: b.maxLatitude, longitude: b.maxLongitude))
        }
        return GeoBounds(enclosing: coordinates)
    }

    // MARK: - Drawing

    /// Radius of an unselected marker's dot (points).
    public static let markerRadius = 7.0
    /// Radius of the selected marker's dot (points).
    public static let selectedMarkerRadius = 10.0

    /// Draws the layer's content for `camera` into a canvas whose origin is the viewport's top-left.
    public func draw(into canvas: Canvas, camera: Camera) {
        draw(into: canvas, camera: camera, leadingDiscInteriorDone: false)
    }

    /// Draws the layer's content like `draw(into:camera:)`; `leadingDiscInteriorDone`: the interior of
    /// `leadingDisc(camera:)` is already in the pixels (laid over the map as it was copied), so only
    /// that circle's edge and outline are drawn.
    public func draw(into canvas: Canvas, camera: Camera, leadingDiscInteriorDone: Bool) {
        for polygon in polygons { draw(polygon, canvas, camera) }
        for (i, circle) in circles.enumerated() { draw(circle, canvas, camera, interiorDone: leadingDiscInteriorDone && i == 0) }
        for line in polylines { draw(line, canvas, camera) }
        // Unselected markers first, the selected one on top.
        for marker in markers where marker.id != selectedMarkerID { draw(marker, selected: false, canvas, camera) }
        if let selected = markers.first(where: { $0.id == selectedMarkerID }) { draw(selected, selected: true, canvas, camera) }
    }

    private func draw(_ polygon: MapPolygon, _ canvas: Canvas, _ camera: Camera) {
        canvas.beginPath()
        for ring in polygon.rings where ring.count >= 3 {
            canvas.move(to: camera.screenPoint(for: ring[0]))
            for c in ring.dropFirst() { canvas.line(to: camera.screenPoint(for: c)) }
            canvas.closePath()
        }
        canvas.fillCurrentPath(polygon.fill, evenOdd: true, preserve: polygon.stroke != nil)
        if let stroke = polygon.stroke {
            canvas.strokeCurrentPath(stroke, style: LineStyle(width: polygon.strokeWidth, join: .round))
        }
    }

    /// The first thing the layer draws when it is a filled circle — no polygon under it — as a disc on
    /// the screen of `camera` with its fill colour, or nil: what a composer may lay over the map in the
    /// same pass as it copies the map (`Surface.copy(_:at:in:tintingInteriorOf:with:)`).
    public func leadingDisc(camera: Camera) -> (center: Point, radius: Double, fill: Color)? {
        guard polygons.isEmpty, let circle = circles.first, circle.fill.alpha > 0 else { return nil }
        let (center, radius) = screenDisc(circle, camera)
        guard radius >= 0.5 else { return nil }
        return (center, radius, circle.fill)
    }

    func screenDisc(_ circle: MapCircle, _ camera: Camera) -> (center: Point, radius: Double) {
        (camera.screenPoint(for: circle.center),
         circle.radiusMeters / WebMercator.metersPerPixel(latitude: circle.center.latitude, zoom: camera.zoom))
    }

    private func draw(_ circle: MapCircle, _ canvas: Canvas, _ camera: Camera, interiorDone: Bool) {
        let (center, radius) = screenDisc(circle, camera)
        guard radius >= 0.5 else { return }
        canvas.fillCircle(center: center, radius: radius, circle.fill, interiorDone: interiorDone)
        if let stroke = circle.stroke { canvas.strokeCircle(center: center, radius: radius, stroke, width: circle.strokeWidth) }
    }

    private func draw(_ line: MapPolyline, _ canvas: Canvas, _ camera: Camera) {
        guard line.coordinates.count >= 2 else { return }
        func addPath() {
            canvas.beginPath()
            canvas.move(to: camera.screenPoint(for: line.coordinates[0]))
            for c in line.coordinates.dropFirst() { canvas.line(to: camera.screenPoint(for: c)) }
        }
        if let casing = line.casing {
            addPath()
            canvas.strokeCurrentPath(casing, style: .rounded(line.width + 2 * line.casingWidth))
        }
        addPath()
        let style = line.dash.isEmpty
            ? LineStyle.rounded(line.width)
            : LineStyle(width: line.width, cap: .round, join: .round, dash: line.dash.map { $0 * line.width })
        canvas.strokeCurrentPath(line.color, style: style)
    }

    private func draw(_ marker: MapMarker, selected: Bool, _ canvas: Canvas, _ camera: Camera) {
        let p = camera.screenPoint(for: marker.coordinate)
        let r = selected ? Self.selectedMarkerRadius : Self.markerRadius
        // Soft shadow, white ring, coloured dot.
        canvas.fillCircle(center: Point(x: p.x, y: p.y + 1.5), radius: r + 2.5, Color(0x000000, alpha: 0.18))
        canvas.fillCircle(center: p, radius: r + 2, .white)
        canvas.fillCircle(center: p, radius: r, marker.color)
        if selected {
            canvas.fillCircle(center: p, radius: r * 0.4, .white)
            if let title = marker.title, !title.isEmpty { drawCallout(title, above: p, radius: r, canvas) }
        }
    }

    /// The font of a selected marker's callout.
    public static let calloutFont = Font.bold(12)

    private func drawCallout(_ title: String, above p: Point, radius: Double, _ canvas: Canvas) {
        let font = Self.calloutFont
        let metrics = canvas.measure(title, font: font)
        let padding = 8.0
        let width = min(metrics.width, 240) + 2 * padding
        let height = metrics.lineHeight + 2 * padding - 4
        let box = Rect(x: p.x - width / 2, y: p.y - radius - 10 - height, width: width, height: height)
        canvas.drawShadow(of: box, cornerRadius: 8, blur: 6, offset: Point(x: 0, y: 1), color: Color(0x000000, alpha: 0.2))
        canvas.beginPath()
        canvas.addPath(.roundedRect(box, radius: 8))
        canvas.fillCurrentPath(.white)
        // The pointer under the bubble.
        canvas.beginPath()
        canvas.move(to: Point(x: p.x - 6, y: box.maxY - 0.5))
        canvas.line(to: Point(x: p.x + 6, y: box.maxY - 0.5))
        canvas.line(to: Point(x: p.x, y: box.maxY + 6))
        canvas.closePath()
        canvas.fillCurrentPath(.white)
        canvas.drawText(title, in: box.insetBy(dx: padding, dy: 0), font: font, color: 0x202124, alignment: .center)
    }
}
