import WhimGraphics

/// A pressable control with a title and/or an icon. Drawn pressed while the pointer is down inside;
/// the action fires on release inside only (released outside, or cancelled by a drag, it does nothing).
public final class Button: Widget {
    /// How the button is filled.
    public enum Style: Sendable { case filled, tinted, plain }

    public var title: String { didSet { setNeedsLayout() } }
    public var icon: IconSymbol? { didSet { setNeedsLayout() } }
    public var style: Style { didSet { setNeedsDisplay() } }
    public var isEnabled = true { didSet { setNeedsDisplay() } }
    public var theme: Theme
    public var action: (() -> Void)?
    public private(set) var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }

    public init(_ title: String, icon: IconSymbol? = nil, style: Style = .filled, theme: Theme = .standard, action: (() -> Void)? = nil) {
        self.title = title
        self.icon = icon
        self.style = style
        self.theme = theme
        self.action = action
        super.init()
    }

    public override var wantsPointer: Bool { true }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let textWidth = title.isEmpty ? 0 : context.measure(title, font: theme.headlineFont).width
        let iconWidth: Double = icon == nil ? 0 : 22 + (title.isEmpty ? 0 : 8)
        return Size(width: textWidth + iconWidth + (style == .plain && title.isEmpty ? 12 : 32), height: theme.controlHeight)
    }

    public override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case let .pointerDown(p, _):
            isPressed = frame.contains(p)
            return true
        case let .pointerMove(p):
            isPressed = frame.contains(p)
            return true
        case let .pointerUp(p, _):
            let fire = isPressed && frame.contains(p)
            isPressed = false
            if fire { action?() }
            return true
        default:
            return false
        }
    }

    /// Fires the action as a click would (keyboard activation, tests).
    public func activate() { if isEnabled { action?() } }

    public override func draw(in canvas: Canvas) {
        let (fill, ink): (Color?, Color) = {
            switch style {
            case .filled: return (theme.accent, theme.accentText)
            case .tinted: return (theme.selection, theme.accent)
            case .plain: return (nil, theme.accent)
            }
        }()
        let radius = min(theme.cornerRadius, frame.height / 2)
        if let fill { canvas.fill(roundedRect: frame, radius: radius, isEnabled ? fill : theme.toggleOff) }
        if isPressed { canvas.fill(roundedRect: frame, radius: radius, style == .filled ? Color(0x000000, alpha: 0.18) : theme.pressed) }
        let textWidth = title.isEmpty ? 0 : canvas.measure(title, font: theme.headlineFont).width
        let iconWidth = icon == nil ? 0.0 : 22
        let gap = icon != nil && !title.isEmpty ? 8.0 : 0
        var x = frame.midX - (textWidth + iconWidth + gap) / 2
        let color = isEnabled ? ink : theme.secondaryText
        if let icon {
            icon.draw(in: canvas, rect: Rect(x: x, y: frame.midY - 11, width: 22, height: 22), color: color)
            x += iconWidth + gap
        }
        if !title.isEmpty {
            canvas.drawText(title, in: Rect(x: x, y: frame.minY, width: frame.maxX - x, height: frame.height), font: theme.headlineFont, color: color)
        }
    }
}
