import WhimGraphics

/// What the compositor needs to show the map: an opaque (RGB24) surface and the whole-pixel offset at
/// which to blit it into the viewport, plus the camera those pixels really show (use it for overlays,
/// so markers sit exactly on the pixels even when the offset was rounded).
public struct MapFrame {
    public let surface: Surface
    /// Where the surface's top-left corner goes in viewport pixels (usually negative: the cache is larger).
    public let offset: PixelPoint
    /// The camera the shown pixels correspond to.
    public let camera: Camera
    /// True when the pixels were rendered for this zoom (not scaled from another).
    public let isCrisp: Bool
}
