/// What a widget may need to know about the press it is handling beyond its point: which of a run of
/// quick presses it is (2: a double click selects a word) and the modifier keys held (Shift extends a
/// selection). The container sets it on the pressed panel (`Panel.press`) before the press arrives.
public struct PressContext: Sendable, Hashable {
    /// 1 for a single press, 2 for a double click, 3 for a triple click.
    public var clickCount: Int
    /// The modifier keys held as the button went down.
    public var modifiers: KeyModifiers

    /// A press of `clickCount` with `modifiers` held.
    public init(clickCount: Int = 1, modifiers: KeyModifiers = []) {
        self.clickCount = max(1, clickCount)
        self.modifiers = modifiers
    }
}
