import Foundation
import WhimGraphics

/// How far a camera may go: never so far out, nor so far to a side, that the view shows void where the
/// data could fill it. The zoom stays within a range whose lower end makes the data cover the whole
/// viewport, and the centre stays where the viewport's edges remain inside the data.
public struct CameraLimits: Hashable, Sendable {
    /// The data's extent in Web Mercator world units.
    public var worldBounds: Rect
    /// The farthest out the camera may zoom (the data then covers the viewport).
    public var minZoom: Double
    /// The closest in it may zoom.
    public var maxZoom: Double

    /// Limits for data covering `worldBounds`, between `minZoom` and `maxZoom`.
    public init(worldBounds: Rect, minZoom: Double, maxZoom: Double = 19) {
        self.worldBounds = worldBounds
        self.minZoom = min(minZoom, maxZoom)
        self.maxZoom = maxZoom
    }

    /// Limits for data `bounds` seen through a viewport: zooming out stops where the data still covers
    /// the viewport in both directions (the panels over the map cover part of it; the gap between them is
    /// covered all the more).
    public init(bounds: GeoBounds, viewportSize: Size, maxZoom: Double = 19) {
        self.init(worldRect: WebMercator.project(bounds), viewportSize: viewportSize, maxZoom: maxZoom)
    }

    /// Limits for a world rectangle seen through a viewport (see `init(bounds:viewportSize:maxZoom:)`).
    public init(worldRect: Rect, viewportSize: Size, maxZoom: Double = 19) {
        self.init(worldBounds: worldRect, minZoom: Self.coveringZoom(worldRect, viewportSize), maxZoom: maxZoom)
    }

    /// The lowest zoom at which `world` covers a viewport of `size` (−∞ for an empty rectangle).
    public static func coveringZoom(_ world: Rect, _ size: Size) -> Double {
        guard world.width > 0, world.height > 0 else { return -.infinity }
        let zx = log2(max(1, size.width) / (world.width * WebMercator.tileSize))
        let zy = log2(max(1, size.height) / (world.height * WebMercator.tileSize))
        return max(zx, zy)
    }

    /// `camera` kept inside these limits: the zoom within the range (non-finite values fall back to the
    /// lower end), then the centre moved the least so the view stays inside the data — or centred on the
    /// data in a direction where the data is narrower than the view.
    public func clamp(_ camera: Camera) -> Camera {
        var c = camera
        let low = minZoom.isFinite ? minZoom : 0
        c.zoom = min(max(camera.zoom.isFinite ? camera.zoom : low, low), maxZoom)
        let b = worldBounds
        let halfWidth = c.viewportSize.width / 2 / c.scale, halfHeight = c.viewportSize.height / 2 / c.scale
        func clamp(_ v: Double, _ lo: Double, _ hi: Double, _ mid: Double) -> Double {
            guard v.isFinite else { return mid }
            return lo <= hi ? min(max(v, lo), hi) : mid
        }
        c.worldCenter = Point(x: clamp(camera.worldCenter.x, b.minX + halfWidth, b.maxX - halfWidth, b.midX),
                              y: clamp(camera.worldCenter.y, b.minY + halfHeight, b.maxY - halfHeight, b.midY))
        return c
    }
}
