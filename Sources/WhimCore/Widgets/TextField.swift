import WhimGraphics

/// A single-line text field: placeholder, focus on press, a caret at the insertion point, typing
/// (`.text`), backspace/delete/left/right/home/end, `onChange` and `onSubmit` (Enter). Long text scrolls so
/// the caret stays visible.
public final class TextField: Widget {
    public var text: String { didSet { if text != oldValue { caret = min(caret, text.count); setNeedsDisplay() } } }
    public var placeholder: String { didSet { setNeedsDisplay() } }
    public var icon: IconSymbol?
    public var theme: Theme
    public var onChange: ((String) -> Void)?
    public var onSubmit: ((String) -> Void)?
    /// The insertion point, in characters.
    public private(set) var caret: Int
    private var hasFocus = false

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

    /// Whether the field has keyboard focus.
    public var isFocused: Bool { hasFocus }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : 240, height: theme.controlHeight)
    }

    public override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown:
            hasFocus = true
            caret = text.count
            setNeedsDisplay()
            return true
        case .pointerMove, .pointerUp:
            return true
        case let .text(typed):
            guard hasFocus else { return false }
            var chars = Array(text)
            chars.insert(contentsOf: typed, at: caret)
            caret += typed.count
            text = String(chars)
            onChange?(text)
            return true
        case let .key(key, _):
            guard hasFocus else { return false }
            var chars = Array(text)
            switch key {
            case .backspace:
                guard caret > 0 else { return true }
                chars.remove(at: caret - 1)
                caret -= 1
            case .delete:
                guard caret < chars.count else { return true }
                chars.remove(at: caret)
            case .left: caret = max(0, caret - 1)
            case .right: caret = min(chars.count, caret + 1)
            case .home: caret = 0
            case .end: caret = chars.count
            case .enter:
                onSubmit?(text)
                return true
            case .escape:
                focusDidEnd()
                return false
            default:
                return false
            }
            let changed = String(chars) != text
            text = String(chars)
            setNeedsDisplay()
            if changed { onChange?(text) }
            return true
        default:
            return false
        }
    }

    /// Takes keyboard focus (as a press on the field does).
    public func beginEditing() {
        panel?.focus(self)
        hasFocus = true
        caret = text.count
        setNeedsDisplay()
    }

    public override func focusDidEnd() {
        hasFocus = false
        setNeedsDisplay()
    }

    public override func draw(in canvas: Canvas) {
        canvas.fill(roundedRect: frame, radius: frame.height / 2, theme.fieldBackground)
        if hasFocus { canvas.stroke(roundedRect: frame.insetBy(dx: 1, dy: 1), radius: frame.height / 2 - 1, theme.accent, width: 2) }
        var x = frame.minX + 16
        if let icon {
            icon.draw(in: canvas, rect: Rect(x: x, y: frame.midY - 10, width: 20, height: 20), color: theme.secondaryText)
            x += 30
        }
        let box = Rect(x: x, y: frame.minY, width: frame.maxX - 16 - x, height: frame.height)
        canvas.withState {
            canvas.clip(to: box)
            if text.isEmpty {
                canvas.drawText(placeholder, in: box, font: theme.bodyFont, color: theme.secondaryText)
            }
            let before = canvas.measure(String(text.prefix(caret)), font: theme.bodyFont).width
            let shift = max(0, before - box.width + 4)
            if !text.isEmpty {
                canvas.drawText(text, in: box.offsetBy(dx: -shift, dy: 0).union(box), font: theme.bodyFont, color: theme.text, ellipsize: false)
            }
            if hasFocus {
                let cx = box.minX + before - shift
                canvas.fill(Rect(x: cx, y: frame.midY - 10, width: 2, height: 20), theme.accent)
            }
        }
    }
}
