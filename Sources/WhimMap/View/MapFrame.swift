import WhimGraphics

/// What the compositor needs to show the map: an opaque (RGB24) surface and the whole-pixel offset at
/// which to blit it into the viewport, plus the camera those pixels really show (use it for overlays,
/// so markers sit exactly on the pixels even when the offset was rounded).
public struct MapFrame {
    /// The map pixels (opaque RGB24), usually larger than the viewport.
    public let surface: Surface
    /// Where the surface's top-left corner goes in viewport pixels (usually negative: the mosaic is larger).
    public let offset: PixelPoint
    /// The camera the shown pixels correspond to.
    public let camera: Camera
    /// True when every pixel in the viewport comes from a tile drawn for this zoom (none scaled or blank).
    public let isCrisp: Bool
    /// Grows whenever the pixels behind `surface` change (tiles landed, a new mosaic, a new scaled frame).
    public let revision: Int
    /// The viewport rectangles whose pixels changed since the previous frame when only tiles landed
    /// (empty: nothing changed); nil when the whole frame may have changed (moved, zoomed, rebuilt).
    public let damage: [PixelRect]?
}
