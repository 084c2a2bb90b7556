import WhimGraphics

/// A pointer button.
public enum PointerButton: Sendable, Hashable { case primary, secondary, middle }

/// Modifier keys held during a key press.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    public static let meta = KeyModifiers(rawValue: 8)
}

/// A key, independent of any window system.
public enum Key: Sendable, Hashable {
    case escape, enter, backspace, delete, tab, space
    case left, right, up, down, home, end, pageUp, pageDown
    case function(Int)
    /// A printable key, lowercased (`S`, `?` arrive as `s`, `?`); text typing arrives separately as `.text`.
    case character(Character)
}

/// An input event in the engine's terms, in logical container coordinates. The host (SDL) translates
/// its events into these; tests make them directly.
public enum InputEvent: Sendable, Hashable {
    case pointerDown(Point, PointerButton)
    case pointerMove(Point)
    case pointerUp(Point, PointerButton)
    /// Wheel or trackpad scroll at a point; positive `dy` scrolls content up (wheel away from the user).
    case wheel(Point, dx: Double, dy: Double)
    case key(Key, KeyModifiers)
    /// Committed text input (after the keyboard layout and input method).
    case text(String)

    /// Where a pointer event happened; nil for keyboard events.
    public var location: Point? {
        switch self {
        case let .pointerDown(p, _), let .pointerMove(p), let .pointerUp(p, _), let .wheel(p, _, _): return p
        case .key, .text: return nil
        }
    }
}
