import CPango
import Testing
import WhimTestSupport
@testable import WhimGraphics

/// Carets in right-to-left and mixed text, against Pango: for random strings of Latin, Hebrew, Arabic, digits,
/// spaces, punctuation and combining marks, every caret stands on an edge of a character beside it (Pango's
/// `pango_layout_index_to_pos`, a different call than the one carets come from) or at an end of the line, and
/// moving right then left returns to the same place on screen (to the same position in the text, or to one
/// shown at the same place).
@Suite struct LineCaretsTests {
    static let pieces = ["a", "b", "c", "K", " ", "1", "2", ".", ",", "(", "e\u{301}", "א", "ב", "ג", "ש", "ل", "م", "ع", "ر", "ب", "ي", "٣"]
    static let font = Font.regular(15)

    static func randomText(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 1...18, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func everyCaretIsWherePangoPutsAnEdgeAndRightThenLeftComesBack() throws {
        let canvas = Canvas(try Surface(width: 8, height: 8))
        var random = SeededRandom(seed: 45)
        for _ in 0..<300 {
            let text = Self.randomText(&random)
            let carets = canvas.lineCarets(text, font: Self.font)
            let layout = canvas.shaper.line(text, font: canvas.scaled(Self.font))
            let left = LineExtents(layout).x
            #expect(carets.offsets.first == 0 && carets.offsets.last == text.utf8.count && carets.offsets == carets.offsets.sorted())
            for (k, offset) in carets.offsets.enumerated() {
                // The edges of the characters on either side, and the line's ends.
                var edges = [0.0, carets.width]
                for neighbour in [k - 1, k] where carets.offsets.indices.contains(neighbour) && carets.offsets[neighbour] < text.utf8.count {
                    var rect = PangoRectangle()
                    pango_layout_index_to_pos(layout, Int32(carets.offsets[neighbour]), &rect)
                    edges += [fromPango(rect.x) - left, fromPango(rect.x + rect.width) - left]
                }
                #expect(edges.contains { abs($0 - carets.x[k]) < 0.01 }, "\(text.debugDescription) at \(offset): \(carets.x[k]) is not one of \(edges)")
                #expect(carets.x[k] >= -0.01 && carets.x[k] <= carets.width + 0.01)
                guard let right = canvas.caretMove(in: text, font: Self.font, from: offset, rightwards: true) else { continue }
                let back = try #require(canvas.caretMove(in: text, font: Self.font, from: right, rightwards: false), "\(text.debugDescription): left from \(right)")
                #expect(abs(carets.caretX(at: back) - carets.x[k]) < 0.01,
                        "\(text.debugDescription): right from \(offset) to \(right), left to \(back)")
                #expect(carets.caretX(at: right) > carets.x[k], "Right moves right on screen")
            }
        }
    }

    @Test func rightToLeftTextStartsAtTheRightAndEndsAtTheLeft() throws {
        let canvas = Canvas(try Surface(width: 8, height: 8))
        let carets = canvas.lineCarets("שלום", font: Self.font)
        #expect(abs(carets.caretX(at: 0) - carets.width) < 0.01 && abs(carets.caretX(at: "שלום".utf8.count)) < 0.01)
        #expect(canvas.caretMove(in: "שלום", font: Self.font, from: 0, rightwards: true) == nil, "the start of a right-to-left line is its right end")
        #expect(canvas.caretMove(in: "שלום", font: Self.font, from: 0, rightwards: false) == 2, "left goes on in the text")
        #expect(LineCarets.isNeeded(for: "Kallio שלום") && LineCarets.isNeeded(for: "مرحبا") && !LineCarets.isNeeded(for: "Kallio 日本 ✓"))
    }
}

extension LineCaretsTests {
    /// Text wrapped for editing (a text area's lines): every caret on a line is Pango's strong caret there.
    @Test func wrappedMixedTextHasPangosCarets() throws {
        let canvas = Canvas(try Surface(width: 8, height: 8))
        var random = SeededRandom(seed: 46)
        for _ in 0..<100 {
            let text = (0..<4).map { _ in Self.randomText(&random) }.joined(separator: " ")
            let wrapped = canvas.wrappedText(text, width: 120, font: Self.font)
            let layout = canvas.shaper.paragraph(text, width: 120, style: ParagraphStyle(font: canvas.scaled(Self.font))).layout
            #expect(wrapped.lines.count == Int(pango_layout_get_line_count(layout)))
            for line in wrapped.lines {
                // A wrapped line's last offset is the next line's first, where Pango puts its caret.
                for (k, offset) in line.boundaries.enumerated() where offset < line.range.upperBound || !line.isWrapped {
                    var strong = PangoRectangle()
                    pango_layout_get_cursor_pos(layout, Int32(offset), &strong, nil)
                    #expect(abs(fromPango(strong.x) - line.caretX[k]) < 0.01, "\(text.debugDescription) at \(offset): \(line.caretX[k]), Pango's \(fromPango(strong.x))")
                }
            }
        }
    }
}
