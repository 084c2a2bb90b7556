/// Text an input method is composing (pinyin turning into hanzi, a dead key waiting for its letter): shown
/// at the caret, underlined, but not part of the text until the input method commits it.
public struct TextComposition: Hashable, Sendable {
    /// The text being composed.
    public var text: String
    /// The input method's caret inside `text`, as a UTF-8 offset on a character boundary.
    public var caret: Int

    /// A composition of `text` with its caret `caretScalars` Unicode scalars in (as input methods count),
    /// clamped to the text and moved back to a character boundary.
    public init(_ text: String, caretScalars: Int) {
        self.text = text
        caret = text.utf8Offset(of: text.boundary(atOrBefore: text.index(utf8Offset: text.utf8Offset(scalars: caretScalars))))
    }
}
