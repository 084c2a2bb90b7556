import WhimGraphics

/// A multi-line text editor: the text wrapped by Pango at the area's width, edited as `EditableText`
/// edits (selection, clipboard, undo, an input method's composition). Up and Down move a visual line
/// keeping the caret's x, Page Up and Page Down a screenful, Home and End go to the visual line's ends,
/// Ctrl+arrows by words, Enter breaks the line, a triple click selects a paragraph. It is a `ScrollView` of
/// its wrapped text: the wheel and the scroll bar scroll it, and it follows the caret so the caret stays in
/// view. Pressing and dragging selects rather than scrolling or dragging the card it is on.
public final class TextArea: EditableText {
    /// The text. Setting it does not call `onChange` and starts a new undo history.
    public var text: String {
        get { editing.text }
        set { setText(newValue) }
    }
    /// Shown in a quieter colour while the text is empty.
    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// Colours, font and metrics.
    public var theme: Theme { didSet { setNeedsLayout() } }
    /// How many lines the area asks for in a stack (it grows into space left over and shrinks when short).
    public var visibleLines: Int { didSet { setNeedsLayout() } }
    /// The shown text (with a composition) as laid out at the last layout.
    public private(set) var wrapped: WrappedText?

    private var context: LayoutContext?
    /// The shown text's paragraphs as laid out and drawn: each kept, so an edit lays out only its own.
    private let paragraphs = WrappedParagraphs()
    /// Whether the text is laid out and drawn a paragraph at a time (off only to compare with laying out
    /// the whole text on every change, in `whim-demo bench --text-area`).
    package var laysOutByParagraph = true
    /// The text `wrapped` was laid out from, and at what width.
    private var wrappedKey: (text: String, width: Double)?
    /// The x a run of Up and Down keeps to, so a short line on the way does not pull the caret left.
    private var goalX: Double?
    private var movingVertically = false

    /// An area holding `text`, showing `placeholder` while empty, `visibleLines` lines tall in a stack.
    public init(text: String = "", placeholder: String = "", visibleLines: Int = 6, theme: Theme = .standard) {
        self.placeholder = placeholder
        self.theme = theme
        self.visibleLines = max(1, visibleLines)
        super.init()
        setText(text, caretAtEnd: true)
    }

    /// An editor named by `accessibleName`, else its placeholder; its value is the text.
    public override var accessibleElement: AccessibleElement? {
        AccessibleElement(role: .textArea, name: accessibleName ?? placeholder, value: text, states: [.focusable, .enabled, .visible], frame: frame,
                          textCursor: AccessibleTextCursor(editing))
    }

    // MARK: Layout

    private var lineHeight: Double { context?.measure("", font: theme.bodyFont).lineHeight ?? theme.bodyFont.size * 1.2 }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let line = context.measure("", font: theme.bodyFont).lineHeight
        return Size(width: proposal.width.isFinite ? proposal.width : 320, height: (Double(visibleLines) * line + 2 * theme.spacingMedium).rounded(.up))
    }

    public override func stackFlex(along axis: StackAxis) -> StackFlex { StackFlex(grow: 1, shrink: 1) }

    public override func layout(in context: LayoutContext) {
        self.context = context
        rewrap()
        scrollToCaret()
    }

    /// The wrapped text was laid out at the old scale.
    public override func textScaleDidChange() { wrappedKey = nil }

    /// Where the text is drawn, in panel coordinates (inside the field's padding).
    public var textRect: Rect { frame.insetBy(dx: theme.spacingLarge, dy: theme.spacingMedium) }

    /// The text scrolls inside the padding.
    public override var viewport: Rect { textRect }

    /// The wrapped text's height.
    public override var contentHeight: Double { wrapped?.size.height ?? 0 }

    /// A line scrolls per wheel step.
    public override var lineStep: Double { lineHeight }

    /// Lays the shown text out again when it or the width changed.
    private func rewrap() {
        guard let context else { return }
        let shown = editing.displayText, width = textRect.width
        if let key = wrappedKey, key.text == shown, key.width == width { return }
        wrapped = laysOutByParagraph ? context.wrappedText(shown, width: width, font: theme.bodyFont, keepingParagraphsIn: paragraphs)
            : context.wrappedText(shown, width: width, font: theme.bodyFont)
        wrappedKey = (shown, width)
    }

    /// Scrolls as little as possible to show the caret's line.
    private func scrollToCaret() {
        guard let wrapped else { return }
        let line = wrapped.lines[wrapped.caret(at: editing.displayCaret).line]
        reveal(Rect(x: textRect.minX, y: textRect.minY + line.top - scrollOffset, width: 1, height: line.height))
    }

    public override var caretRect: Rect? {
        guard isFocused, let wrapped else { return nil }
        let (x, i) = wrapped.caret(at: editing.displayCaret)
        let line = wrapped.lines[i]
        return Rect(x: textRect.minX + x, y: textRect.minY + line.top - scrollOffset, width: 2, height: line.height)
    }

    // MARK: Editing

    override func offset(at p: Point) -> Int {
        guard let wrapped, editing.composition == nil else { return editing.caret }
        return wrapped.offset(nearest: Point(x: p.x - textRect.minX, y: p.y - textRect.minY + scrollOffset))
    }

    /// Text with its line breaks (as newlines) and tabs; other control characters dropped.
    override func accepted(_ typed: String) -> String {
        let unified = typed.map { c -> Character in c.isNewline ? "\n" : c }
        return String(unified.filter { c in c == "\n" || c == "\t" || (c.asciiValue.map { $0 >= 32 && $0 != 127 } ?? true) })
    }

    override func moveVertically(_ direction: TextDirection, page: Bool, extending: Bool) -> Bool {
        guard let wrapped else { return false }
        let (x, index) = wrapped.caret(at: editing.caret)
        let step = page ? max(1, Int(textRect.height / lineHeight) - 1) : 1
        let target = index + (direction == .backward ? -step : step)
        let offset: Int
        if target < 0 {
            offset = 0
        } else if target >= wrapped.lines.count {
            offset = editing.text.utf8.count
        } else {
            offset = wrapped.offset(onLine: target, nearestX: goalX ?? x)
        }
        let goal = goalX ?? x
        movingVertically = true
        change { $0.moveCaret(to: offset, extending: extending) }
        movingVertically = false
        goalX = goal
        if page {
            scroll(to: scrollOffset + (direction == .backward ? -1 : 1) * Double(step) * lineHeight)
            scrollToCaret()
        }
        return true
    }

    override func lineBoundary(_ direction: TextDirection, from offset: Int) -> Int {
        guard let wrapped else { return super.lineBoundary(direction, from: offset) }
        let index = wrapped.lineIndex(of: offset)
        return direction == .backward ? wrapped.lines[index].range.lowerBound : wrapped.lineEnd(index)
    }

    override func tripleClickRange(at offset: Int) -> Range<Int> { editing.lineRange(at: offset) }

    override func enterPressed() { change { $0.insert("\n", kind: .replacing) } }

    override func editingDidChange(textChanged: Bool) {
        if !movingVertically { goalX = nil }
        rewrap()
        scrollToCaret()
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let focused = isFocused
        let radius = theme.spacingMedium
        canvas.fill(roundedRect: frame, radius: radius, focused ? theme.cardBackground : theme.fieldBackground)
        if focused {
            canvas.stroke(roundedRect: frame.insetBy(dx: 1, dy: 1), radius: radius - 1, theme.accent, width: 2)
        } else if legibility.controlBorderWidth > 0 {
            let border = legibility.controlBorderWidth
            canvas.stroke(roundedRect: frame.insetBy(dx: border / 2, dy: border / 2), radius: radius - border / 2, theme.text, width: border)
        }
        let box = textRect
        let font = theme.bodyFont
        let shown = editing.displayText
        canvas.withState {
            canvas.clip(to: box.insetBy(dx: -2, dy: 0))
            guard let wrapped, !shown.isEmpty else {
                canvas.drawText(placeholder, at: Point(x: box.minX, y: box.minY + canvas.measure("", font: font).ascent), font: font, color: theme.secondaryText)
                if focused, let caret = caretRect { canvas.fill(caret, theme.accent) }
                return
            }
            let top = box.minY - scrollOffset
            let selected = editing.displaySelection
            if focused, !selected.isEmpty { fill(selected, in: wrapped, top: top, canvas: canvas, color: theme.textSelection, underline: false) }
            if laysOutByParagraph {
                paragraphs.draw(into: canvas, at: Point(x: box.minX, y: top), color: theme.text, visible: box.minY...box.maxY)
            } else {
                canvas.drawWrappedText(shown, width: box.width, font: font, at: Point(x: box.minX, y: top), color: theme.text)
            }
            if let composed = editing.displayComposition { fill(composed, in: wrapped, top: top, canvas: canvas, color: theme.text, underline: true) }
            if focused, let caret = caretRect {
                canvas.fill(Rect(x: caret.minX.rounded(), y: caret.minY.rounded(), width: 2, height: caret.height.rounded()), theme.accent)
            }
        }
    }

    /// Fills the part of each line within `range`: the whole line box (a selection) or a line under the
    /// text (a composition).
    private func fill(_ range: Range<Int>, in wrapped: WrappedText, top: Double, canvas: Canvas, color: Color, underline: Bool) {
        let box = textRect
        for i in wrapped.lineIndex(of: range.lowerBound)...wrapped.lineIndex(of: range.upperBound) {
            let line = wrapped.lines[i]
            let y = top + line.top
            guard y + line.height >= box.minY, y <= box.maxY else { continue }
            let from = max(range.lowerBound, line.range.lowerBound), to = min(range.upperBound, line.range.upperBound)
            let x0 = wrapped.caret(at: from).x
            var x1 = to == line.range.upperBound ? (line.caretX.last ?? x0) : wrapped.caret(at: to).x
            // A selected line break shows as a little room after the line.
            if !underline, range.upperBound > line.range.upperBound { x1 += 4 }
            guard x1 > x0 else { continue }
            let rect = underline ? Rect(x: box.minX + x0, y: (y + line.height - 2).rounded(), width: x1 - x0, height: 1)
                : Rect(x: box.minX + x0, y: y, width: x1 - x0, height: line.height)
            canvas.fill(rect, color)
        }
    }
}
