import WhimCore
import WhimGraphics

/// One object of the exposed tree: the application, its window, a scene's panel or dialog, or a widget's
/// element (a list's row, a segment). A value: the tree is published whole and read on another thread.
public struct AccessibleNode: Sendable, Hashable {
    /// Its number, stable while the same widget of the same scene is on show (the object path's last part).
    public var id: Int
    /// The node it is in; nil for the application.
    public var parent: Int?
    /// The nodes in it, in reading order.
    public var children: [Int]
    public var role: AtspiRole
    /// What a screen reader says for it.
    public var name: String
    /// A second line: a row's subtitle, a segmented control's selected segment.
    public var description: String
    public var states: AtspiStates
    /// Where it is, in window coordinates (logical units).
    public var frame: Rect
    /// What `DoAction` can do to it, by index.
    public var actions: [AtspiAction]
    /// A field's text (the Text interface), nil for every other node.
    public var text: String?
    /// A field's caret and selection, in characters.
    public var cursor: AccessibleTextCursor? = nil
}

/// An action of the Action interface: what Enter does to the widget with keyboard focus.
public enum AtspiAction: String, Sendable, Hashable {
    /// Presses a button (or the map: activates the marker nearest its centre).
    case press
    /// Switches a toggle.
    case toggle
    /// Chooses a row or a segment, or starts typing in a field.
    case activate

    /// What it does, for `GetDescription`.
    var description: String {
        switch self {
        case .press: "Presses the button"
        case .toggle: "Switches it on or off"
        case .activate: "Chooses it"
        }
    }
}
