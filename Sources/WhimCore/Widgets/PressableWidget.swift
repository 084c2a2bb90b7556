/// A control that reacts to a click: drawn pressed while the pointer is down inside it, it acts on release
/// inside only (released outside, cancelled, or disabled, it does nothing). Buttons and toggles build on it.
open class PressableWidget: Widget {
    /// Whether the control reacts; a disabled one is greyed out and never acts, but still takes the press
    /// so it does not fall through to what is underneath.
    public var isEnabled = true {
        didSet {
            if !isEnabled { isPressed = false }
            if isEnabled != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether the pointer is down inside the control right now.
    public private(set) var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }
    private var isTracking = false

    public override var wantsPointer: Bool { true }

    /// What the control does when a press is released inside it.
    open func releasedInside() {}

    /// Enter and Space act as a click does (nothing when disabled).
    open override func handleFocusedKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        guard key == .enter || key == .space else { return false }
        if isEnabled { releasedInside() }
        return true
    }

    /// The states a control has: focusable and enabled while enabled, visible.
    var controlStates: AccessibleStates { isEnabled ? [.focusable, .enabled, .visible] : [.visible] }

    public override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointerDown(p, _):
            isTracking = isEnabled
            isPressed = isEnabled && hitFrame.contains(p)
            return true
        case let .pointerMove(p):
            if isTracking { isPressed = hitFrame.contains(p) }
            return true
        case let .pointerUp(p, _):
            let act = isTracking && isEnabled && hitFrame.contains(p)
            isTracking = false
            isPressed = false
            if act { releasedInside() }
            return true
        default:
            return false
        }
    }
}
