import WhimGraphics

/// An on/off switch, with an optional title on its left (the switch sits at the trailing edge). It flips
/// when a press is released inside it, then calls `onChange`; while pressed, its knob stretches.
public final class Toggle: Widget {
    /// Whether the switch is on (setting it does not call `onChange`).
    public var isOn: Bool { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// The text on the left; empty for a bare switch.
    public var title: String { didSet { if title != oldValue { setNeedsLayout() } } }
    /// Whether the toggle reacts; a disabled toggle is drawn faded.
    public var isEnabled = true {
        didSet {
            if !isEnabled { isPressed = false }
            if isEnabled != oldValue { setNeedsDisplay() }
        }
    }
    /// Colours, font and metrics.
    public var theme: Theme { didSet { setNeedsLayout() } }
    /// Called with the new value after the user flips the switch (not when `isOn` is set in code).
    public var onChange: ((Bool) -> Void)?
    /// Whether the pointer is down inside the toggle right now.
    public private(set) var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }
    private var isTracking = false

    /// The switch's size.
    public static let switchSize = Size(width: 52, height: 32)

    public init(_ title: String = "", isOn: Bool = false, theme: Theme = .standard, onChange: ((Bool) -> Void)? = nil) {
        self.title = title
        self.isOn = isOn
        self.theme = theme
        self.onChange = onChange
        super.init()
    }

    public override var wantsPointer: Bool { true }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let own = Self.switchSize.width + (title.isEmpty ? 0 : context.measure(title, font: theme.bodyFont).width + theme.spacingMedium)
        return Size(width: proposal.width.isFinite ? proposal.width : own.rounded(.up), height: theme.controlHeight)
    }

    /// The switch's track, at the trailing edge.
    public var trackRect: Rect {
        let s = Self.switchSize
        return Rect(x: frame.maxX - s.width, y: (frame.midY - s.height / 2).rounded(), width: s.width, height: s.height)
    }

    public override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointerDown(p, _):
            isTracking = isEnabled
            isPressed = isEnabled && frame.contains(p)
            return true
        case let .pointerMove(p):
            if isTracking { isPressed = frame.contains(p) }
            return true
        case let .pointerUp(p, _):
            let flip = isTracking && isEnabled && frame.contains(p)
            isTracking = false
            isPressed = false
            if flip {
                isOn.toggle()
                onChange?(isOn)
            }
            return true
        default:
            return false
        }
    }

    public override func draw(in canvas: Canvas) {
        if !title.isEmpty {
            let titleRect = Rect(x: frame.minX, y: frame.minY, width: max(0, trackRect.minX - theme.spacingMedium - frame.minX), height: frame.height)
            canvas.drawText(title, in: titleRect, font: theme.bodyFont, color: isEnabled ? theme.text : theme.disabledText)
        }
        let t = trackRect
        let radius = t.height / 2
        var track = isOn ? theme.accent : theme.toggleOff
        if !isEnabled { track = track.mixed(with: .white, 0.55) }
        canvas.fill(roundedRect: t, radius: radius, track)
        // The knob: a white disc with a soft shadow, stretched towards the middle while pressed.
        let r = radius - 3
        let stretch = isPressed ? 6.0 : 0
        let knobX = isOn ? t.maxX - 3 - 2 * r - stretch : t.minX + 3
        let knob = Rect(x: knobX, y: t.minY + 3, width: 2 * r + stretch, height: 2 * r)
        canvas.fill(roundedRect: knob.offsetBy(dx: 0, dy: 1), radius: r, theme.shadow)
        canvas.fill(roundedRect: knob, radius: r, .white)
    }
}
