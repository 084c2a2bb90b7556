import WhimGraphics

/// A single-line text field. A press focuses it (the panel then sends it keys and text) and puts the
/// caret at the nearest character boundary; typing arrives as `.text`, and backspace, delete, left,
/// right, home and end as `.key`; Enter calls `onSubmit`, Escape gives up focus. Every edit calls
/// `onChange`. Text longer than the field scrolls horizontally so the caret stays in view. The caret is
/// drawn steady (time is injected in this engine; a blink would need a clock).
public final class TextField: Widget {
    /// The text. Setting it does not call `onChange`.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            caret = min(caret, text.count)
            updateScroll()
            setNeedsDisplay()
        }
    }
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
        super.init()
    }

    public override var wantsPointer: Bool { true }
    public override var acceptsFocus: Bool { true }

    /// Whether the field has keyboard focus in its panel.
    public var isFocused: Bool { panel?.focusedWidget === self }

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

    private func width(of s: some StringProtocol) -> Double {
        context?.measure(String(s), font: theme.bodyFont).width ?? 0
    }

    /// The caret's x in panel coordinates.
    public var caretX: Double { textRect.minX + width(of: text.prefix(caret)) - textScrollOffset }

    /// Keeps the caret inside the text rect, scrolling as little as possible, and no further than the text.
    private func updateScroll() {
        guard context != nil else { return }
        let box = textRect.width - 2  // room for the caret itself
        let caretOffset = width(of: text.prefix(caret))
        var scroll = textScrollOffset
        if caretOffset - scroll > box { scroll = caretOffset - box }
        if caretOffset - scroll < 0 { scroll = caretOffset }
        scroll = max(0, min(scroll, width(of: text) - box))
        textScrollOffset = scroll
    }

    /// The character boundary nearest to an x in panel coordinates.
    private func caretIndex(atX x: Double) -> Int {
        let target = x - textRect.minX + textScrollOffset
        var best = 0, bestDistance = Double.infinity
        var prefix = ""
        for (i, ch) in ([nil] + text.map { Optional($0) }).enumerated() {
            if let ch { prefix.append(ch) }
            let d = abs(width(of: prefix) - target)
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        return best
    }

    // MARK: Editing

    /// Takes keyboard focus (as a press on the field does) and puts the caret at the end.
    public func beginEditing() {
        panel?.focus(self)
        moveCaret(to: text.count)
    }

    /// Gives up keyboard focus.
    public func endEditing() {
        if isFocused { panel?.focus(nil) }
    }

    /// Moves the insertion point (clamped to the text).
    public func moveCaret(to index: Int) {
        caret = max(0, min(index, text.count))
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
            guard !clean.isEmpty else { return true }
            var chars = Array(text)
            chars.insert(contentsOf: clean, at: caret)
            edit(String(chars), caret: caret + clean.count)
            return true
        case let .key(key, _):
            guard isFocused else { return false }
            var chars = Array(text)
            switch key {
            case .backspace:
                guard caret > 0 else { return true }
                chars.remove(at: caret - 1)
                edit(String(chars), caret: caret - 1)
            case .delete:
                guard caret < chars.count else { return true }
                chars.remove(at: caret)
                edit(String(chars), caret: caret)
            case .left: moveCaret(to: caret - 1)
            case .right: moveCaret(to: caret + 1)
            case .home, .up: moveCaret(to: 0)
            case .end, .down: moveCaret(to: text.count)
            case .enter: onSubmit?(text)
            case .escape: endEditing()
            default: return false
            }
            return true
        case .wheel:
            return false
        }
    }

    /// Applies a user edit: new text and caret, then `onChange`.
    private func edit(_ newText: String, caret newCaret: Int) {
        caret = max(0, min(newCaret, newText.count))
        text = newText
        updateScroll()
        onChange?(text)
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let focused = isFocused
        let radius = frame.height / 2
        canvas.fill(roundedRect: frame, radius: radius, focused ? theme.cardBackground : theme.fieldBackground)
        if focused { canvas.stroke(roundedRect: frame.insetBy(dx: 1, dy: 1), radius: radius - 1, theme.accent, width: 2) }
        if let icon {
            icon.draw(in: canvas, rect: Rect(x: frame.minX + theme.spacingLarge, y: frame.midY - 10, width: 20, height: 20), color: theme.secondaryText)
        }
        let box = textRect
        let font = theme.bodyFont
        canvas.withState {
            canvas.clip(to: box)
            if text.isEmpty {
                canvas.drawText(placeholder, in: box, font: font, color: theme.tertiaryText)
            } else {
                let full = Rect(x: box.minX - textScrollOffset, y: box.minY, width: box.width + textScrollOffset + 10_000, height: box.height)
                canvas.drawText(text, in: full, font: font, color: theme.text, ellipsize: false)
            }
            if focused {
                let x = (box.minX + canvas.measure(String(text.prefix(caret)), font: font).width - textScrollOffset).rounded()
                let h = canvas.measure("", font: font).lineHeight + 2
                canvas.fill(Rect(x: x, y: (frame.midY - h / 2).rounded(), width: 2, height: h.rounded()), theme.accent)
            }
        }
    }
}
