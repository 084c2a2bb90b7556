import WhimGraphics

/// A pressable control with a title and/or an icon. It is drawn pressed while the pointer is down inside
/// it; the action fires on release inside only (released outside, or cancelled because a drag became a
/// card drag, it does nothing). A disabled button is greyed out, never fires, and still takes the press
/// so that it does not fall through to what is behind it.
public final class Button: PressableWidget {
    /// How the button is filled.
    public enum Style: Sendable, Hashable {
        /// The accent colour behind light text: the main action of a card.
        case filled
        /// A pale accent behind accent text: secondary actions, close buttons.
        case tinted
        /// Accent text (or icon) only: toolbar and navigation buttons.
        case plain
    }

    /// The title; empty for an icon-only (square) button.
    public var title: String { didSet { if title != oldValue { setNeedsLayout() } } }
    /// An icon before the title, or alone.
    public var icon: IconSymbol? { didSet { if icon != oldValue { setNeedsLayout() } } }
    /// Filled, tinted or plain.
    public var style: Style { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// Colours, font and metrics.
    public var theme: Theme { didSet { setNeedsLayout() } }
    /// The colour of the button (default: the theme's accent), e.g. `theme.destructive`.
    public var tint: Color? { didSet { setNeedsDisplay() } }
    /// Called when a press is released inside the button.
    public var action: (() -> Void)?

    /// A button titled `title` with an optional leading icon; `action` fires on release inside.
    public init(
        _ title: String, icon: IconSymbol? = nil, style: Style = .filled, theme: Theme = .standard,
        action: (() -> Void)? = nil
    ) {
        self.title = title
        self.icon = icon
        self.style = style
        self.theme = theme
        self.action = action
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        // As tall as the theme asks, or as its title needs at the reader's text size.
        let height = max(theme.controlHeight, (context.lineHeight(theme.buttonFont) + 2 * theme.spacingSmall).rounded(.up))
        if title.isEmpty { return Size(width: height, height: height) }  // icon only: a square
        let textWidth = context.measure(title, font: theme.buttonFont).width
        let iconWidth = icon == nil ? 0 : theme.iconSize + theme.spacingSmall
        let inset = style == .plain ? theme.spacingSmall : theme.spacingLarge + 4
        return Size(width: (textWidth + iconWidth + 2 * inset).rounded(.up), height: height)
    }

    public override func releasedInside() { action?() }

    /// Fires the action as a click would (keyboard activation, tests); nothing when disabled.
    public func activate() { if isEnabled { action?() } }

    /// A button named by its title, else by `accessibleName`, else by its icon.
    public override var accessibleElement: AccessibleElement? {
        let name = accessibleName ?? (title.isEmpty ? icon?.spokenName ?? "" : title)
        return AccessibleElement(role: .button, name: name, states: controlStates, frame: frame)
    }

    /// The fill behind the content and the colour of the content, in the current state.
    private var colors: (fill: Color?, ink: Color) {
        let accent = tint ?? theme.accent
        guard isEnabled else { return (style == .plain ? nil : theme.disabledFill, theme.disabledText) }
        switch style {
        case .filled: return (isPressed ? accent.mixed(with: .black, 0.2) : accent, theme.accentText)
        case .tinted:
            let pale = tint == nil ? theme.selection : accent.withAlpha(0.14)
            return (isPressed ? pale.mixed(with: accent, 0.22) : pale, tint ?? theme.tintedText)
        case .plain: return (isPressed ? theme.pressed : nil, isPressed ? accent.mixed(with: .black, 0.2) : accent)
        }
    }

    public override func draw(in canvas: Canvas) {
        let (fill, ink) = colors
        let radius = min(theme.cornerRadius, frame.height / 2)
        let shape = title.isEmpty ? frame.height / 2 : radius
        if let fill { canvas.fill(roundedRect: frame, radius: shape, fill) }
        let border = legibility.controlBorderWidth
        if border > 0, style != .plain || isPressed {
            canvas.stroke(roundedRect: frame.insetBy(dx: border / 2, dy: border / 2), radius: shape, isEnabled ? theme.text : theme.disabledText, width: border)
        }
        let font = theme.buttonFont
        let iconSize = theme.iconSize
        if title.isEmpty {
            icon?.draw(in: canvas, rect: Rect(x: frame.midX - iconSize / 2, y: frame.midY - iconSize / 2, width: iconSize, height: iconSize), color: ink)
            return
        }
        let inset = style == .plain ? theme.spacingSmall : theme.spacingLarge
        let iconWidth = icon == nil ? 0 : iconSize + theme.spacingSmall
        let textWidth = min(canvas.measure(title, font: font).width, max(0, frame.width - 2 * inset - iconWidth))
        var x = (frame.midX - (textWidth + iconWidth) / 2).rounded()
        if let icon {
            icon.draw(in: canvas, rect: Rect(x: x, y: frame.midY - iconSize / 2, width: iconSize, height: iconSize), color: ink)
            x += iconWidth
        }
        canvas.drawText(title, in: Rect(x: x, y: frame.minY, width: textWidth + 1, height: frame.height), font: font, color: ink)
    }
}
