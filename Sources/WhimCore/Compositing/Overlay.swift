import WhimGraphics

/// A panel drawn above every scene at a fixed frame (logical units): the help sheet, the frame-time
/// readout. Overlays take no input; they are composited like any part (cached, damage-tracked).
public struct Overlay {
    /// What is drawn.
    public var panel: Panel
    /// Where, in logical container units.
    public var frame: Rect

    /// An overlay of `panel` at `frame`.
    public init(panel: Panel, frame: Rect) {
        self.panel = panel
        self.frame = frame
    }
}
