/// What a layer wants the camera to do when it becomes active.
public enum MapCameraWish: Hashable, Sendable {
    /// Fit all the layer's content inside the visible rect, zooming in no further than `maxZoom`.
    case fitContent(maxZoom: Double)
    /// Fit a given box inside the visible rect.
    case fit(GeoBounds)
    /// Centre a coordinate in the visible rect at a zoom.
    case center(GeoCoordinate, zoom: Double)
    /// Leave the camera where it is.
    case keep
}
