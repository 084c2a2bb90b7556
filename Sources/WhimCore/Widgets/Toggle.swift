import WhimGraphics

/// An on/off switch, with an optional title on its left (the switch sits at the trailing edge). It flips
/// when a press is released inside it, then calls `onChange`; while pressed, its knob stretches.
public final class Toggle: PressableWidget {
    /// Whether the switch is on (setting it does not call `onChange`).
    public var isOn: Bool { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// The text on the left; empty for a bare switch.
    public var title: String { didSet { if title != oldValue { setNeedsLayout() } } }
    /// Colours, font and metrics.
    public var theme: Theme { didSet { setNeedsLayout() } }
    /// Called with the new value after the user flips the switch (not when `isOn` is set in code).
    public var onChange: ((Bool) -> Void)?

    /// The switch's size.
    public static let switchSize = Size(width: 52, height: 32)

    /// A switch titled `title`; `onChange` gets the new value when the user flips it.
    public init(_ title: String = "", isOn: Bool = false, theme: Theme = .standard, onChange: ((Bool) -> Void)? = nil) {
        self.title = title
        self.isOn = isOn
        self.theme = theme
        self.onChange = onChange
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let own = Self.switchSize.width + (title.isEmpty ? 0 : context.measure(title, font: theme.bodyFont).width + theme.spacingMedium)
        let height = max(theme.controlHeight, (context.lineHeight(theme.bodyFont) + 2 * theme.spacingSmall).rounded(.up))
        return Size(width: proposal.width.isFinite ? proposal.width : own.rounded(.up), height: height)
    }

    /// The switch's track, at the trailing edge.
    public var trackRect: Rect {
        let s = Self.switchSize
        return Rect(x: frame.maxX - s.width, y: (frame.midY - s.height / 2).rounded(), width: s.width, height: s.height)
    }

    /// A switch named by its title, checked while on.
    public override var accessibleElement: AccessibleElement? {
        var states = controlStates
        if isOn { states.insert(.checked) }
        return AccessibleElement(role: .toggle, name: accessibleName ?? title, states: states, frame: frame)
    }

    public override func releasedInside() {
        isOn.toggle()
        onChange?(isOn)
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
        let border = legibility.controlBorderWidth
        if border > 0 { canvas.stroke(roundedRect: t.insetBy(dx: border / 2, dy: border / 2), radius: radius - border / 2, theme.text, width: border) }
        // The knob: a white disc with a soft shadow, stretched towards the middle while pressed.
        let r = radius - 3
        let stretch = isPressed ? 6.0 : 0
        let knobX = isOn ? t.maxX - 3 - 2 * r - stretch : t.minX + 3
        let knob = Rect(x: knobX, y: t.minY + 3, width: 2 * r + stretch, height: 2 * r)
        canvas.fill(roundedRect: knob.offsetBy(dx: 0, dy: 1), radius: r, theme.shadow)
        canvas.fill(roundedRect: knob, radius: r, .white)
    }
}
