import Testing
import WhimCore
import WhimTestSupport

/// The editing model against `TextEditingReference` over random walks of every operation, with the
/// selection checked to stay within the text and on character boundaries, and undo and redo round trips.
@Suite struct TextEditingPropertyTests {
    /// Whole characters that never join a neighbour, several of them more than one scalar or byte.
    static let alphabet: [String] = ["a", "b", "Z", "1", "_", " ", " ", "\n", ".", "-", "é", "e\u{301}", "👍🏽", "🇫🇮", "日", "ß", "👩‍👩‍👧"]

    static func randomText(_ rng: inout SeededRandom, maxLength: Int) -> String {
        (0..<Int.random(in: 0...maxLength, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
    }

    /// The UTF-8 offsets of every character boundary of `text`, end included.
    static func boundaries(_ text: String) -> Set<Int> {
        Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [text.utf8.count])
    }

    /// The UTF-8 offset `n` characters into `chars`.
    static func offset(_ n: Int, in chars: [Character]) -> Int { String(chars[..<n]).utf8.count }

    func expectAgree(_ e: TextEditing, _ r: TextEditingReference, step: Int, seed: UInt64, op: String) {
        #expect(e.text == String(r.chars), "seed \(seed) step \(step) \(op)")
        let expected = TextSelection(anchor: Self.offset(r.state.anchor, in: r.chars), caret: Self.offset(r.state.caret, in: r.chars))
        #expect(e.selection == expected, "seed \(seed) step \(step) \(op): \(e.selection) ≠ \(expected) in \(e.text.debugDescription)")
        let bounds = Self.boundaries(e.text)
        #expect(bounds.contains(e.selection.anchor) && bounds.contains(e.selection.caret), "seed \(seed) step \(step): selection off a boundary")
        #expect(e.canUndo == !r.undoStack.isEmpty && e.canRedo == !r.redoStack.isEmpty, "seed \(seed) step \(step) \(op): history")
    }

    @Test(arguments: 0..<40)
    func randomWalksAgreeWithTheReference(seed: UInt64) {
        var rng = SeededRandom(seed: 7_000 + seed)
        let start = Self.randomText(&rng, maxLength: 12)
        var e = TextEditing(start)
        var r = TextEditingReference(start)
        let directions: [TextDirection] = [.backward, .forward]
        let units: [TextUnit] = [.character, .word, .line, .document]
        for step in 0..<150 {
            let op = Int.random(in: 0..<14, using: &rng)
            var name = ""
            switch op {
            case 0, 1:
                let s = Self.randomText(&rng, maxLength: 3)
                name = "type \(s.debugDescription)"
                e.insert(s)
                r.insert(s, kind: .typing)
            case 2:
                let s = Self.randomText(&rng, maxLength: 6)
                name = "paste \(s.debugDescription)"
                e.insert(s, kind: .replacing)
                r.insert(s, kind: .replacing)
            case 3:
                let u = [TextUnit.character, .character, .word, .line].randomElement(using: &rng)!
                name = "backspace \(u)"
                e.deleteBackward(by: u)
                r.deleteBackward(u)
            case 4:
                let u = [TextUnit.character, .character, .word, .line].randomElement(using: &rng)!
                name = "delete \(u)"
                e.deleteForward(by: u)
                r.deleteForward(u)
            case 5, 6:
                let d = directions.randomElement(using: &rng)!, u = units.randomElement(using: &rng)!, x = Bool.random(using: &rng)
                name = "move \(d) \(u) extending \(x)"
                e.move(d, by: u, extending: x)
                r.move(d, u, extending: x)
            case 7:
                let d = directions.randomElement(using: &rng)!, x = Bool.random(using: &rng)
                name = "vertical \(d) extending \(x)"
                e.moveVertically(d, extending: x)
                r.moveVertically(d, extending: x)
            case 8:
                // Any byte offset, inside characters too: the caret goes to the boundary before it.
                let o = Int.random(in: -2...(e.text.utf8.count + 2), using: &rng), x = Bool.random(using: &rng)
                name = "caret to byte \(o) extending \(x)"
                e.moveCaret(to: o, extending: x)
                let chars = r.chars
                let n = o <= 0 ? 0 : (0...chars.count).last { Self.offset($0, in: chars) <= o }!
                r.moveCaret(to: n, extending: x)
            case 9:
                let n = Int.random(in: 0...r.chars.count, using: &rng)
                name = "select word at \(n)"
                e.select(e.wordRange(at: Self.offset(n, in: r.chars)))
                let w = r.wordRange(at: n)
                r.set(anchor: w.lowerBound, caret: w.upperBound)
            case 10:
                name = "select all"
                e.selectAll()
                r.set(anchor: 0, caret: r.chars.count)
            case 11:
                name = "undo"
                let done = e.undo()
                #expect(done == r.undo())
            case 12:
                name = "redo"
                let done = e.redo()
                #expect(done == r.redo())
            default:
                let s = Self.randomText(&rng, maxLength: 2)
                name = "compose \(s.debugDescription)"
                e.setComposition(TextComposition(s, caretScalars: Int.random(in: 0...4, using: &rng)))
                #expect(e.composition?.text ?? "" == s)
                if !s.isEmpty { #expect(e.displayText.utf8.count == e.text.utf8.count - e.selection.range.count + s.utf8.count) }
            }
            expectAgree(e, r, step: step, seed: seed, op: name)
            if e.text != String(r.chars) || e.selection.caret != Self.offset(r.state.caret, in: r.chars) { return }
        }
    }

    @Test(arguments: 0..<20)
    func undoThenRedoRoundTrips(seed: UInt64) {
        var rng = SeededRandom(seed: 9_100 + seed)
        var e = TextEditing(Self.randomText(&rng, maxLength: 8))
        var states: [(String, TextSelection)] = [(e.text, e.selection)]
        for _ in 0..<30 {
            // Edits of kinds that never join a run: each is one undo step.
            e.moveCaret(to: Int.random(in: 0...e.text.utf8.count, using: &rng), extending: Bool.random(using: &rng))
            if Bool.random(using: &rng) { e.insert(Self.randomText(&rng, maxLength: 3) + "x", kind: .replacing) } else if !e.deleteBackward(by: .word) { e.insert("y", kind: .replacing) }
            states.append((e.text, e.selection))
        }
        let k = Int.random(in: 1...30, using: &rng)
        for i in 1...k {
            let undone = e.undo()
            #expect(undone)
            // Undo restores the text and selection from before the edit.
            #expect(e.text == states[states.count - 2 - (i - 1)].0)
        }
        for _ in 0..<k {
            let redone = e.redo()
            #expect(redone)
        }
        #expect(e.text == states.last!.0 && e.selection == states.last!.1)
        let extra = e.redo()
        #expect(!extra)
    }

    @Test func aRunOfTypingIsOneUndoStepAndAMoveEndsIt() {
        var e = TextEditing("")
        for c in "Kamppi" { e.insert(String(c)) }
        e.move(.backward, by: .character, extending: false)
        e.insert(" ")
        #expect(e.text == "Kampp i")
        e.undo()
        #expect(e.text == "Kamppi")
        e.undo()
        #expect(e.text.isEmpty)
        #expect(!e.canUndo)
        e.redo()
        e.redo()
        #expect(e.text == "Kampp i" && e.caret == 6)
        for _ in 0..<3 { e.deleteBackward() }
        #expect(e.text == "Kami")
        e.undo()
        #expect(e.text == "Kampp i")
    }

    @Test func combiningMarksAndClustersStayWhole() {
        // A combining acute typed after "e" joins it: the caret goes after the whole "é".
        var e = TextEditing("cafe")
        e.insert("\u{301}")
        #expect(e.text == "cafe\u{301}" && e.text.count == 4 && e.caret == e.text.utf8.count)
        e.deleteBackward()
        #expect(e.text == "caf")
        e = TextEditing("a🇫🇮b👩‍👩‍👧")
        e.moveCaret(to: 3, extending: false)  // inside the flag: back to its start
        #expect(e.caret == 1)
        e.move(.forward, by: .character, extending: true)
        #expect(e.selectedText == "🇫🇮")
        e.move(.forward, by: .document, extending: false)
        e.deleteBackward()
        #expect(e.text == "a🇫🇮b")
    }

    @Test func wordsLinesAndSelectionEdges() {
        var e = TextEditing("Hello, big world\nsecond line")
        e.move(.backward, by: .document, extending: false)
        e.move(.forward, by: .word, extending: false)
        #expect(e.caret == 5)
        e.move(.forward, by: .word, extending: true)
        #expect(e.selectedText == ", big")
        e.move(.backward, by: .character, extending: false)  // collapses to the start
        #expect(e.caret == 5 && e.selection.isEmpty)
        e.move(.forward, by: .line, extending: true)
        #expect(e.selectedText == ", big world")
        e.moveVertically(.forward, extending: false)
        #expect(e.caret == "Hello, big world\nsecond line".utf8.count)
        e.deleteBackward(by: .word)
        #expect(e.text == "Hello, big world\nsecond ")
        #expect(e.wordRange(at: 8) == 7..<10)
        #expect(e.lineRange(at: 3) == 0..<16)
        e.selectAll()
        #expect(e.selectedText == e.text)
        e.insert("x")
        #expect(e.text == "x")
        e.undo()
        #expect(e.text == "Hello, big world\nsecond ")
    }

    @Test func compositionIsShownInPlaceOfTheSelectionUntilCommitted() {
        var e = TextEditing("ni hao")
        e.select(3..<6)
        e.setComposition(TextComposition("你好", caretScalars: 1))
        #expect(e.text == "ni hao")
        #expect(e.displayText == "ni 你好")
        #expect(e.displayComposition == 3..<9 && e.displayCaret == 6 && e.displaySelection.isEmpty)
        e.insert("你好")
        #expect(e.text == "ni 你好" && e.composition == nil && e.caret == 9)
        e.setComposition(TextComposition("x", caretScalars: 99))
        #expect(e.composition?.caret == 1)
        e.setComposition(TextComposition("", caretScalars: 0))
        #expect(e.composition == nil && e.displayText == e.text)
    }
}
