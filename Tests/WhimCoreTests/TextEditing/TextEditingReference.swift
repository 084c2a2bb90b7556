import WhimCore

/// The editing model written the obvious way, over an array of characters with character indices: what
/// `TextEditing` must agree with after every operation of a random walk.
struct TextEditingReference: Equatable {
    struct State: Equatable {
        var chars: [Character]
        var anchor: Int
        var caret: Int
    }

    var state: State
    var undoStack: [State] = []
    var redoStack: [State] = []
    var openRun: EditKind?

    init(_ text: String) { state = State(chars: Array(text), anchor: text.count, caret: text.count) }

    var chars: [Character] { state.chars }
    var lower: Int { min(state.anchor, state.caret) }
    var upper: Int { max(state.anchor, state.caret) }

    static func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    func wordBackward(_ from: Int) -> Int {
        var i = from
        while i > 0, !Self.isWord(chars[i - 1]) { i -= 1 }
        while i > 0, Self.isWord(chars[i - 1]) { i -= 1 }
        return i
    }

    func wordForward(_ from: Int) -> Int {
        var i = from
        while i < chars.count, !Self.isWord(chars[i]) { i += 1 }
        while i < chars.count, Self.isWord(chars[i]) { i += 1 }
        return i
    }

    func lineStart(_ from: Int) -> Int {
        var i = from
        while i > 0, !chars[i - 1].isNewline { i -= 1 }
        return i
    }

    func lineEnd(_ from: Int) -> Int {
        var i = from
        while i < chars.count, !chars[i].isNewline { i += 1 }
        return i
    }

    func target(_ direction: TextDirection, _ unit: TextUnit, from i: Int) -> Int {
        switch (unit, direction) {
        case (.character, .backward): return max(0, i - 1)
        case (.character, .forward): return min(chars.count, i + 1)
        case (.word, .backward): return wordBackward(i)
        case (.word, .forward): return wordForward(i)
        case (.line, .backward): return lineStart(i)
        case (.line, .forward): return lineEnd(i)
        case (.document, .backward): return 0
        case (.document, .forward): return chars.count
        }
    }

    // MARK: Edits

    mutating func replace(_ a: Int, _ b: Int, with new: [Character], kind: EditKind) {
        guard a < b || !new.isEmpty else { openRun = nil; return }
        let before = state
        state.chars.replaceSubrange(a..<b, with: new)
        state.anchor = a + new.count
        state.caret = a + new.count
        redoStack.removeAll()
        if kind != .replacing, openRun == kind, !undoStack.isEmpty { return }
        undoStack.append(before)
        if undoStack.count > 100 { undoStack.removeFirst() }
        openRun = kind
    }

    mutating func insert(_ s: String, kind: EditKind) {
        replace(lower, upper, with: Array(s), kind: lower == upper ? kind : .replacing)
    }

    mutating func deleteBackward(_ unit: TextUnit) {
        if lower != upper { return replace(lower, upper, with: [], kind: .replacing) }
        replace(target(.backward, unit, from: state.caret), state.caret, with: [], kind: unit == .character ? .deletingBackward : .replacing)
    }

    mutating func deleteForward(_ unit: TextUnit) {
        if lower != upper { return replace(lower, upper, with: [], kind: .replacing) }
        replace(state.caret, target(.forward, unit, from: state.caret), with: [], kind: unit == .character ? .deletingForward : .replacing)
    }

    // MARK: Moves

    mutating func set(anchor: Int, caret: Int) {
        state.anchor = anchor
        state.caret = caret
        openRun = nil
    }

    mutating func moveCaret(to i: Int, extending: Bool) { set(anchor: extending ? state.anchor : i, caret: i) }

    mutating func move(_ direction: TextDirection, _ unit: TextUnit, extending: Bool) {
        if !extending, lower != upper, unit == .character || unit == .word {
            let edge = direction == .backward ? lower : upper
            let to = unit == .character ? edge : target(direction, unit, from: edge)
            return set(anchor: to, caret: to)
        }
        moveCaret(to: target(direction, unit, from: state.caret), extending: extending)
    }

    mutating func moveVertically(_ direction: TextDirection, extending: Bool) {
        let start = lineStart(state.caret), column = state.caret - start
        switch direction {
        case .backward:
            guard start > 0 else { return moveCaret(to: 0, extending: extending) }
            let previous = lineStart(start - 1)
            moveCaret(to: min(previous + column, start - 1), extending: extending)
        case .forward:
            let end = lineEnd(state.caret)
            guard end < chars.count else { return moveCaret(to: end, extending: extending) }
            let next = end + 1
            moveCaret(to: min(next + column, lineEnd(next)), extending: extending)
        }
    }

    func wordRange(at i: Int) -> Range<Int> {
        var s = i
        if s == chars.count || (chars[s].isNewline && s > 0) {
            guard s > 0 else { return 0..<0 }
            s -= 1
        }
        func kind(_ c: Character) -> Int { Self.isWord(c) ? 0 : (c.isWhitespace && !c.isNewline ? 1 : 2) }
        let k = kind(chars[s])
        guard k != 2 else { return s..<(s + 1) }
        var a = s, b = s + 1
        while a > 0, kind(chars[a - 1]) == k { a -= 1 }
        while b < chars.count, kind(chars[b]) == k { b += 1 }
        return a..<b
    }

    mutating func undo() -> Bool {
        guard let previous = undoStack.popLast() else { return false }
        redoStack.append(state)
        state = previous
        openRun = nil
        return true
    }

    mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(state)
        state = next
        openRun = nil
        return true
    }
}
