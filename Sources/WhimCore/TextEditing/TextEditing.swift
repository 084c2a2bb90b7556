/// A text being edited, as a value: the text, the selection (UTF-8 offsets on grapheme-cluster
/// boundaries), an input method's composition, and the undo history. Every operation is a pure mutation
/// of the value, so text fields and text areas share one model and tests check it against a reference.
/// Operations that move or delete by line use logical lines (between newlines); a widget that wraps moves
/// by its visual lines with `moveCaret(to:extending:)`.
public struct TextEditing: Sendable, Equatable {
    /// The text.
    public private(set) var text: String
    /// The selection; an empty one is the caret.
    public private(set) var selection: TextSelection
    /// What an input method is composing at the caret (not part of `text`).
    public private(set) var composition: TextComposition?
    private var history = EditHistory()

    /// `text` with the caret at its end and no history.
    public init(_ text: String = "") {
        self.text = text
        selection = TextSelection(caret: text.utf8.count)
    }

    /// The insertion point.
    public var caret: Int { selection.caret }
    /// The selected text (empty for a caret).
    public var selectedText: String {
        let r = selection.range
        return String(text[text.index(utf8Offset: r.lowerBound)..<text.index(utf8Offset: r.upperBound)])
    }
    /// Whether an edit can be undone.
    public var canUndo: Bool { !history.undoStack.isEmpty }
    /// Whether an undone edit can be redone.
    public var canRedo: Bool { !history.redoStack.isEmpty }

    /// Whether a character belongs to a word (letters, digits, underscore): word moves and deletions stop
    /// where this changes, and a double click selects a run of them.
    public static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    // MARK: Edits

    /// Replaces the selection with `string` (typing, or an input method's commit); the caret goes after
    /// it. A run of typing is one undo step. Returns whether the text changed.
    @discardableResult
    public mutating func insert(_ string: String, kind: EditKind = .typing) -> Bool {
        let k: EditKind = selection.isEmpty ? kind : .replacing
        return replace(selection.range, with: string, kind: k)
    }

    /// Deletes the selection, or from the caret back by `unit` when nothing is selected (Backspace).
    @discardableResult
    public mutating func deleteBackward(by unit: TextUnit = .character) -> Bool {
        guard selection.isEmpty else { return replace(selection.range, with: "", kind: .replacing) }
        let start = boundary(.backward, by: unit, from: caret)
        return replace(start..<caret, with: "", kind: unit == .character ? .deletingBackward : .replacing)
    }

    /// Deletes the selection, or from the caret on by `unit` when nothing is selected (Delete).
    @discardableResult
    public mutating func deleteForward(by unit: TextUnit = .character) -> Bool {
        guard selection.isEmpty else { return replace(selection.range, with: "", kind: .replacing) }
        let end = boundary(.forward, by: unit, from: caret)
        return replace(caret..<end, with: "", kind: unit == .character ? .deletingForward : .replacing)
    }

    /// Replaces the UTF-8 `range` (moved out to character boundaries) with `string`; the caret goes after
    /// it (to the end of a character the new text joined with the next, as a combining mark does).
    /// Ends any composition. Returns whether the text changed.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with string: String, kind: EditKind = .replacing) -> Bool {
        composition = nil
        let lower = text.boundaryOffset(atOrBefore: range.lowerBound)
        let upper = text.boundaryOffset(atOrAfter: max(lower, range.upperBound))
        guard lower < upper || !string.isEmpty else {
            history.openRun = nil
            return false
        }
        let before = EditHistory.Snapshot(text: text, selection: selection)
        let head = text[..<text.index(utf8Offset: lower)], tail = text[text.index(utf8Offset: upper)...]
        text = String(head) + string + String(tail)
        selection = TextSelection(caret: text.boundaryOffset(atOrAfter: lower + string.utf8.count))
        history.record(from: before, kind: kind)
        return true
    }

    // MARK: Moves and selection

    /// Moves the caret by `unit` in `direction`; with `extending` (Shift) the selection grows or shrinks
    /// from its anchor, else it collapses. A character move of a selection without Shift goes to its edge.
    public mutating func move(_ direction: TextDirection, by unit: TextUnit, extending: Bool) {
        let r = selection.range
        if !extending, !selection.isEmpty, unit == .character || unit == .word {
            let edge = direction == .backward ? r.lowerBound : r.upperBound
            return setSelection(TextSelection(caret: unit == .character ? edge : boundary(direction, by: unit, from: edge)))
        }
        moveCaret(to: boundary(direction, by: unit, from: caret), extending: extending)
    }

    /// Moves the caret a logical line up or down, to the same character column or the line's end when it
    /// is shorter; from the first line up goes to the start, from the last down to the end.
    public mutating func moveVertically(_ direction: TextDirection, extending: Bool) {
        let lineStart = boundary(.backward, by: .line, from: caret)
        let column = text[text.index(utf8Offset: lineStart)..<text.index(utf8Offset: caret)].count
        let target: Int
        switch direction {
        case .backward:
            guard lineStart > 0 else { return moveCaret(to: 0, extending: extending) }
            let previousEnd = text.offset(beforeCharacterAt: lineStart)
            target = offset(column, charactersFrom: boundary(.backward, by: .line, from: previousEnd), before: previousEnd)
        case .forward:
            let lineEnd = boundary(.forward, by: .line, from: caret)
            guard lineEnd < text.utf8.count else { return moveCaret(to: lineEnd, extending: extending) }
            let nextStart = text.offset(afterCharacterAt: lineEnd)
            target = offset(column, charactersFrom: nextStart, before: boundary(.forward, by: .line, from: nextStart))
        }
        moveCaret(to: target, extending: extending)
    }

    /// Puts the caret at `offset` (clamped, moved back to a character boundary); with `extending` the
    /// anchor stays, else nothing is selected.
    public mutating func moveCaret(to offset: Int, extending: Bool) {
        let target = text.boundaryOffset(atOrBefore: offset)
        setSelection(TextSelection(anchor: extending ? selection.anchor : target, caret: target))
    }

    /// Selects a UTF-8 range (moved out to character boundaries), the caret at its end.
    public mutating func select(_ range: Range<Int>) {
        let lower = text.boundaryOffset(atOrBefore: range.lowerBound)
        setSelection(TextSelection(anchor: lower, caret: max(lower, text.boundaryOffset(atOrAfter: range.upperBound))))
    }

    /// Selects everything (Ctrl+A, a triple click in a field).
    public mutating func selectAll() { select(0..<text.utf8.count) }

    /// The word, run of spaces, or single other character at `offset` (the one before it at the end or
    /// when the one after is a line break): what a double click selects.
    public func wordRange(at offset: Int) -> Range<Int> {
        let i = text.boundary(atOrBefore: text.index(utf8Offset: offset))
        var start = i
        if start == text.endIndex || (text[start].isNewline && start > text.startIndex) {
            guard start > text.startIndex else { return 0..<0 }
            start = text.index(before: start)
        }
        let kind = CharacterKind(text[start])
        guard kind != .other else { return text.utf8Offset(of: start)..<text.utf8Offset(of: text.index(after: start)) }
        var lower = start, upper = text.index(after: start)
        while lower > text.startIndex, CharacterKind(text[text.index(before: lower)]) == kind { lower = text.index(before: lower) }
        while upper < text.endIndex, CharacterKind(text[upper]) == kind { upper = text.index(after: upper) }
        return text.utf8Offset(of: lower)..<text.utf8Offset(of: upper)
    }

    /// The logical line at `offset`, without its line break: what a triple click in a text area selects.
    public func lineRange(at offset: Int) -> Range<Int> {
        let start = boundary(.backward, by: .line, from: offset)
        return start..<boundary(.forward, by: .line, from: start)
    }

    // MARK: Composition

    /// Shows an input method's composition at the caret, or ends it (nil or empty text). The text does
    /// not change until the input method commits (`insert`).
    public mutating func setComposition(_ composition: TextComposition?) {
        self.composition = composition.flatMap { $0.text.isEmpty ? nil : $0 }
    }

    // MARK: Undo

    /// Restores the text and selection from before the last undo step. Returns whether there was one.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let previous = history.undo(from: .init(text: text, selection: selection)) else { return false }
        restore(previous)
        return true
    }

    /// Re-applies the last undone step. Returns whether there was one.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let next = history.redo(from: .init(text: text, selection: selection)) else { return false }
        restore(next)
        return true
    }

    private mutating func restore(_ snapshot: EditHistory.Snapshot) {
        text = snapshot.text
        selection = snapshot.selection
        composition = nil
    }

    // MARK: Boundaries

    /// A selection change that is not an edit: it ends the open typing run and any composition.
    private mutating func setSelection(_ new: TextSelection) {
        selection = new
        composition = nil
        history.openRun = nil
    }

    /// The boundary `unit` away from `offset` in `direction`: a character, the start of the word before
    /// (the end of the word after), the logical line's start (end), or the text's.
    public func boundary(_ direction: TextDirection, by unit: TextUnit, from offset: Int) -> Int {
        switch (unit, direction) {
        case (.character, .backward): return text.offset(beforeCharacterAt: offset)
        case (.character, .forward): return text.offset(afterCharacterAt: offset)
        case (.document, .backward): return 0
        case (.document, .forward): return text.utf8.count
        case (.word, _), (.line, _):
            let stops: (Character) -> Bool = unit == .line ? { $0.isNewline } : { !Self.isWordCharacter($0) }
            var i = text.boundary(atOrBefore: text.index(utf8Offset: offset))
            if direction == .backward {
                if unit == .word { while i > text.startIndex, stops(text[text.index(before: i)]) { i = text.index(before: i) } }
                while i > text.startIndex, !stops(text[text.index(before: i)]) { i = text.index(before: i) }
            } else {
                if unit == .word { while i < text.endIndex, stops(text[i]) { i = text.index(after: i) } }
                while i < text.endIndex, !stops(text[i]) { i = text.index(after: i) }
            }
            return text.utf8Offset(of: i)
        }
    }

    /// The offset `column` characters from `start`, at most `end`.
    private func offset(_ column: Int, charactersFrom start: Int, before end: Int) -> Int {
        let limit = text.index(utf8Offset: end)
        let i = text.index(text.index(utf8Offset: start), offsetBy: column, limitedBy: limit) ?? limit
        return text.utf8Offset(of: min(i, limit))
    }
}

/// How a double click groups characters: a word, a run of spaces, or one other character alone.
private enum CharacterKind: Equatable {
    case word, space, other

    init(_ c: Character) {
        if TextEditing.isWordCharacter(c) { self = .word } else if c.isWhitespace, !c.isNewline { self = .space } else { self = .other }
    }
}
