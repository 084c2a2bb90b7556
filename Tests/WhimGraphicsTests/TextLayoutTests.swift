import Testing
import WhimGraphics
import WhimTestSupport

/// Text through Pango: fallback fonts by script, wrapping by words without hyphens, line limits with an
/// ellipsis, pieces for text along curves, and measuring that agrees with drawing at any transform.
@Suite struct TextLayoutTests {
    let canvas = Canvas(try! Surface(width: 1, height: 1))
    let font = Font.regular(14)

    @Test("Chinese comes from WenQuanYi Micro Hei, Arabic and Finnish from DejaVu Sans (the fonts scripts/bootstrap installs)")
    func fallbackFontsByScript() {
        #expect(canvas.fontFamilies(for: "Hämeentie Åbo", font: font) == ["DejaVu Sans"])
        #expect(canvas.fontFamilies(for: "شارع مانرهايم", font: font) == ["DejaVu Sans"])
        #expect(canvas.fontFamilies(for: "赫尔辛基中央车站", font: font) == ["WenQuanYi Micro Hei"],
                "Chinese needs fonts-wqy-microhei (scripts/bootstrap); another CJK font would change the goldens")
        #expect(canvas.fontFamilies(for: "Rautatientori 赫尔辛基", font: font) == ["DejaVu Sans", "WenQuanYi Micro Hei"])
    }

    @Test("random paragraphs: every line fits, words are never split or hyphenated when they fit a line, nothing is lost")
    func wrappingProperties() {
        let words = ["Helsinki", "Mannerheimintie", "Töölönlahti", "Åbo", "tram", "7", "på", "väg", "Kaivokatu",
                     "Pohjoisesplanadi", "station", "Sörnäinen", "ja", "the", "Hakaniemi", "شارع"]
        var random = SeededRandom(seed: 19)
        for case_ in 0..<200 {
            let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            let width = Double(Int.random(in: 180...400, using: &random))
            let style = ParagraphStyle(font: font, alignment: .left, maxLines: 0, lineHeightMultiple: 1.15)
            let layout = canvas.layoutParagraph(text, width: width, style: style)
            let context = "case \(case_) (seed 19): \(text) at \(width)"
            #expect(!layout.isTruncated, "\(context)")
            #expect(layout.lines.joined(separator: " ") == text, "\(context)")
            for line in layout.lines {
                #expect(canvas.measure(line, font: font).width <= width + 0.01, "\(context): \(line)")
                for word in line.split(separator: " ") { #expect(words.contains(String(word)), "\(context): split \(word)") }
            }
            #expect(layout.size.width <= width + 0.01, "\(context)")
            // Limited: the first lines stay, the last ends in "…", no more lines than allowed.
            let limit = Int.random(in: 1...3, using: &random)
            let spacing = [1, 1.15, 1.5][case_ % 3]
            let limited = canvas.layoutParagraph(text, width: width, style: ParagraphStyle(font: font, maxLines: limit, lineHeightMultiple: spacing))
            #expect(limited.lines.count == min(limit, layout.lines.count), "\(context) limit \(limit)")
            #expect(limited.isTruncated == (layout.lines.count > limit), "\(context) limit \(limit)")
            #expect(limited.size.width <= width + 0.01, "\(context) limit \(limit)")
            if limited.isTruncated {
                #expect(limited.lines.last!.hasSuffix("…"), "\(context) limit \(limit)")
                #expect(Array(limited.lines.dropLast()) == Array(layout.lines.prefix(limit - 1)), "\(context) limit \(limit)")
                // (With right-to-left words in the line, Pango elides a visual span: the line's text is approximate.)
                if !text.contains("شارع") {
                    #expect(canvas.measure(limited.lines.last!, font: font).width <= width + 0.01, "\(context) limit \(limit)")
                }
            }
        }
    }

    @Test("line height: each line adds the multiple of its height; newlines start lines, across paragraphs the limit holds")
    func lineHeightAndParagraphs() {
        let one = canvas.layoutParagraph("Kamppi", width: 300, style: ParagraphStyle(font: font, lineHeightMultiple: 1.5))
        let three = canvas.layoutParagraph("Kamppi\nTöölö\nKallio", width: 300, style: ParagraphStyle(font: font, lineHeightMultiple: 1.5))
        #expect(three.lines == ["Kamppi", "Töölö", "Kallio"])
        let lineHeight = canvas.measure("Kamppi", font: font).lineHeight
        #expect(abs(three.size.height - one.size.height - 2 * 1.5 * lineHeight) < 0.5, "\(one.size) \(three.size) \(lineHeight)")
        let limited = canvas.layoutParagraph("Kamppi\nTöölö\nKallio", width: 300, style: ParagraphStyle(font: font, maxLines: 2))
        #expect(limited.lines == ["Kamppi", "Töölö Kallio…"] && limited.isTruncated)
        let single = canvas.layoutParagraph("Kamppi\nTöölö", width: 300, style: ParagraphStyle(font: font, maxLines: 1))
        #expect(single.lines == ["Kamppi Töölö"])
    }

    @Test("ellipsized text fits and keeps a prefix; nothing when not even the ellipsis fits")
    func ellipsis() {
        let text = "Pohjoisesplanadi ja Eteläesplanadi"
        for width in stride(from: 20.0, through: 300, by: 7) {
            let shown = canvas.ellipsized(text, font: font, maxWidth: width)
            #expect(canvas.measure(shown, font: font).width <= width + 0.01, "\(width): \(shown)")
            if shown != text { #expect(text.hasPrefix(String(shown.dropLast())) && shown.hasSuffix("…"), "\(width): \(shown)") }
        }
        #expect(canvas.ellipsized(text, font: font, maxWidth: 2) == "")
        #expect(canvas.ellipsized("Åbo", font: font, maxWidth: 300) == "Åbo")
    }

    @Test("pieces for curves: a letter each in Latin and Chinese, a whole run for Arabic, advances adding up to the line")
    func piecesAlongCurves() {
        let latin = canvas.textPieces("Töölö", font: font)
        #expect(latin.map(\.text) == ["T", "ö", "ö", "l", "ö"])
        let chinese = canvas.textPieces("赫尔辛基", font: font)
        #expect(chinese.map(\.text) == ["赫", "尔", "辛", "基"])
        let arabic = canvas.textPieces("شارع مانرهايم", font: font)
        #expect(arabic.map(\.text) == ["شارع مانرهايم"])
        let mixed = canvas.textPieces("Kamppi شارع", font: font)
        #expect(mixed.map(\.text).joined() == "Kamppi شارع" && mixed.last?.text == "شارع")
        for text in ["Töölö", "赫尔辛基", "شارع مانرهايم", "Kamppi شارع", "AVA Tower"] {
            let sum = canvas.textPieces(text, font: font).reduce(0) { $0 + $1.advance }
            #expect(abs(sum - canvas.measure(text, font: font).width) < 0.01, "\(text)")
        }
    }

    @Test("measuring does not depend on the canvas's transform or device scale, so layout agrees with drawing")
    func measuringIgnoresTransform() throws {
        let plain = canvas.measure("Mannerheimintie 赫尔辛基", font: font)
        let scaled = Canvas(try Surface(width: 8, height: 8))
        scaled.scale(x: 2.5, y: 2.5)
        scaled.rotate(0.3)
        #expect(scaled.measure("Mannerheimintie 赫尔辛基", font: font) == plain)
    }

    @Test("a canvas used from another thread shapes on that thread's font map and measures the same")
    func canvasMovedBetweenThreads() async throws {
        let here = canvas.measure("Sörnäinen شارع 赫尔辛基", font: font)
        let widths = try await withThrowingTaskGroup(of: Double.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let c = Canvas(try Surface(width: 1, height: 1))
                    var w = 0.0
                    for _ in 0..<50 { w = c.measure("Sörnäinen شارع 赫尔辛基", font: Font.regular(14)).width }
                    return w
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(widths.allSatisfy { $0 == here.width })
    }
}
