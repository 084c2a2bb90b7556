import Testing
import WhimGraphics

/// A paragraph of a few lines shapes only what those lines can show: opening a note whose first 64 KiB
/// are one line shapes about as much as a short one.
@Suite struct ParagraphBoundTests {
    @Test func aLongLineInAFewLinesShapesOnlyWhatTheyCanShow() throws {
        let shaper = TextShaper()
        let canvas = Canvas(try Surface(width: 8, height: 8), shaper: shaper)
        let style = ParagraphStyle(font: .regular(15), maxLines: 6)
        let short = canvas.layoutParagraph(String(repeating: "z", count: 4_000), width: 300, style: style)
        let afterShort = shaper.bytesShaped
        let long = canvas.layoutParagraph(String(repeating: "z", count: 65_535) + "\ntail", width: 300, style: style)
        let forLong = shaper.bytesShaped - afterShort
        #expect(long.lines.count == 6 && long.isTruncated && long.lines.last?.hasSuffix("…") == true)
        #expect(long.lines == short.lines)
        #expect(forLong <= 2 * afterShort, "\(forLong) bytes shaped for the long line, \(afterShort) for the short one")
    }
}
