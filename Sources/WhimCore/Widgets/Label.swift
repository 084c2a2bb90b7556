import WhimGraphics

/// Text: one line with an ellipsis, or wrapped by words to at most `maxLines` lines.
public final class Label: Widget {
    public var text: String { didSet { if text != oldValue { setNeedsLayout() } } }
    public var font: Font { didSet { setNeedsLayout() } }
    public var color: Color { didSet { setNeedsDisplay() } }
    public var alignment: TextAlignment { didSet { setNeedsDisplay() } }
    public var maxLines: Int { didSet { setNeedsLayout() } }

    private var lines: [String] = []

    public init(_ text: String, font: Font = Theme.standard.bodyFont, color: Color = Theme.standard.text, alignment: TextAlignment = .left, maxLines: Int = 1) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maxLines = max(1, maxLines)
        super.init()
    }

    /// The lines as laid out (after wrapping and ellipsis).
    public var laidOutLines: [String] { lines }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let m = context.measure(text, font: font)
        let wrapped = wrap(width: proposal.width, context: context)
        let width = proposal.width.isFinite ? min(proposal.width, m.width) : m.width
        return Size(width: maxLines == 1 ? width : (proposal.width.isFinite ? proposal.width : m.width), height: Double(wrapped.count) * m.lineHeight * 1.15)
    }

    public override func layout(in context: LayoutContext) {
        lines = wrap(width: frame.width, context: context)
    }

    /// Breaks the text into lines of at most `width`, by words; the last allowed line gets an ellipsis.
    func wrap(width: Double, context: LayoutContext) -> [String] {
        guard width.isFinite, width > 0 else { return [text] }
        if maxLines == 1 { return [fit(text, width: width, context: context)] }
        var result: [String] = []
        var current = ""
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < words.count {
            let candidate = current.isEmpty ? words[index] : current + " " + words[index]
            if context.measure(candidate, font: font).width <= width || current.isEmpty {
                current = candidate
                index += 1
            } else {
                result.append(current)
                current = ""
                if result.count == maxLines - 1 {
                    current = words[index...].joined(separator: " ")
                    break
                }
            }
        }
        if !current.isEmpty { result.append(fit(current, width: width, context: context)) }
        return result.isEmpty ? [""] : result
    }

    private func fit(_ s: String, width: Double, context: LayoutContext) -> String {
        if context.measure(s, font: font).width <= width { return s }
        var chars = Array(s)
        while !chars.isEmpty, context.measure(String(chars) + "…", font: font).width > width { chars.removeLast() }
        while chars.last == " " { chars.removeLast() }
        return chars.isEmpty ? "" : String(chars) + "…"
    }

    public override func draw(in canvas: Canvas) {
        let m = canvas.measure("Ag", font: font)
        let lineHeight = m.lineHeight * 1.15
        for (i, line) in (lines.isEmpty ? [text] : lines).enumerated() {
            let r = Rect(x: frame.minX, y: frame.minY + Double(i) * lineHeight, width: frame.width, height: lineHeight)
            canvas.drawText(line, in: r, font: font, color: color, alignment: alignment, ellipsize: true)
        }
    }
}
