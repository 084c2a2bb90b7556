import WhimGraphics

/// An on/off switch with an optional label on its left; flips on release inside.
public final class Toggle: Widget {
    public var isOn: Bool { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    public var title: String { didSet { setNeedsDisplay() } }
    public var theme: Theme
    public var onChange: ((Bool) -> Void)?
    private var pressed = false

    public init(_ title: String = "", isOn: Bool = false, theme: Theme = .standard, onChange: ((Bool) -> Void)? = nil) {
        self.title = title
        self.isOn = isOn
        self.theme = theme
        self.onChange = onChange
        super.init()
    }

    public override var wantsPointer: Bool { true }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : 52 + context.measure(title, font: theme.bodyFont).width + 12, height: theme.controlHeight)
    }

    /// The switch's track.
    var trackRect: Rect { Rect(x: frame.maxX - 52, y: frame.midY - 15, width: 52, height: 30) }

    public override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointerDown(p, _): pressed = frame.contains(p); return true
        case .pointerMove: return true
        case let .pointerUp(p, _):
            if pressed, frame.contains(p) {
                isOn.toggle()
                onChange?(isOn)
            }
            pressed = false
            return true
        default: return false
        }
    }

    public override func draw(in canvas: Canvas) {
        if !title.isEmpty {
            canvas.drawText(title, in: Rect(x: frame.minX, y: frame.minY, width: frame.width - 64, height: frame.height), font: theme.bodyFont, color: theme.text)
        }
        let t = trackRect
        canvas.fill(roundedRect: t, radius: 15, isOn ? theme.accent : theme.toggleOff)
        let knobX = isOn ? t.maxX - 15 : t.minX + 15
        canvas.fillCircle(center: Point(x: knobX, y: t.midY + 1), radius: 12.5, Color(0x000000, alpha: 0.15))
        canvas.fillCircle(center: Point(x: knobX, y: t.midY), radius: 12, .white)
    }
}
