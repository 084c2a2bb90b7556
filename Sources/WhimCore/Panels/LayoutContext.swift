import WhimGraphics

/// What layout needs besides sizes: text measurement with the same fonts drawing will use.
public final class LayoutContext {
    private let canvas: Canvas

    /// A context that measures text as Pango lays it out for drawing, shaping with `shaper` (the one the
    /// drawing shares, so a measured line is not shaped again to be drawn) or one of its own.
    public init(shaper: TextShaper? = nil) {
        // A 1×1 surface can always be created; Pango measures text independently of the target surface.
        canvas = Canvas(try! Surface(width: 1, height: 1), shaper: shaper)
    }

    /// How much larger than asked every font is measured (`Legibility.textScale`): the panel that lays out
    /// with this context draws at the same scale.
    public var textScale: Double {
        get { canvas.textScale }
        set { canvas.textScale = newValue }
    }

    /// The height of a line of text in `font` as this context measures it (with `textScale`).
    public func lineHeight(_ font: Font) -> Double { canvas.measure("", font: font).lineHeight }

    /// Measures one line of text.
    public func measure(_ text: String, font: Font) -> TextMetrics { canvas.measure(text, font: font) }

    /// The carets of one line of text, exact in right-to-left and mixed text (see `Canvas.lineCarets`).
    public func lineCarets(_ text: String, font: Font) -> LineCarets { canvas.lineCarets(text, font: font) }

    /// Where Right or Left moves the caret in one line of text, on screen (see `Canvas.caretMove`).
    public func caretMove(in text: String, font: Font, from offset: Int, rightwards: Bool) -> Int? {
        canvas.caretMove(in: text, font: font, from: offset, rightwards: rightwards)
    }

    /// Lays out `text` for editing, wrapped at `width` (see `Canvas.wrappedText`).
    public func wrappedText(_ text: String, width: Double, font: Font) -> WrappedText {
        canvas.wrappedText(text, width: width, font: font)
    }

    /// Lays out `text` for editing like `wrappedText(_:width:font:)`, laying out only the paragraphs
    /// `paragraphs` does not hold from the last text (see `WrappedParagraphs`).
    public func wrappedText(_ text: String, width: Double, font: Font, keepingParagraphsIn paragraphs: WrappedParagraphs) -> WrappedText {
        paragraphs.layout(text, width: width, font: canvas.scaled(font), measuringWith: canvas)
    }

    /// Lays out a paragraph `width` wide as drawing will (wrapped by words, at most `style.maxLines` lines).
    public func layoutParagraph(_ text: String, width: Double, style: ParagraphStyle) -> ParagraphLayout {
        canvas.layoutParagraph(text, width: width, style: style)
    }
}
