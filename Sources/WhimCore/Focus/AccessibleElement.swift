import WhimGraphics

/// What a widget (or the map) is to a keyboard user and to assistive technology: its role, the name a
/// screen reader says, its states and where it is. Widgets produce it (`Widget.accessibleElement`);
/// `KeyboardFocus` orders the elements of the top-most presentation and marks the focused one, and a
/// screen-reader bridge reads the same values.
public struct AccessibleElement: Hashable, Sendable {
    /// What kind of control it is.
    public var role: AccessibleRole
    /// What a screen reader says for it: a button's title, a field's placeholder, a row's title.
    public var name: String
    /// A second line of description (a row's subtitle, a field's text), empty when none.
    public var value: String
    /// Focusable, focused, selected, checked, enabled, visible.
    public var states: AccessibleStates
    /// Where it is: panel coordinates as a widget produces it, container coordinates from
    /// `KeyboardFocus.elements()`.
    public var frame: Rect
    /// The items inside it (a list's rows, a segmented control's segments), in reading order.
    public var children: [AccessibleElement]
    /// A text field's or area's caret and selection; nil for every other element.
    public var textCursor: AccessibleTextCursor?

    /// An element of `role` named `name`.
    public init(role: AccessibleRole, name: String, value: String = "", states: AccessibleStates = [.enabled, .visible],
                frame: Rect, children: [AccessibleElement] = [], textCursor: AccessibleTextCursor? = nil) {
        self.textCursor = textCursor
        self.role = role
        self.name = name
        self.value = value
        self.states = states
        self.frame = frame
        self.children = children
    }

    /// The same element moved by `dx`, `dy`, children included (panel coordinates into container ones).
    func offsetBy(dx: Double, dy: Double) -> AccessibleElement {
        var e = self
        e.frame = frame.offsetBy(dx: dx, dy: dy)
        e.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return e
    }
}

/// The kinds of element, named as assistive technology names them.
public enum AccessibleRole: String, Sendable, Hashable, CaseIterable {
    /// A push button.
    case button
    /// An on/off switch.
    case toggle
    /// A list of rows; the rows are its children.
    case list
    /// One row of a list.
    case listItem
    /// Mutually exclusive segments (a tab-like switch); the segments are its children.
    case segmentedControl
    /// One segment of a segmented control.
    case segment
    /// A single-line text field.
    case textField
    /// A multi-line text editor.
    case textArea
    /// The map between the panels: arrows pan, `+`/`-` zoom, Enter activates the marker nearest the centre.
    /// Its children are the markers and names it shows.
    case map
    /// A marker on the map (a stop, a station): pressing it is tapping it.
    case marker
    /// A name the map shows (a place, a street): read, not acted on.
    case mapLabel
}

/// The states of an element, as a set.
public struct AccessibleStates: OptionSet, Sendable, Hashable {
    /// One bit per state.
    public let rawValue: UInt8
    /// The states whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Tab can move to it.
    public static let focusable = AccessibleStates(rawValue: 1)
    /// It has keyboard focus now.
    public static let focused = AccessibleStates(rawValue: 2)
    /// It is the selected one of its group (a row, a segment).
    public static let selected = AccessibleStates(rawValue: 4)
    /// It is switched on.
    public static let checked = AccessibleStates(rawValue: 8)
    /// It reacts (a disabled button does not).
    public static let enabled = AccessibleStates(rawValue: 16)
    /// It is on screen (a list's rows scrolled out are not).
    public static let visible = AccessibleStates(rawValue: 32)
}
