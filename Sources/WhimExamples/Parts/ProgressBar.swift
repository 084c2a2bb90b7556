import WhimCore
import WhimGraphics

/// A horizontal bar filled to `progress` (0…1): a download's progress.
public final class ProgressBar: Widget {
    /// The share filled, clamped to 0…1 (NaN counts as 0).
    public var progress: Double { didSet { if progress != oldValue { setNeedsDisplay() } } }
    /// The bar's height.
    public var height: Double

    /// A bar at `progress`, `height` tall.
    public init(progress: Double = 0, height: Double = 10) {
        self.progress = progress
        self.height = height
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : 200, height: height)
    }

    /// The filled share as drawn.
    public var drawnProgress: Double { progress.isNaN ? 0 : min(1, max(0, progress)) }

    public override func draw(in canvas: Canvas) {
        let r = frame.height / 2
        canvas.fill(roundedRect: frame, radius: r, Theme.standard.fieldBackground)
        let filled = frame.width * drawnProgress
        guard filled > 0 else { return }
        canvas.fill(roundedRect: Rect(x: frame.minX, y: frame.minY, width: max(frame.height, filled), height: frame.height), radius: r, Theme.standard.accent)
    }
}
