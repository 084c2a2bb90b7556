import Foundation
import WhimGraphics

extension Camera {
    /// The same view in device pixels at `pixelRatio` device pixels per viewport unit (1.5 on a desktop
    /// scaled to 150 %): the viewport `pixelRatio` times larger and the zoom `log2(pixelRatio)` deeper, so
    /// the world covers the same part of the window and each device pixel is drawn, not stretched.
    public func inDevicePixels(pixelRatio: Double) -> Camera {
        guard pixelRatio != 1 else { return self }
        return Camera(worldCenter: worldCenter, zoom: zoom + Self.zoomOffset(pixelRatio: pixelRatio),
                      viewportSize: Size(width: viewportSize.width * pixelRatio, height: viewportSize.height * pixelRatio))
    }

    /// How many zoom levels deeper a view's device pixels are than its units at `pixelRatio`.
    public static func zoomOffset(pixelRatio: Double) -> Double { pixelRatio == 1 ? 0 : log2(pixelRatio) }
}
