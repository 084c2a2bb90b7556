import WhimGraphics

/// A single-line text field. A press focuses it (the panel then sends it keys and text) and puts the
/// caret at the nearest character boundary; typing arrives as `.text`, and backspace, delete, left,
/// right, home and end as `.key`; Enter calls `onSubmit`, Escape gives up focus. Every edit calls
/// `onChange`. Text longer than the field scrolls horizontally so the caret stays in view. The caret is
/// drawn steady (time is injected in this engine; a blink would need a clock). Typing stops at `maxLength`
/// characters, and the full field says so (its ring turns the destructive colour). The text is measured
/// in pieces (`MeasuredPieces`), so a key typed at the end costs the same however long the text is.
public final class TextField: Widget {
    /// The text. Setting it does not call `onChange`.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            if !isApplyingEdit { pieces.replace(with: Array(text)) }
            caret = min(caret, pieces.characters.count)
            updateScroll()
            setNeedsDisplay()
        }
    }
    /// The most characters typing adds up to (text set by code is not cut).
    public var maxLength = 1000 { didSet { setNeedsDisplay() } }
    /// Whether typing is refused because the text has `maxLength` characters.
    public var isFull: Bool { pieces.characters.count >= maxLength }
    /// The text as characters, measured piece by piece.
    private var pieces: MeasuredPieces
    /// Set while an edit sets `text` from `pieces`, which it changed already.
    private var isApplyingEdit = false
    /// Shown in a quieter colour while the text is empty.
    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// An optional leading icon (a magnifier for search fields).
    public var icon: IconSymbol? { didSet { if icon != oldValue { updateScroll(); setNeedsDisplay() } } }
    /// Colours, font and metrics.
    public var theme: Theme { didSet { setNeedsLayout() } }
    /// Called with the new text after every edit by the user.
    public var onChange: ((String) -> Void)?
    /// Called with the text when Enter is pressed.
    public var onSubmit: ((String) -> Void)?
    /// The insertion point, in characters from the start.
    public private(set) var caret: Int { didSet { if caret != oldValue { setNeedsDisplay() } } }
    /// How far the text is scrolled left to keep the caret visible (0 when it fits).
    public private(set) var textScrollOffset = 0.0 { didSet { if textScrollOffset != oldValue { setNeedsDisplay() } } }

    /// The layout context of the last layout: measures text between layouts (caret hits, scrolling).
    private var context: LayoutContext?

    /// A single-line field holding `text`, showing `placeholder` while empty.
    public init(text: String = "", placeholder: String = "", icon: IconSymbol? = nil, theme: Theme = .standard) {
        self.text = text
        self.placeholder = placeholder
        self.icon = icon
        self.theme = theme
        self.caret = text.count
        pieces = MeasuredPieces(text)
        super.init()
    }

    public override var wantsPointer: Bool { true }
    public override var acceptsFocus: Bool { true }

    /// Whether the field has keyboard focus in its panel.
    public var isFocused: Bool { panel?.focusedWidget === self }

    /// A field named by `accessibleName`, else its placeholder; its value is the text.
    public override var accessibleElement: AccessibleElement? {
        AccessibleElement(role: .textField, name: accessibleName ?? placeholder, value: text, states: [.focusable, .enabled, .visible], frame: frame)
    }

    // MARK: Layout

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : 240, height: theme.controlHeight)
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

    /// The width of the text's first `count` characters.
    private func width(ofFirst count: Int) -> Double {
        guard context != nil else { return 0 }
        return pieces.width(ofFirst: count) { width(of: $0) }
    }

    /// The caret's x in panel coordinates.
    public var caretX: Double { textRect.minX + width(ofFirst: caret) - textScrollOffset }

    /// Keeps the caret inside the text rect, scrolling as little as possible, and no further than the text.
    private func updateScroll() {
        guard context != nil else { return }
        let box = textRect.width - 2  // room for the caret itself
        let caretOffset = width(ofFirst: caret)
        var scroll = textScrollOffset
        if caretOffset - scroll > box { scroll = caretOffset - box }
        if caretOffset - scroll < 0 { scroll = caretOffset }
        scroll = max(0, min(scroll, width(ofFirst: pieces.characters.count) - box))
        textScrollOffset = scroll
    }

    /// The character boundary nearest to an x in panel coordinates.
    private func caretIndex(atX x: Double) -> Int {
        guard context != nil else { return 0 }
        return pieces.index(nearestTo: x - textRect.minX + textScrollOffset) { width(of: $0) }
    }

    // MARK: Editing

    /// Takes keyboard focus (as a press on the field does) and puts the caret at the end.
    public func beginEditing() {
        panel?.focus(self)
        moveCaret(to: pieces.characters.count)
    }

    /// Gives up keyboard focus.
    public func endEditing() {
        if isFocused { panel?.focus(nil) }
    }

    /// Moves the insertion point (clamped to the text).
    public func moveCaret(to index: Int) {
        caret = max(0, min(index, pieces.characters.count))
        updateScroll()
    }

    public override func focusDidEnd() { setNeedsDisplay() }

    public override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointerDown(p, _), let .pointerMove(p):
            moveCaret(to: caretIndex(atX: p.x))
            return true
        case .pointerUp:
            return true
        case let .text(typed):
            guard isFocused else { return false }
            let clean = typed.filter { !$0.isNewline && ($0.asciiValue.map { $0 >= 32 && $0 != 127 } ?? true) }
                .prefix(max(0, maxLength - pieces.characters.count))
            guard !clean.isEmpty else {
                if isFull { setNeedsDisplay() }
                return true
            }
            var chars = pieces.characters
            chars.insert(contentsOf: clean, at: caret)
            edit(chars, caret: caret + clean.count)
            return true
        case let .key(key, _):
            guard isFocused else { return false }
            var chars = pieces.characters
            switch key {
            case .backspace:
                guard caret > 0 else { return true }
                chars.remove(at: caret - 1)
                edit(chars, caret: caret - 1)
            case .delete:
                guard caret < chars.count else { return true }
                chars.remove(at: caret)
                edit(chars, caret: caret)
            case .left: moveCaret(to: caret - 1)
            case .right: moveCaret(to: caret + 1)
            case .home, .up: moveCaret(to: 0)
            case .end, .down: moveCaret(to: chars.count)
            case .enter: onSubmit?(text)
            case .escape: endEditing()
            default: return false
            }
            return true
        case .wheel:
            return false
        }
    }

    /// Applies a user edit: new characters and caret, then `onChange`.
    private func edit(_ characters: [Character], caret newCaret: Int) {
        pieces.replace(with: characters)
        caret = max(0, min(newCaret, characters.count))
        isApplyingEdit = true
        text = String(characters)
        isApplyingEdit = false
        updateScroll()
        onChange?(text)
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let focused = isFocused
        let radius = frame.height / 2
        canvas.fill(roundedRect: frame, radius: radius, focused ? theme.cardBackground : theme.fieldBackground)
        if focused { canvas.stroke(roundedRect: frame.insetBy(dx: 1, dy: 1), radius: radius - 1, isFull ? theme.destructive : theme.accent, width: 2) }
        if let icon {
            icon.draw(in: canvas, rect: Rect(x: frame.minX + theme.spacingLarge, y: frame.midY - 10, width: 20, height: 20), color: theme.secondaryText)
        }
        let box = textRect
        let font = theme.bodyFont
        canvas.withState {
            canvas.clip(to: box)
            if text.isEmpty {
                canvas.drawText(placeholder, in: box, font: font, color: theme.tertiaryText)
            } else if pieces.pieces.count == 1 {
                let full = Rect(x: box.minX - textScrollOffset, y: box.minY, width: box.width + textScrollOffset + 10_000, height: box.height)
                canvas.drawText(text, in: full, font: font, color: theme.text, ellipsize: false)
            } else {
                drawVisiblePieces(in: box, canvas: canvas)
            }
            if focused {
                let x = (box.minX + pieces.width(ofFirst: caret) { canvas.measure($0, font: font).width } - textScrollOffset).rounded()
                let h = canvas.measure("", font: font).lineHeight + 2
                canvas.fill(Rect(x: x, y: (frame.midY - h / 2).rounded(), width: 2, height: h.rounded()), theme.accent)
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
