import Foundation
import WhimGraphics

/// How far a camera may go: its centre stays inside the data's world bounds and its zoom inside a range.
public struct CameraLimits: Hashable, Sendable {
    public var worldBounds: Rect
    public var minZoom: Double
    public var maxZoom: Double

    public init(worldBounds: Rect, minZoom: Double, maxZoom: Double = 19) {
        self.worldBounds = worldBounds
        self.minZoom = min(minZoom, maxZoom)
        self.maxZoom = maxZoom
    }

    /// Limits for data `bounds` seen through a viewport: zooming out stops one level beyond the zoom that
    /// shows the whole extract.
    public init(bounds: GeoBounds, viewportSize: Size, maxZoom: Double = 19) {
        let world = WebMercator.project(bounds)
        let fit = Camera(fitting: bounds, viewportSize: viewportSize, maxZoom: maxZoom)
        self.init(worldBounds: world, minZoom: fit.zoom - 1, maxZoom: maxZoom)
    }
}
