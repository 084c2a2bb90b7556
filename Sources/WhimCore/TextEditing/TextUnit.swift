/// How far a caret move or a deletion reaches.
public enum TextUnit: Sendable, Hashable {
    /// One character (grapheme cluster: "é", "👍🏽", "🇫🇮" are one each).
    case character
    /// To the next word boundary (Ctrl with an arrow, Backspace or Delete).
    case word
    /// A line: up or down keeping the column, or to the line's start or end (Home, End).
    case line
    /// The whole text: to its start or end (Ctrl+Home, Ctrl+End).
    case document
}

/// Which way a caret moves or a deletion reaches.
public enum TextDirection: Sendable, Hashable {
    /// Towards the start of the text (left, up, Home, Backspace).
    case backward
    /// Towards the end of the text (right, down, End, Delete).
    case forward
}
