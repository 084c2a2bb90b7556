import WhimCore

/// A user with a keyboard and no pointer, for keyboard-only walks: keys go where a window's keys go (the
/// app's shortcut hook first, then the container), and the user finds a control by Tabbing until the
/// focused element has its name, as a sighted keyboard user follows the ring.
public struct KeyboardUser {
    let container: WhimSceneContainer
    let send: (InputEvent) -> Void

    /// A user of `container` whose keys go through `send` (the app's `handleShortcut`, then the container
    /// when it did not take the key).
    public init(container: WhimSceneContainer, send: @escaping (InputEvent) -> Void) {
        self.container = container
        self.send = send
    }

    /// Presses a key.
    public func press(_ key: Key, _ modifiers: KeyModifiers = []) { send(.key(key, modifiers)) }

    /// Types text (into the focused field).
    public func type(_ text: String) { send(.text(text)) }

    /// The focused element's name and role, nil when nothing has focus.
    public var focused: AccessibleElement? { container.keyboardFocus.focusedElement }

    /// Tabs until the focused element is named `name` (and has `role`, when given); throws after a whole
    /// cycle of the stops without it.
    public func tab(to name: String, role: AccessibleRole? = nil) throws {
        try tab(named: name) { e in e.name == name && (role == nil || role == e.role) }
    }

    /// Tabs until the focused element is one `matches` takes; throws after a whole cycle without one.
    public func tab(named description: String, where matches: (AccessibleElement) -> Bool) throws {
        let limit = container.keyboardFocus.stops.count + 2
        for _ in 0...limit {
            if container.keyboardFocus.isRingVisible, let f = focused, matches(f) { return }
            press(.tab)
        }
        throw KeyboardUserError(name: description, seen: container.keyboardFocus.elements().map(\.name))
    }

    /// Tabs to the element named `name` and presses Enter.
    public func activate(_ name: String, role: AccessibleRole? = nil) throws {
        try tab(to: name, role: role)
        press(.enter)
    }

    /// Tabs to the list named `name`, moves down to row `row` (from its first) and presses Enter.
    public func choose(row: Int, inList name: String) throws {
        try tab(to: name, role: .list)
        press(.home)
        for _ in 0..<row { press(.down) }
        press(.enter)
    }
}

/// A keyboard-only walk found no element of that name among the stops.
public struct KeyboardUserError: Error, CustomStringConvertible {
    /// What was looked for.
    public var name: String
    /// The names of the elements on screen.
    public var seen: [String]
    public var description: String { "no focusable element named \"\(name)\" (on screen: \(seen))" }
}
