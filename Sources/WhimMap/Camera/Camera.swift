import Foundation
import WhimGraphics

/// Where the map looks: a centre, a fractional zoom and the viewport it fills.
///
/// Screen points are in viewport pixels, origin top-left; world points are normalised Web Mercator
/// units (see `WebMercator`). At zoom `z` one world unit is `256 · 2^z` pixels.
public struct Camera: Hashable, Sendable, CustomStringConvertible {
    /// The centre in world units (kept as the primary value: panning and zooming are exact in it).
    public var worldCenter: Point
    /// The zoom level (fractional): one world unit is `256 · 2^zoom` pixels.
    public var zoom: Double
    /// The size of the viewport the camera fills, in pixels.
    public var viewportSize: Size

    /// A camera centred on a world point.
    public init(worldCenter: Point, zoom: Double, viewportSize: Size) {
        self.worldCenter = worldCenter
        self.zoom = zoom
        self.viewportSize = viewportSize
    }

    /// A camera centred on a coordinate.
    public init(center: GeoCoordinate, zoom: Double, viewportSize: Size) {
        self.init(worldCenter: WebMercator.project(center), zoom: zoom, viewportSize: viewportSize)
    }

    /// A camera showing `bounds` as large as possible inside the viewport minus `insets`.
    public init(fitting bounds: GeoBounds, viewportSize: Size, insets: EdgeInsets = .zero, maxZoom: Double = 19) {
        self.init(worldCenter: WebMercator.project(bounds.center), zoom: 0, viewportSize: viewportSize)
        fit(bounds: bounds, insets: insets, maxZoom: maxZoom)
    }

    /// The centre as a coordinate.
    public var center: GeoCoordinate {
        get { WebMercator.unproject(worldCenter) }
        set { worldCenter = WebMercator.project(newValue) }
    }

    /// Pixels per world unit.
    public var scale: Double { WebMercator.worldSize(zoom: zoom) }

    /// The screen point of a world point.
    @inline(__always)
    public func screenPoint(forWorld p: Point) -> Point {
        let s = scale
        return Point(x: (p.x - worldCenter.x) * s + viewportSize.width / 2,
                     y: (p.y - worldCenter.y) * s + viewportSize.height / 2)
    }

    /// The world point under a screen point.
    public func worldPoint(forScreen p: Point) -> Point {
        let s = scale
        return Point(x: (p.x - viewportSize.width / 2) / s + worldCenter.x,
                     y: (p.y - viewportSize.height / 2) / s + worldCenter.y)
    }

    /// The screen point of a coordinate.
    public func screenPoint(for coordinate: GeoCoordinate) -> Point {
        screenPoint(forWorld: WebMercator.project(coordinate))
    }

    /// The coordinate under a screen point.
    public func coordinate(atScreen p: Point) -> GeoCoordinate {
        WebMercator.unproject(worldPoint(forScreen: p))
    }

    /// The world rectangle the viewport shows.
    public var visibleWorldRect: Rect {
        let s = scale
        return Rect(x: worldCenter.x - viewportSize.width / 2 / s, y: worldCenter.y - viewportSize.height / 2 / s,
                    width: viewportSize.width / s, height: viewportSize.height / s)
    }

    /// The lat/lon box the viewport shows.
    public var visibleBounds: GeoBounds { WebMercator.unproject(visibleWorldRect) }

    /// Zooms and centres so that the world rectangle fits inside the viewport minus `insets`
    /// (for example the gap between a top panel and a bottom card). A degenerate rectangle (one point)
    /// keeps the current zoom, clamped to `maxZoom`. Never below `minZoom`: then the rectangle's centre
    /// is still centred in the inset area, at that zoom.
    public mutating func fit(worldRect rect: Rect, insets: EdgeInsets = .zero, maxZoom: Double = 19, minZoom: Double = -.infinity) {
        let available = Size(width: max(1, viewportSize.width - insets.horizontal),
                             height: max(1, viewportSize.height - insets.vertical))
        if rect.width > 0 || rect.height > 0 {
            let zx = rect.width > 0 ? log2(available.width / (rect.width * WebMercator.tileSize)) : .infinity
            let zy = rect.height > 0 ? log2(available.height / (rect.height * WebMercator.tileSize)) : .infinity
            zoom = max(min(zx, zy, maxZoom), minZoom)
        } else {
            zoom = max(min(zoom, maxZoom), minZoom)
        }
        // Centre the rectangle in the inset area: shift the camera centre against the insets' imbalance.
        let s = scale
        worldCenter = Point(x: rect.midX - (insets.left - insets.right) / 2 / s,
                            y: rect.midY - (insets.top - insets.bottom) / 2 / s)
    }

    /// Zooms and centres so that `bounds` fits inside the viewport minus `insets`.
    public mutating func fit(bounds: GeoBounds, insets: EdgeInsets = .zero, maxZoom: Double = 19) {
        fit(worldRect: WebMercator.project(bounds), insets: insets, maxZoom: maxZoom)
    }

    /// Moves the map by a drag of (dx, dy) screen pixels: the content follows the finger.
    public mutating func pan(dx: Double, dy: Double) {
        let s = scale
        worldCenter = Point(x: worldCenter.x - dx / s, y: worldCenter.y - dy / s)
    }

    /// Zooms by `delta` levels keeping the world point under `anchor` (a screen point) in place.
    public mutating func zoom(by delta: Double, around anchor: Point) {
        let before = worldPoint(forScreen: anchor)
        zoom += delta
        let s = scale
        worldCenter = Point(x: before.x - (anchor.x - viewportSize.width / 2) / s,
                            y: before.y - (anchor.y - viewportSize.height / 2) / s)
    }

    /// This camera kept inside limits (see `CameraLimits.clamp`).
    public func clamped(to limits: CameraLimits) -> Camera { limits.clamp(self) }

    /// Centre, zoom and viewport, for logs.
    public var description: String {
        let c = center
        return String(format: "Camera(lat %.6f, lon %.6f, zoom %.3f, %gx%g)", c.latitude, c.longitude, zoom,
                      viewportSize.width, viewportSize.height)
    }
}
