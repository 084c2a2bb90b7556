import WhimGraphics

/// A panel drawn above every scene at a fixed frame (logical units): the help sheet, the frame-time
/// readout. Overlays take no input; they are composited like any part (cached, damage-tracked).
public struct Overlay {
    public var panel: Panel
    public var frame: Rect

    public init(panel: Panel, frame: Rect) {
        self.panel = panel
        self.frame = frame
    }
}
