import Testing
import WhimGraphics
import WhimTestSupport

/// `Canvas.prepareFonts` matches fonts ahead of the first text in them; what is drawn and measured
/// afterwards must be exactly what is drawn and measured without it (the canvas reuses one Pango layout,
/// so a preparation that left its state behind would change later text).
@Suite struct FontPreparationTests {
    static let fonts: [Font] = [.regular(9.5), .bold(27), Font(size: 13, italic: true), Font(family: "DejaVu Sans Mono", size: 11), .regular(15)]

    func draw(on canvas: Canvas, _ text: String, _ font: Font) -> (TextMetrics, ParagraphLayout) {
        canvas.clear(.white)
        canvas.drawText(text, at: Point(x: 3, y: 30), font: font, color: .black)
        canvas.drawText(text, in: Rect(x: 0, y: 40, width: 70, height: 20), font: font, color: .black)
        let paragraph = canvas.layoutParagraph(text + " " + text, width: 90, style: ParagraphStyle(font: font, maxLines: 2))
        canvas.flush()
        return (canvas.measure(text, font: font), paragraph)
    }

    @Test("text after preparing fonts is the text without it, in the prepared fonts and others")
    func preparationChangesNoText() throws {
        var random = SeededRandom(seed: 11)
        let words = ["Helsinki", "Kamppi 12 min", "City bikes", "Ag…", "Rautatientori", "€ 4,20", "Töölö"]
        for round in 0..<12 {
            let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            let font = round % 3 == 0 ? Font.bold(Double.random(in: 8...24, using: &random)) : Self.fonts.randomElement(using: &random)!
            let prepared = try Surface(width: 120, height: 100, format: .argb32), plain = try Surface(width: 120, height: 100, format: .argb32)
            let p = Canvas(prepared), q = Canvas(plain)
            // The preparation on the canvas that then draws: the same layout object serves both.
            _ = draw(on: p, "warm", .regular(20))
            p.prepareFonts(Self.fonts)
            let (pm, pp) = draw(on: p, text, font), (qm, qp) = draw(on: q, text, font)
            #expect(pm == qm, "round \(round): \(text) in \(font)")
            #expect(pp.lines == qp.lines && pp.size == qp.size, "round \(round): \(text) in \(font)")
            #expect(prepared.withPixelsReadOnly { a in plain.withPixelsReadOnly { a.elementsEqual($0) } }, "round \(round): \(text) in \(font)")
        }
    }
}
