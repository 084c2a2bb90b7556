import WhimGraphics

/// A single-line text field. A press focuses it (the panel then sends it keys and text); editing is
/// `EditableText`'s: selection by Shift+arrows, Shift+click, drag, double click (a word) and triple click
/// (everything), the clipboard, undo, and an input method's composition drawn underlined at the caret.
/// Text with right-to-left runs (Hebrew, Arabic) has its carets where Pango draws them (`LineCarets`), and
/// Left and Right move the caret on screen, not in text order.
/// Up and Home go to the start, Down and End to the end; Enter calls `onSubmit`, Escape gives up focus.
/// Text longer than the field scrolls horizontally so the caret stays in view. The caret is drawn steady
/// (time is injected in this engine; a blink would need a clock). Typing stops at `maxLength` characters,
/// and the full field says so (its ring turns the destructive colour). The text is measured in pieces
/// (`MeasuredPieces`), so a key typed at the end costs the same however long the text is.
public final class TextField: EditableText {
    /// The text. Setting it does not call `onChange` and starts a new undo history.
    public var text: String {
        get { editing.text }
        set { setText(newValue) }
    }
    /// The most characters typing adds up to (text set by code is not cut).
    public var maxLength = 1000 { didSet { setNeedsDisplay() } }
    /// Whether typing is refused because the text has `maxLength` characters.
    public var isFull: Bool { editing.text.count >= maxLength }
    /// The text as shown (with a composition) as characters, measured piece by piece.
    private var pieces: MeasuredPieces
    /// The text as shown: `text`, with an input method's composition in place of the selection.
    private var display: String
    /// Shown in a quieter colour while the text is empty.
    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// An optional leading icon (a magnifier for search fields).
    public var icon: IconSymbol? { didSet { if icon != oldValue { updateScroll(); setNeedsDisplay() } } }
    /// Colours, font and metrics.
    public var theme: Theme { didSet { setNeedsLayout() } }
    /// Called with the text when Enter is pressed.
    public var onSubmit: ((String) -> Void)?
    /// The insertion point, in characters from the start.
    public var caret: Int { editing.text.characterCount(upTo: editing.caret) }
    /// How far the text is scrolled left to keep the caret visible (0 when it fits).
    public private(set) var textScrollOffset = 0.0 { didSet { if textScrollOffset != oldValue { setNeedsDisplay() } } }

    /// The layout context of the last layout: measures text between layouts (caret hits, scrolling).
    private var context: LayoutContext? { didSet { updateCarets() } }
    /// The carets of the shown text when it has right-to-left runs (nil: the widths of the pieces before
    /// the caret place it).
    private var carets: LineCarets?

    /// A single-line field holding `text`, showing `placeholder` while empty.
    public init(text: String = "", placeholder: String = "", icon: IconSymbol? = nil, theme: Theme = .standard) {
        self.placeholder = placeholder
        self.icon = icon
        self.theme = theme
        display = text
        pieces = MeasuredPieces(text)
        super.init()
        setText(text, caretAtEnd: true)
    }

    /// A field named by `accessibleName`, else its placeholder; its value is the text.
    public override var accessibleElement: AccessibleElement? {
        AccessibleElement(role: .textField, name: accessibleName ?? placeholder, value: text, states: [.focusable, .enabled, .visible], frame: frame,
                          textCursor: AccessibleTextCursor(editing))
    }

    // MARK: Layout

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let height = max(theme.controlHeight, (context.lineHeight(theme.bodyFont) + 2 * theme.spacingMedium).rounded(.up))
        return Size(width: proposal.width.isFinite ? proposal.width : 240, height: height)
    }

    /// The pieces' widths were measured at the old scale.
    public override func textScaleDidChange() {
        pieces = MeasuredPieces(display)
        updateCarets()
    }

    /// Finds the carets again for the shown text, when it has right-to-left runs.
    private func updateCarets() {
        carets = LineCarets.isNeeded(for: display) ? context?.lineCarets(display, font: theme.bodyFont) : nil
    }

    public override func layout(in context: LayoutContext) {
        self.context = context
        updateScroll()
    }

    public override func stackFlex(along axis: StackAxis) -> StackFlex {
        axis == .horizontal ? StackFlex(grow: 1, shrink: 1) : .rigid
    }

    /// Where the text is drawn (inside the rounded field, after the icon), in panel coordinates.
    public var textRect: Rect {
        let inset = theme.spacingLarge
        var x = frame.minX + inset
        if icon != nil { x += 20 + theme.spacingSmall + 2 }
        return Rect(x: x, y: frame.minY, width: max(0, frame.maxX - inset - x), height: frame.height)
    }

    private func width(of s: String) -> Double {
        context?.measure(s, font: theme.bodyFont).width ?? 0
    }

    /// The width of the shown text up to a UTF-8 offset in it.
    private func width(upTo offset: Int) -> Double {
        guard context != nil else { return 0 }
        if let carets { return carets.caretX(at: offset) }
        return pieces.width(ofFirst: display.characterCount(upTo: offset)) { width(of: $0) }
    }

    /// The caret's x in panel coordinates.
    public var caretX: Double { textRect.minX + width(upTo: editing.displayCaret) - textScrollOffset }

    public override var caretRect: Rect? {
        guard isFocused else { return nil }
        let h = (context?.measure("", font: theme.bodyFont).lineHeight ?? theme.bodyFont.size) + 2
        return Rect(x: caretX, y: frame.midY - h / 2, width: 2, height: h)
    }

    /// Keeps the caret inside the text rect, scrolling as little as possible, and no further than the text.
    private func updateScroll() {
        guard context != nil else { return }
        let box = textRect.width - 2  // room for the caret itself
        let caretOffset = width(upTo: editing.displayCaret)
        var scroll = textScrollOffset
        if caretOffset - scroll > box { scroll = caretOffset - box }
        if caretOffset - scroll < 0 { scroll = caretOffset }
        scroll = max(0, min(scroll, (carets?.width ?? width(upTo: display.utf8.count)) - box))
        textScrollOffset = scroll
    }

    // MARK: Editing

    /// Moves the insertion point to `index` characters from the start (clamped to the text).
    public func moveCaret(to index: Int) {
        change(byUser: false) { $0.moveCaret(to: $0.text.utf8Offset(ofCharacter: index), extending: false) }
        updateScroll()
    }

    override func offset(at p: Point) -> Int {
        guard context != nil, editing.composition == nil else { return editing.caret }
        if let carets { return carets.offset(nearestX: p.x - textRect.minX + textScrollOffset) }
        let index = pieces.index(nearestTo: p.x - textRect.minX + textScrollOffset) { width(of: $0) }
        return editing.text.utf8Offset(ofCharacter: index)
    }

    override func visualMove(from offset: Int, rightwards: Bool) -> Int? {
        guard carets != nil, editing.composition == nil, let context else { return nil }
        return context.caretMove(in: display, font: theme.bodyFont, from: offset, rightwards: rightwards) ?? offset
    }

    /// One line of printable text, no longer than the room `maxLength` leaves beside the selection.
    override func accepted(_ typed: String) -> String {
        let room = maxLength - (editing.text.count - editing.selectedText.count)
        let clean = typed.filter { !$0.isNewline && ($0.asciiValue.map { $0 >= 32 && $0 != 127 } ?? true) }.prefix(max(0, room))
        if clean.isEmpty, isFull { setNeedsDisplay() }
        return String(clean)
    }

    override func enterPressed() { onSubmit?(text) }

    override func editingDidChange(textChanged: Bool) {
        let shown = editing.displayText
        if shown != display {
            display = shown
            pieces.replace(with: Array(shown))
            updateCarets()
        }
        updateScroll()
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let focused = isFocused
        let radius = frame.height / 2
        canvas.fill(roundedRect: frame, radius: radius, focused ? theme.cardBackground : theme.fieldBackground)
        if focused {
            canvas.stroke(roundedRect: frame.insetBy(dx: 1, dy: 1), radius: radius - 1, isFull ? theme.destructive : theme.accent, width: 2)
        } else if legibility.controlBorderWidth > 0 {
            let border = legibility.controlBorderWidth
            canvas.stroke(roundedRect: frame.insetBy(dx: border / 2, dy: border / 2), radius: radius - border / 2, theme.text, width: border)
        }
        if let icon {
            icon.draw(in: canvas, rect: Rect(x: frame.minX + theme.spacingLarge, y: frame.midY - 10, width: 20, height: 20), color: theme.secondaryText)
        }
        let box = textRect
        let font = theme.bodyFont
        let line = canvas.measure("", font: font)
        let h = (line.lineHeight + 2).rounded()
        let carets = self.carets
        let x: (Int) -> Double = { offset in
            if let carets { return box.minX + carets.caretX(at: offset) - self.textScrollOffset }
            return box.minX + self.pieces.width(ofFirst: self.display.characterCount(upTo: offset)) { canvas.measure($0, font: font).width } - self.textScrollOffset
        }
        canvas.withState {
            canvas.clip(to: box)
            let selected = editing.displaySelection
            if focused, !selected.isEmpty {
                let x0 = x(selected.lowerBound), x1 = x(selected.upperBound)
                canvas.fill(Rect(x: min(x0, x1), y: (frame.midY - h / 2).rounded(), width: abs(x1 - x0), height: h), theme.textSelection)
            }
            if display.isEmpty {
                canvas.drawText(placeholder, in: box, font: font, color: theme.secondaryText)
            } else if pieces.pieces.count == 1 || carets != nil {
                let full = Rect(x: box.minX - textScrollOffset, y: box.minY, width: box.width + textScrollOffset + 10_000, height: box.height)
                canvas.drawText(display, in: full, font: font, color: theme.text, ellipsize: false)
            } else {
                drawVisiblePieces(in: box, canvas: canvas)
            }
            if let composed = editing.displayComposition {
                let baseline = box.midY + (line.ascent - line.descent) / 2
                let x0 = x(composed.lowerBound), x1 = x(composed.upperBound)
                canvas.fill(Rect(x: min(x0, x1), y: (baseline + 2).rounded(), width: abs(x1 - x0), height: 1), theme.text)
            }
            if focused {
                canvas.fill(Rect(x: x(editing.displayCaret).rounded(), y: (frame.midY - h / 2).rounded(), width: 2, height: h), theme.accent)
            }
        }
    }

    /// Draws the pieces of a long text that overlap `box`, on one baseline.
    private func drawVisiblePieces(in box: Rect, canvas: Canvas) {
        let font = theme.bodyFont
        let line = canvas.measure("", font: font)
        let baseline = box.midY + (line.ascent - line.descent) / 2
        var x = box.minX - textScrollOffset
        for i in pieces.pieces.indices {
            let w = pieces.width(ofPiece: i) { canvas.measure($0, font: font).width }
            if x + w >= box.minX { canvas.drawText(pieces.pieces[i].text, at: Point(x: x, y: baseline), font: font, color: theme.text) }
            x += w
            if x > box.maxX { break }
        }
    }
}
