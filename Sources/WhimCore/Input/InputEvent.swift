import WhimGraphics

/// A pointer button.
public enum PointerButton: Sendable, Hashable {
    /// The main button (left for right-handed mice, a touch, a trackpad click).
    case primary
    /// The context-menu button (right for right-handed mice).
    case secondary
    /// The wheel button.
    case middle
}

/// Modifier keys held during a key press.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// One bit per modifier.
    public let rawValue: UInt8
    /// The modifiers whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 2)
    /// Either Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: 4)
    /// The Super / Windows / Command key.
    public static let meta = KeyModifiers(rawValue: 8)
}

/// A key, independent of any window system.
public enum Key: Sendable, Hashable {
    /// Esc: back, dismiss, cancel.
    case escape
    /// Return or keypad Enter.
    case enter
    /// Backspace: delete before the caret.
    case backspace
    /// Delete: delete after the caret.
    case delete
    /// Tab: move focus.
    case tab
    /// The space bar (as a key; the typed space also arrives as `.text(" ")`).
    case space
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A function key, `function(1)` for F1.
    case function(Int)
    /// A printable key, lowercased (`S`, `?` arrive as `s`, `?`); text typing arrives separately as `.text`.
    case character(Character)
}

/// An input event in the engine's terms, in logical container coordinates. The host (SDL) translates
/// its events into these; tests make them directly.
public enum InputEvent: Sendable, Hashable {
    /// A button went down (or a touch began) at a point.
    case pointerDown(Point, PointerButton)
    /// The pointer moved to a point, with or without a button down.
    case pointerMove(Point)
    /// A button went up (or a touch ended) at a point.
    case pointerUp(Point, PointerButton)
    /// Wheel or trackpad scroll at a point; positive `dy` scrolls content up (wheel away from the user).
    case wheel(Point, dx: Double, dy: Double)
    /// A key press with the modifiers held.
    case key(Key, KeyModifiers)
    /// Committed text input (after the keyboard layout and input method).
    case text(String)
    /// Text an input method is composing, not committed yet, with its caret in Unicode scalars; empty
    /// text ends the composition (the committed text follows as `.text`).
    case composition(String, caret: Int)

    /// Where a pointer event happened; nil for keyboard events.
    public var location: Point? {
        switch self {
        case let .pointerDown(p, _), let .pointerMove(p), let .pointerUp(p, _), let .wheel(p, _, _): return p
        case .key, .text, .composition: return nil
        }
    }
}
