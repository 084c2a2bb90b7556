import WhimGraphics

/// Text: one line shortened with "…" (`maxLines` 1, the default), or wrapped by words to at most
/// `maxLines` lines with "…" at the end of the last when text is left over (`maxLines` 0: no limit).
/// The lines are vertically centred in the frame and aligned by `alignment`. In a row, a label gives up
/// width (and ellipsizes) when the row is too narrow. Pango shapes, wraps and ellipsizes the text
/// (`Canvas.layoutParagraph(_:width:style:)`), so other scripts and fallback fonts work.
public final class Label: Widget {
    /// The text shown.
    public var text: String { didSet { if text != oldValue { invalidateLines() } } }
    /// The font of every line.
    public var font: Font { didSet { if font != oldValue { invalidateLines() } } }
    /// The text colour.
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// Horizontal placement of each line in the frame.
    public var alignment: TextAlignment { didSet { if alignment != oldValue { invalidateLines() } } }
    /// The most lines shown: 1 for a single ellipsized line, 0 for no limit.
    public var maxLines: Int { didSet { if maxLines != oldValue { invalidateLines() } } }
    /// The distance between baselines, as a multiple of the font's line height.
    public var lineHeightMultiple: Double = 1.15 { didSet { if lineHeightMultiple != oldValue { invalidateLines() } } }

    private var lines: [String] = []
    private var cached: (width: Double, scale: Double, paragraph: ParagraphLayout)?

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

    /// How the text is laid out: font, alignment, line limit and line height.
    public var paragraphStyle: ParagraphStyle {
        ParagraphStyle(font: font, alignment: alignment, maxLines: maxLines, lineHeightMultiple: lineHeightMultiple)
    }

    /// The lines the text takes at `width`.
    public func lines(forWidth width: Double, in context: LayoutContext) -> [String] {
        paragraph(forWidth: width, in: context).lines
    }

    private func paragraph(forWidth width: Double, in context: LayoutContext) -> ParagraphLayout {
        if let cached, cached.width == width, cached.scale == context.textScale { return cached.paragraph }
        let result = context.layoutParagraph(text, width: width, style: paragraphStyle)
        cached = (width, context.textScale, result)
        return result
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let size = paragraph(forWidth: proposal.width, in: context).size
        return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    public override func layout(in context: LayoutContext) {
        lines = lines(forWidth: frame.width, in: context)
    }

    public override func stackFlex(along axis: StackAxis) -> StackFlex {
        axis == .horizontal ? StackFlex(shrink: 1) : .rigid
    }

    private func invalidateLines() {
        cached = nil
        setNeedsLayout()
    }

    public override func draw(in canvas: Canvas) {
        canvas.drawParagraph(text, in: frame, style: paragraphStyle, color: color)
    }
}
