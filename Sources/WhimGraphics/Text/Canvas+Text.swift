import CCairo
import CPango

/// Text through Pango: shaped runs (ligatures, kerning, Arabic joining, right-to-left order), font
/// fallback for scripts the font lacks, wrapping by words, ellipsis, alignment and line height.
extension Canvas {
    // MARK: Fonts

    /// Draws a short sample line in each font now, so that the calling thread's font map has matched them
    /// before a frame needs them: the first text in a new font and size waits for fontconfig to match it
    /// (about 0.8 ms each here, and Pango starts threads for it), later text in it does not. An empty line
    /// is measured too: Pango matches its font apart from the sample's (a text field measuring its empty
    /// text started two match threads on the demo's first frame). Text drawn afterwards is the same as
    /// without it; the canvas's pixels under the samples change.
    public func prepareFonts(_ fonts: some Sequence<Font>) {
        for font in fonts {
            drawText("Ag 1…", at: Point(x: 0, y: font.size), font: font, color: .black)
            _ = measure("", font: font)
        }
    }

    /// `prepareFonts` on a small canvas of its own at device scale `scale`: for a thread that draws text
    /// at that scale later (a container, a map's overlays) and has no canvas at hand yet.
    public static func prepareFonts(_ fonts: some Sequence<Font>, scale: Double = 1) {
        guard let probe = try? Surface(width: 96, height: 48, format: .argb32) else { return }
        probe.deviceScale = scale
        Canvas(probe).prepareFonts(fonts)
    }

    // MARK: One line

    /// Measures one line of text in the font (a newline is not a break here). The ascent and descent
    /// are the line's (the font's, or taller where a fallback font is used), for consistent line layout.
    public func measure(_ text: String, font: Font) -> TextMetrics {
        let extents = LineExtents(shaper.line(text, font: scaled(font)))
        return TextMetrics(width: extents.width, ascent: extents.baseline, descent: extents.height - extents.baseline)
    }

    /// Draws one line of text with its baseline starting at `origin` (left to right for left-to-right text;
    /// right-to-left runs are ordered for reading within the line).
    public func drawText(_ text: String, at origin: Point, font: Font, color: Color) {
        let layout = shaper.line(text, font: scaled(font))
        show(layout, top: Point(x: origin.x, y: origin.y - LineExtents(layout).baseline), color: color)
    }

    /// The text, shortened with a trailing "…" if needed so that it fits `maxWidth` (empty if not even
    /// the ellipsis fits): the line ``drawText(_:in:font:color:alignment:ellipsize:)`` shows.
    public func ellipsized(_ text: String, font: Font, maxWidth: Double) -> String {
        if LineExtents(shaper.line(text, font: scaled(font))).width <= maxWidth { return text }
        guard let layout = shaper.ellipsizedLine(text, font: scaled(font), toWidth: maxWidth) else { return "" }
        return ParagraphLines(layout, text: text).lines.first ?? ""
    }

    /// Draws a single line of text inside `rect`, vertically centred, aligned horizontally, shortened
    /// with an ellipsis when it is too wide (nothing when not even "…" fits). Returns the width drawn.
    @discardableResult
    public func drawText(
        _ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment = .left,
        ellipsize: Bool = true
    ) -> Double {
        var layout = shaper.line(text, font: scaled(font))
        var extents = LineExtents(layout)
        if ellipsize, extents.width > rect.width {
            guard let shortened = shaper.ellipsizedLine(text, font: scaled(font), toWidth: rect.width) else { return 0 }
            layout = shortened
            extents = LineExtents(layout)
        }
        let x: Double
        switch alignment {
        case .left: x = rect.minX
        case .center: x = rect.midX - extents.width / 2
        case .right: x = rect.maxX - extents.width
        }
        // The baseline where the line box (ascent over descent) is centred, as lines of a paragraph are.
        let baseline = rect.midY + (extents.baseline - (extents.height - extents.baseline)) / 2
        show(layout, top: Point(x: x - extents.x, y: baseline - extents.baseline), color: color)
        return extents.width
    }

    /// Adds the outlines of one line of text, baseline starting at `origin`, to the current path (for
    /// halos: stroke the path, then fill it).
    ///
    /// Where the transform (with the surface's device scale) rotates and scales evenly — a glyph of text
    /// set along a curve — the outline comes from the shaper, made once for any such rotation
    /// (``TextShaper/outline(_:font:scale:)``); elsewhere (unrotated: hinted) cairo outlines the text
    /// under the transform.
    public func addTextPath(_ text: String, at origin: Point, font: Font) {
        let layout = shaper.line(text, font: scaled(font))
        let top = Point(x: origin.x, y: origin.y - LineExtents(layout).baseline)
        if let scale = evenScale(), let outline = shaper.outline(text, font: scaled(font), scale: scale) {
            cairo_save(context)
            cairo_translate(context, top.x, top.y)
            cairo_append_path(context, outline)
            cairo_restore(context)
            return
        }
        addTextPathUnderTransform(layout, top: top)
    }

    /// `addTextPath` outlined by cairo under the current transform, whatever it is: the definition the
    /// kept outlines are tested against.
    package func addTextPathUnderTransform(_ text: String, at origin: Point, font: Font) {
        let layout = shaper.line(text, font: scaled(font))
        addTextPathUnderTransform(layout, top: Point(x: origin.x, y: origin.y - LineExtents(layout).baseline))
    }

    private func addTextPathUnderTransform(_ layout: OpaquePointer, top: Point) {
        cairo_move_to(context, top.x, top.y)
        pango_cairo_layout_path(context, layout)
    }

    /// The scale of the transform from user space to device pixels (the device scale included) when it
    /// rotates (by any angle but none, as cairo tells them apart) and scales evenly, without a mirror or
    /// a skew; nil otherwise.
    private func evenScale() -> Double? {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        let d = surface.deviceScale
        let xx = m.xx * d, yx = m.yx * d, xy = m.xy * d, yy = m.yy * d
        let scale = (xx * xx + yx * yx).squareRoot()
        let tolerance = 1e-9 * scale
        guard scale.isFinite, scale > 0, abs(xx - yy) <= tolerance, abs(xy + yx) <= tolerance,
              xy != 0 || yx != 0 else { return nil }
        return scale
    }

    /// The pieces of one line of text in visual order (left to right on screen) with their advances, for
    /// setting text along a curve piece by piece: a grapheme cluster each where neighbouring letters do
    /// not change each other's shape (Latin, Greek, Cyrillic, Chinese, Japanese, Korean), and a whole run
    /// where they do or where it reads right to left (Arabic, Hebrew, Indic scripts), so joined letters
    /// stay joined. Each piece drawn alone with ``addTextPath(_:at:font:)`` looks as in the whole line.
    public func textPieces(_ text: String, font: Font) -> [TextPiece] {
        TextPieces(shaper.line(text, font: scaled(font)), text: text).pieces
    }

    /// The font families Pango uses for the runs of `text` in `font`, in visual order, one entry per
    /// change of family: which of the fallbacks actually draws a script on this machine.
    public func fontFamilies(for text: String, font: Font) -> [String] {
        TextPieces(shaper.line(text, font: scaled(font)), text: text).families
    }

    // MARK: Paragraphs

    /// Lays out `text` as a paragraph `width` wide (not wrapped when infinite): lines broken at word
    /// boundaries (inside a word only when it is longer than a line, never with an inserted hyphen),
    /// explicit newlines kept, at most `style.maxLines` lines with "…" ending the last when text is left.
    public func layoutParagraph(_ text: String, width: Double, style: ParagraphStyle) -> ParagraphLayout {
        let (layout, shown, truncated) = shaper.paragraph(text, width: width, style: scaled(style))
        let lines = ParagraphLines(layout, text: shown)
        return ParagraphLayout(lines: lines.lines, size: lines.size, isTruncated: truncated)
    }

    /// Draws `text` as ``layoutParagraph(_:width:style:)`` lays it out at `rect`'s width, each line aligned
    /// by `style.alignment`, the block vertically centred in `rect`. Returns the block's size.
    @discardableResult
    public func drawParagraph(_ text: String, in rect: Rect, style: ParagraphStyle, color: Color) -> Size {
        guard rect.width > 0 || !rect.width.isFinite else { return .zero }
        let layout = shaper.paragraph(text, width: rect.width, style: scaled(style)).layout
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = fromPango(logical.height)
        // Pango aligns each line inside the width (inside the widest line when the width is infinite).
        show(layout, top: Point(x: rect.minX, y: rect.midY - height / 2 - fromPango(logical.y)), color: color)
        return Size(width: fromPango(logical.width), height: height)
    }

    func show(_ layout: OpaquePointer, top: Point, color: Color) {
        setSource(color)
        cairo_new_path(context)
        cairo_move_to(context, top.x, top.y)
        pango_cairo_show_layout(context, layout)
        cairo_new_path(context)
    }
}
