import Testing
import WhimGraphics
import WhimTestSupport

/// Golden images of text through Pango: Finnish and Swedish names, a long paragraph wrapped by words
/// (left, centred, right, limited to three lines with "…"), and OpenStreetMap names in Arabic and Chinese
/// script shaped, not boxes. Recorded with DejaVu Sans and WenQuanYi Micro Hei (scripts/bootstrap).
@Suite struct TextGoldenTests {
    static let tolerance = ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 40)
    static let paragraph = "Raitiovaunu 7 kulkee Töölöstä Kauppatorille. Spårvagn 7 går från Tölö till Salutorget över "
        + "Mannerheimvägen, och Pohjoisesplanadi heter Norra esplanaden på svenska."

    @Test func scriptsAndParagraphs() throws {
        let font = Font.regular(14)
        let canvas = Canvas(try Surface(width: 1, height: 1))
        try #require(canvas.fontFamilies(for: "赫尔辛基", font: font) == ["WenQuanYi Micro Hei"],
                     "this golden needs fonts-wqy-microhei for Chinese (scripts/bootstrap) and no other CJK font before it")
        try #require(canvas.fontFamilies(for: "هلسنكي", font: font) == ["DejaVu Sans"])
        let s = try Surface(width: 640, height: 400, format: .rgb24)
        let c = Canvas(s)
        c.clear(.white)
        let ink = Color(0x202124), box = Color(0xE8F0FE)
        // Finnish and Swedish names: ä, ö, å in regular, bold and italic.
        c.drawText("Hämeentie · Tavastvägen", at: Point(x: 16, y: 30), font: .bold(20), color: ink)
        c.drawText("Töölönlahti · Tölöviken · Käpylä · Åggelby", at: Point(x: 16, y: 56), font: .regular(16), color: ink)
        c.drawText("Sörnäinen / Sörnäs, Östersundom, Åbo", at: Point(x: 16, y: 80), font: Font(size: 15, italic: true), color: ink)
        // OSM names in Arabic and Chinese script, with Latin beside them.
        c.drawText("هلسنكي · محطة هلسنكي المركزية", at: Point(x: 16, y: 114), font: .regular(20), color: Color(0x137333))
        c.drawText("赫尔辛基 · 赫尔辛基中央车站 · 芬兰", at: Point(x: 16, y: 146), font: .regular(20), color: Color(0xC5221F))
        c.drawText("Rautatientori 赫尔辛基 شارع مانرهايم", at: Point(x: 16, y: 176), font: .bold(16), color: ink)
        // A long paragraph wrapped by words, three alignments, and one limited to three lines.
        let columns: [(Rect, TextAlignment, Int)] = [
            (Rect(x: 16, y: 196, width: 190, height: 196), .left, 0),
            (Rect(x: 224, y: 196, width: 190, height: 196), .center, 0),
            (Rect(x: 432, y: 196, width: 190, height: 120), .right, 0),
            (Rect(x: 432, y: 326, width: 190, height: 66), .left, 3),
        ]
        for (rect, alignment, lines) in columns {
            c.fill(rect, box)
            c.drawParagraph(Self.paragraph, in: rect, style: ParagraphStyle(font: .regular(12.5), alignment: alignment, maxLines: lines, lineHeightMultiple: 1.15), color: ink)
        }
        assertGolden(s, named: "scripts-and-paragraphs", tolerance: Self.tolerance)
    }

    @Test func ellipsizedLinesInBoxes() throws {
        let s = try Surface(width: 480, height: 150, format: .rgb24)
        let c = Canvas(s)
        c.clear(.white)
        let rows: [(String, TextAlignment)] = [
            ("Pohjoisesplanadi ja Eteläesplanadi, Helsingfors", .left),
            ("محطة هلسنكي المركزية وساحة السكك الحديدية", .right),
            ("赫尔辛基中央车站和火车站广场以及周边街道", .center),
        ]
        for (i, (text, alignment)) in rows.enumerated() {
            let r = Rect(x: 20, y: 16 + Double(i) * 44, width: 240, height: 32)
            c.fill(r, Color(0xFEF7E0))
            c.drawText(text, in: r, font: .regular(16), color: Color(0x202124), alignment: alignment)
            let whole = Rect(x: 280, y: r.minY, width: 180, height: 32)
            c.fill(whole, Color(0xE6F4EA))
            c.drawText(text, in: whole, font: .regular(11), color: Color(0x202124), alignment: alignment)
        }
        assertGolden(s, named: "ellipsized-lines", tolerance: Self.tolerance)
    }
}
