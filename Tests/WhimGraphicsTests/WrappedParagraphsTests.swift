import Testing
@testable import WhimGraphics
import WhimTestSupport

/// A text laid out a paragraph at a time (`WrappedParagraphs`) is the text laid out whole
/// (`Canvas.wrappedText`, the reference): the same lines, breaks, heights and caret positions, for random
/// texts and after random edits (whose paragraphs end without spaces: those hang at a paragraph's end, and
/// the whole layout wraps them), the same tops but where Pango's whole layout leaves room around a line
/// shorter than the font's (an emoji alone), which a paragraph of its own does not;
/// `\r\n` and `\r` end paragraphs as `\n` does; an edit inside one paragraph lays out that paragraph alone; the
/// paragraphs never enter the canvas's shaper; and drawing them gives the pixels of drawing the whole text.
@Suite struct WrappedParagraphsTests {
    static let pieces = ["a", "tram", "Kamppi", "🇫🇮", "ÿ", "日本語", "e\u{301}te", "\n", "\n", "\r\n", "\r", " ", "  ", "a-b", "\t",
                         "longlonglonglonglonglonglonglongword", "Mannerheimintie", "."]
    static let fonts = [Font.regular(15), Font.bold(11)]

    static func randomText(_ rng: inout SeededRandom, pieces count: ClosedRange<Int> = 0...60) -> String {
        (0..<Int.random(in: count, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined(separator: Bool.random(using: &rng) ? " " : "")
    }

    /// `text` without the spaces and tabs that end its paragraphs.
    static func unhung(_ text: String) -> String {
        var out: [Character] = []
        for c in text {
            if c.isNewline { while let last = out.last, last == " " || last == "\t" { out.removeLast() } }
            out.append(c)
        }
        while let last = out.last, last == " " || last == "\t" { out.removeLast() }
        return String(out)
    }

    /// `text` with `piece` put in place of a random range (whole characters), or that range deleted.
    static func edited(_ text: String, _ rng: inout SeededRandom) -> String {
        var chars = Array(text)
        let a = Int.random(in: 0...chars.count, using: &rng), b = Int.random(in: a...min(chars.count, a + 4), using: &rng)
        let piece = Int.random(in: 0..<4, using: &rng) == 0 ? "" : pieces.randomElement(using: &rng)!
        chars.replaceSubrange(a..<b, with: Array(piece))
        return String(chars)
    }

    @Test func layingOutByParagraphIsLayingOutTheWholeText() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SeededRandom(seed: seed)
        let canvas = Canvas(try Surface(width: 1, height: 1))
        let paragraphs = WrappedParagraphs()
        for _ in 0..<40 {
            var text = Self.unhung(Self.randomText(&rng))
            let width = Double.random(in: 40...320, using: &rng), font = Self.fonts.randomElement(using: &rng)!
            let lineHeight = canvas.measure("", font: font).lineHeight
            for _ in 0..<6 {
                let whole = canvas.wrappedText(text, width: width, font: font)
                let parts = paragraphs.layout(text, width: width, font: font, measuringWith: canvas)
                #expect(Self.untopped(parts.lines) == Self.untopped(whole.lines), "seed \(seed): \(text.debugDescription) at \(width)")
                #expect(parts.lines.first?.top == 0 && parts.size.height == parts.lines.last.map { $0.top + $0.height })
                #expect(abs(parts.size.width - whole.size.width) < 1e-9)
                if whole.lines.allSatisfy({ $0.height >= lineHeight }) {
                    // Pango shares a taller line's extra height with its neighbours: within a hundredth of a unit.
                    #expect(zip(parts.lines, whole.lines).allSatisfy { abs($0.top - $1.top) < 0.05 }, "seed \(seed): \(text.debugDescription) at \(width)")
                }
                text = Self.unhung(Self.edited(text, &rng))
            }
        }
    }

    @Test func crLfAndCrEndParagraphsAsLfDoes() throws {
        let ranges = WrappedParagraphs.paragraphs(of: "a\r\nbé\rc\n\r\n").map { $0.start }
        #expect(ranges == [0, 3, 7, 9, 11])
        let canvas = Canvas(try Surface(width: 1, height: 1))
        let lf = WrappedParagraphs().layout("one two\nthree\n\nfour", width: 80, font: Self.fonts[0], measuringWith: canvas)
        let crlf = WrappedParagraphs().layout("one two\r\nthree\r\rfour", width: 80, font: Self.fonts[0], measuringWith: canvas)
        #expect(lf.lines.map(\.caretX) == crlf.lines.map(\.caretX) && lf.lines.map(\.top) == crlf.lines.map(\.top))
        #expect(crlf.lines.map(\.range) == [0..<7, 9..<14, 15..<15, 16..<20])
    }

    /// The lines with their tops left out.
    static func untopped(_ lines: [WrappedText.Line]) -> [WrappedText.Line] {
        lines.map { var line = $0; line.top = 0; return line }
    }

    @Test func anEditInsideAParagraphLaysOutThatParagraphAlone() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SeededRandom(seed: seed)
        let canvas = Canvas(try Surface(width: 1, height: 1))
        let paragraphs = WrappedParagraphs()
        var lines = (0..<30).map { i in "Paragraph \(i): " + String(Self.randomText(&rng, pieces: 5...20).map { $0.isNewline ? " " : $0 }) }
        _ = paragraphs.layout(lines.joined(separator: "\n"), width: 240, font: Self.fonts[0], measuringWith: canvas)
        for _ in 0..<20 {
            let i = Int.random(in: 0..<lines.count, using: &rng)
            lines[i].insert(contentsOf: ["x", "é", " ", "日"].randomElement(using: &rng)!, at: lines[i].index(lines[i].startIndex, offsetBy: Int.random(in: 0...lines[i].count, using: &rng)))
            let before = paragraphs.paragraphsLaidOut
            _ = paragraphs.layout(lines.joined(separator: "\n"), width: 240, font: Self.fonts[0], measuringWith: canvas)
            #expect(paragraphs.paragraphsLaidOut == before + 1, "seed \(seed)")
        }
        // A new width lays out every paragraph again.
        let before = paragraphs.paragraphsLaidOut
        _ = paragraphs.layout(lines.joined(separator: "\n"), width: 200, font: Self.fonts[0], measuringWith: canvas)
        #expect(paragraphs.paragraphsLaidOut == before + Set(lines).count)
    }

    @Test func theParagraphsStayOutOfTheShapersCache() throws {
        let shaper = TextShaper()
        let canvas = Canvas(try Surface(width: 1, height: 1), shaper: shaper)
        _ = canvas.measure("Kamppi", font: Self.fonts[0])
        let (shaped, hits) = (shaper.linesShaped, shaper.lineHits)
        let paragraphs = WrappedParagraphs()
        _ = paragraphs.layout(String(repeating: "A paragraph of a long note.\n", count: 200), width: 300, font: Self.fonts[0], measuringWith: canvas)
        #expect(shaper.linesShaped == shaped && shaper.lineHits == hits)
        _ = canvas.measure("Kamppi", font: Self.fonts[0])
        #expect(shaper.lineHits == hits + 1, "the line shaped before is still kept")
    }

    @Test func drawingTheParagraphsInViewDrawsWhatTheWholeTextDraws() throws {
        var rng = SeededRandom(seed: 45)
        let text = (0..<12).map { _ in Self.randomText(&rng, pieces: 3...30) }.joined(separator: "\n")
        let font = Self.fonts[0], width = 220.0
        func drawn(_ draw: (Canvas) -> Void) throws -> Surface {
            let s = try Surface(width: 240, height: 200, format: .rgb24)
            let canvas = Canvas(s)
            canvas.clear(.white)
            draw(canvas)
            canvas.flush()
            return s
        }
        let paragraphs = WrappedParagraphs()
        let measuring = Canvas(try Surface(width: 1, height: 1))
        let wrapped = paragraphs.layout(text, width: width, font: font, measuringWith: measuring)
        #expect(wrapped.size.height > 400, "the text runs past the view")
        for scroll in [0.0, 37.5, 180] {
            let origin = Point(x: 10, y: 5 - scroll)
            let whole = try drawn { $0.drawWrappedText(text, width: width, font: font, at: origin, color: .black) }
            let parts = try drawn { paragraphs.draw(into: $0, at: origin, color: .black, visible: 0...200) }
            #expect(ImageComparison.compare(expected: whole, actual: parts).changedPixels == 0, "scrolled by \(scroll)")
        }
    }
}
