import WhimGraphics

/// Text: one line shortened with "…" (`maxLines` 1, the default), or wrapped by words to at most
/// `maxLines` lines with "…" at the end of the last when text is left over (`maxLines` 0: no limit).
/// The lines are vertically centred in the frame and aligned by `alignment`. In a row, a label gives up
/// width (and ellipsizes) when the row is too narrow.
public final class Label: Widget, StackFlexible {
    /// The text shown.
    public var text: String { didSet { if text != oldValue { invalidateLines() } } }
    /// The font of every line.
    public var font: Font { didSet { if font != oldValue { invalidateLines() } } }
    /// The text colour.
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// Horizontal placement of each line in the frame.
    public var alignment: TextAlignment { didSet { if alignment != oldValue { setNeedsDisplay() } } }
    /// The most lines shown: 1 for a single ellipsized line, 0 for no limit.
    public var maxLines: Int { didSet { if maxLines != oldValue { invalidateLines() } } }
    /// The distance between baselines, as a multiple of the font's line height.
    public var lineHeightMultiple: Double = 1.15 { didSet { setNeedsLayout() } }

    private var lines: [String] = []
    private var cached: (width: Double, lines: [String])?

    /// A label of `text`, wrapped by words to at most `maxLines` lines (0: no limit) with an ellipsis at the end.
    public init(
        _ text: String, font: Font = Theme.standard.bodyFont, color: Color = Theme.standard.text,
        alignment: TextAlignment = .left, maxLines: Int = 1
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maxLines = max(0, maxLines)
        super.init()
    }

    /// The lines as laid out for the current frame (after wrapping and ellipsis).
    public var laidOutLines: [String] { lines }

    /// The lines the text takes at `width`.
    public func lines(forWidth width: Double, in context: LayoutContext) -> [String] {
        if let cached, cached.width == width { return cached.lines }
        let result = TextWrapping.lines(text, width: width, maxLines: maxLines) { context.measure($0, font: font).width }
        cached = (width, result)
        return result
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let wrapped = lines(forWidth: proposal.width, in: context)
        let widest = wrapped.map { context.measure($0, font: font).width }.max() ?? 0
        let lineHeight = context.measure("", font: font).lineHeight * lineHeightMultiple
        return Size(width: widest.rounded(.up), height: (Double(max(1, wrapped.count)) * lineHeight).rounded(.up))
    }

    public override func layout(in context: LayoutContext) {
        lines = lines(forWidth: frame.width, in: context)
    }

    public func stackFlex(along axis: StackAxis) -> StackFlex {
        axis == .horizontal ? StackFlex(shrink: 1) : .rigid
    }

    private func invalidateLines() {
        cached = nil
        setNeedsLayout()
    }

    public override func draw(in canvas: Canvas) {
        let shown = lines.isEmpty ? [text] : lines
        let lineHeight = canvas.measure("", font: font).lineHeight * lineHeightMultiple
        var y = frame.midY - lineHeight * Double(shown.count) / 2
        for line in shown {
            let r = Rect(x: frame.minX, y: y, width: frame.width, height: lineHeight)
            canvas.drawText(line, in: r, font: font, color: color, alignment: alignment, ellipsize: true)
            y += lineHeight
        }
    }
}
