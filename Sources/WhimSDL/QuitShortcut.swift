import WhimCore

/// A key that closes the window as its close button does: the desktop's Ctrl+Q and Ctrl+W. The host acts
/// on it before the app and the container see the key, so it quits while a text field has focus too,
/// and the app ends as after any close (its state saved).
public struct QuitShortcut: Sendable, Hashable {
    /// The key, as the engine names it (`.character("q")`).
    public var key: Key
    /// Exactly these modifiers must be held (Ctrl+Shift+Q is not Ctrl+Q).
    public var modifiers: KeyModifiers

    public init(_ key: Key, _ modifiers: KeyModifiers) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Ctrl+Q (quit) and Ctrl+W (close the window), the keys every desktop app answers.
    public static let desktop: [QuitShortcut] = [QuitShortcut(.character("q"), .control), QuitShortcut(.character("w"), .control)]

    /// Whether `event` is this key press.
    public func matches(_ event: InputEvent) -> Bool {
        guard case let .key(pressed, held) = event else { return false }
        return pressed == key && held == modifiers
    }
}
