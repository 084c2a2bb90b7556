import WhimCore

/// How AT-SPI's Text interface cuts a text into pieces (`GetTextAtOffset`'s boundary types and
/// `GetStringAtOffset`'s granularities): a piece runs from one boundary to the next, offsets in characters
/// (Unicode scalars). Lines are the text's lines (a text area's line breaks), paragraphs the same.
public enum AtspiTextBoundary: Sendable, Hashable {
    case character
    /// From a word's start to the next word's start (`WORD_START`, granularity `WORD`).
    case wordStart
    /// From a word's end to the next word's end (`WORD_END`).
    case wordEnd
    /// From a sentence's start to the next one's (`SENTENCE_START`, granularity `SENTENCE`).
    case sentenceStart
    /// From a sentence's end (its full stop) to the next one's (`SENTENCE_END`).
    case sentenceEnd
    /// From a line's start to the next line's (`LINE_START`, granularities `LINE` and `PARAGRAPH`).
    case lineStart
    /// From a line's end (its line break) to the next one's (`LINE_END`).
    case lineEnd

    /// The boundary of `GetTextAtOffset`'s `type` (`AtspiTextBoundaryType`), nil for an unknown one.
    public init?(boundaryType type: Int) {
        let all: [AtspiTextBoundary] = [.character, .wordStart, .wordEnd, .sentenceStart, .sentenceEnd, .lineStart, .lineEnd]
        guard all.indices.contains(type) else { return nil }
        self = all[type]
    }

    /// The boundary of `GetStringAtOffset`'s `granularity` (`AtspiTextGranularity`), nil for an unknown one.
    public init?(granularity: Int) {
        let all: [AtspiTextBoundary] = [.character, .wordStart, .sentenceStart, .lineStart, .lineStart]
        guard all.indices.contains(granularity) else { return nil }
        self = all[granularity]
    }

    /// The piece of `text` that holds character `offset`: from the last boundary at or before it to the next
    /// boundary after it (the text's start and end count as boundaries). An offset past the end gives the
    /// last piece; an empty text, the empty piece.
    public func range(in text: String, at offset: Int) -> Range<Int> {
        let scalars = Array(text.unicodeScalars)
        let count = scalars.count
        guard count > 0 else { return 0..<0 }
        let o = min(max(0, offset), count - 1)
        if self == .character { return o..<(o + 1) }
        var lower = o
        while lower > 0, !isBoundary(lower, scalars) { lower -= 1 }
        var upper = o + 1
        while upper < count, !isBoundary(upper, scalars) { upper += 1 }
        return lower..<upper
    }

    /// Whether a piece starts at `i` (0 < i < count).
    private func isBoundary(_ i: Int, _ s: [Unicode.Scalar]) -> Bool {
        func word(_ c: Unicode.Scalar) -> Bool { TextEditing.isWordCharacter(Character(c)) }
        func stop(_ c: Unicode.Scalar) -> Bool { c == "." || c == "!" || c == "?" }
        func space(_ c: Unicode.Scalar) -> Bool { c.properties.isWhitespace }
        switch self {
        case .character: return true
        case .wordStart: return word(s[i]) && !word(s[i - 1])
        case .wordEnd: return word(s[i - 1]) && !word(s[i])
        case .sentenceStart:
            // After a full stop (or a line break) and the spaces that follow it.
            guard !space(s[i]), space(s[i - 1]) else { return false }
            var j = i - 1, broken = false
            while j >= 0, space(s[j]) {
                if s[j] == "\n" { broken = true }
                j -= 1
            }
            return broken || (j >= 0 && stop(s[j]))
        case .sentenceEnd: return stop(s[i - 1]) && !stop(s[i])
        case .lineStart: return s[i - 1] == "\n"
        case .lineEnd: return s[i] == "\n"
        }
    }
}
