import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

/// The multi-line text area: wrapping, caret movement by visual line keeping x, Home and End per visual
/// line, Page Up and Down, scrolling to the caret, mouse selection, Enter; and the wrapped layout's caret
/// positions and hits agreeing with each other.
@Suite struct TextAreaTests {
    static let prose = "The tram leaves Kamppi every few minutes and runs through the centre to Kallio, where the hills start.\nSecond paragraph here.\n\nLast."

    func makeArea(_ text: String = prose, width: Double = 260, lines: Int = 4) -> (TextArea, Panel) {
        let area = TextArea(text: text, visibleLines: lines)
        let panel = widgetHost(VStack([area]), size: Size(width: width, height: 400))
        panel.clipboard = MemoryClipboard()
        panel.tap(area)
        return (area, panel)
    }

    @Test func wrapsAtTheWidthAndKeepsEveryCharacter() throws {
        let (area, _) = makeArea()
        let wrapped = try #require(area.wrapped)
        #expect(wrapped.lines.count >= 6, "the first paragraph wraps")
        #expect(wrapped.lines.filter(\.isWrapped).count >= 2)
        // The lines cover the text in order; between two lines only a line break or nothing.
        var end = 0
        for line in wrapped.lines {
            let gap = Array(area.text.utf8)[end..<line.range.lowerBound]
            #expect(gap.allSatisfy { $0 == 0x0A } && gap.count <= 1)
            #expect(line.caretX.count == line.boundaries.count && line.caretX == line.caretX.sorted())
            // Only the spaces a wrapped line ends with may hang past the edge.
            let drawn = line.isWrapped ? line.caretX.dropLast() : line.caretX[...]
            #expect(drawn.last ?? 0 <= area.textRect.width + 0.5, "no line is wider than the area")
            end = line.range.upperBound
        }
        #expect(end == area.text.utf8.count)
    }

    @Test func everyCaretPositionIsHitAtItsOwnPlace() throws {
        let context = LayoutContext()
        var rng = SeededRandom(seed: 45)
        let words = ["a", "tram", "Kamppi", "🇫🇮", "ÿ", "日本語", "e\u{301}te", "\n", "  ", "a-b", "longlonglonglonglonglonglongword"]
        for _ in 0..<30 {
            let text = (0..<Int.random(in: 0...25, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
            let wrapped = context.wrappedText(text, width: Double.random(in: 60...300, using: &rng), font: Theme.standard.bodyFont)
            for (i, line) in wrapped.lines.enumerated() {
                for (k, offset) in line.boundaries.enumerated() {
                    // A wrapped line's last boundary is drawn at the next line's start.
                    if line.isWrapped, k == line.boundaries.count - 1 { continue }
                    #expect(wrapped.caret(at: offset).line == i, "\(text.debugDescription) offset \(offset)")
                    let p = Point(x: line.caretX[k], y: line.top + line.height / 2)
                    let hit = wrapped.offset(nearest: p)
                    // Zero-width neighbours (a combining run drawn in one place) may share a position.
                    #expect(wrapped.caret(at: hit).x == line.caretX[k], "\(text.debugDescription) offset \(offset) hit \(hit)")
                }
            }
        }
    }

    @Test func upAndDownKeepTheColumnHomeAndEndStayOnTheVisualLine() throws {
        let (area, panel) = makeArea()
        _ = panel.handle(.key(.home, [.control]))
        for _ in 0..<9 { _ = panel.handle(.key(.right, [])) }
        let wrapped = try #require(area.wrapped)
        let x0 = wrapped.caret(at: area.editing.caret).x
        _ = panel.handle(.key(.down, []))
        #expect(wrapped.caret(at: area.editing.caret).line == 1)
        #expect(abs(wrapped.caret(at: area.editing.caret).x - x0) < 12)
        _ = panel.handle(.key(.end, []))
        let end = area.editing.caret
        #expect(wrapped.caret(at: end).line == 1, "End stays on the wrapped line")
        _ = panel.handle(.key(.home, []))
        #expect(area.editing.caret == wrapped.lines[1].range.lowerBound)
        _ = panel.handle(.key(.end, [.shift]))
        #expect(area.editing.selection.range == wrapped.lines[1].range.lowerBound..<end)
        // Down through the blank line and back up returns to the same x.
        _ = panel.handle(.key(.home, [.control]))
        for _ in 0..<20 { _ = panel.handle(.key(.right, [])) }
        let start = area.editing.caret
        let lines = wrapped.lines.count
        for _ in 0..<(lines - 1) { _ = panel.handle(.key(.down, [])) }
        #expect(wrapped.caret(at: area.editing.caret).line == lines - 1)
        for _ in 0..<(lines - 1) { _ = panel.handle(.key(.up, [])) }
        #expect(area.editing.caret == start, "a run of Up and Down keeps to the first x")
        _ = panel.handle(.key(.up, []))
        #expect(area.editing.caret == 0, "Up from the first line goes to the start")
    }

    @Test func pagesAndScrollingKeepTheCaretInView() throws {
        let text = (1...40).map { "Line \($0)" }.joined(separator: "\n")
        let (area, panel) = makeArea(text, lines: 5)
        _ = panel.handle(.key(.end, [.control]))
        #expect(area.scrollOffset > 0)
        let caret = try #require(area.caretRect)
        #expect(caret.minY >= area.textRect.minY - 0.5 && caret.maxY <= area.textRect.maxY + 0.5)
        let beforePage = try #require(area.wrapped).caret(at: area.editing.caret).line
        _ = panel.handle(.key(.pageUp, []))
        let afterPage = try #require(area.wrapped).caret(at: area.editing.caret).line
        #expect(beforePage - afterPage >= 3)
        let up = try #require(area.caretRect)
        #expect(up.minY >= area.textRect.minY - 0.5 && up.maxY <= area.textRect.maxY + 0.5)
        _ = panel.handle(.key(.pageDown, [.shift]))
        #expect(!area.editing.selection.isEmpty)
        // The wheel scrolls without moving the caret.
        let caretOffset = area.editing.caret
        #expect(panel.handle(.wheel(area.frame.center, dx: 0, dy: 3)))
        #expect(area.editing.caret == caretOffset)
    }

    @Test func enterBreaksLinesAndTheMouseSelectsWordsAndParagraphs() throws {
        let (area, panel) = makeArea("alpha beta\ngamma")
        _ = panel.handle(.key(.end, [.control]))
        _ = panel.handle(.key(.enter, []))
        _ = panel.handle(.text("delta\r\nepsilon"))
        #expect(area.text == "alpha beta\ngamma\ndelta\nepsilon")
        let wrapped = try #require(area.wrapped)
        let line0 = wrapped.lines[0]
        func point(_ offset: Int, line: WrappedText.Line) -> Point {
            let k = line.boundaries.firstIndex(of: offset)!
            return Point(x: area.textRect.minX + line.caretX[k], y: area.textRect.minY + line.top + line.height / 2 - area.scrollOffset)
        }
        panel.press = PressContext(clickCount: 2)
        _ = panel.handle(.pointerDown(point(7, line: line0), .primary))
        _ = panel.handle(.pointerUp(point(7, line: line0), .primary))
        #expect(area.editing.selectedText == "beta")
        panel.press = PressContext(clickCount: 3)
        _ = panel.handle(.pointerDown(point(2, line: line0), .primary))
        // Dragging after a triple click extends by paragraphs.
        _ = panel.handle(.pointerMove(point(wrapped.lines[1].range.lowerBound + 1, line: wrapped.lines[1])))
        _ = panel.handle(.pointerUp(point(wrapped.lines[1].range.lowerBound + 1, line: wrapped.lines[1]), .primary))
        #expect(area.editing.selectedText == "alpha beta\ngamma")
        #expect(panel.clipboard?.text(in: .primary) == "alpha beta\ngamma")
        _ = panel.handle(.key(.character("z"), .control))
        #expect(area.text == "alpha beta\ngamma\n", "undo takes back the paste, then the line break")
    }
}
