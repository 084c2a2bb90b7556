import WhimGraphics

/// What layout needs besides sizes: text measurement with the same fonts drawing will use.
public final class LayoutContext {
    private let canvas: Canvas

    /// A context that measures text as cairo draws it.
    public init() {
        // A 1×1 surface can always be created; cairo measures text independently of the target size.
        canvas = Canvas(try! Surface(width: 1, height: 1))
    }

    /// Measures a run of text.
    public func measure(_ text: String, font: Font) -> TextMetrics { canvas.measure(text, font: font) }
}
