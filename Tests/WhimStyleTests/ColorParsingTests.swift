import Testing
import WhimTestSupport
import WhimGraphics
@testable import WhimStyle

@Suite struct ColorParsingTests {
    private func rgba(_ s: String) -> [Int]? {
        guard let c = CSSColor.parse(s) else { return nil }
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
    }

    @Test func everyCSSForm() {
        #expect(rgba("#f80") == [255, 136, 0, 100])
        #expect(rgba("#f808") == [255, 136, 0, 53])
        #expect(rgba("#FF8800") == [255, 136, 0, 100])
        #expect(rgba("#ff880080") == [255, 136, 0, 50])
        #expect(rgba("rgb(239,239,239)") == [239, 239, 239, 100])
        #expect(rgba("rgba(95, 208, 100, 0.5)") == [95, 208, 100, 50])
        #expect(rgba("rgb(100%, 0%, 50%)") == [255, 0, 128, 100])
        #expect(rgba("rgb(255 0 0 / 25%)") == [255, 0, 0, 25])
        #expect(rgba("hsl(0, 100%, 50%)") == [255, 0, 0, 100])
        #expect(rgba("hsl(120, 100%, 25%)") == [0, 128, 0, 100])
        #expect(rgba("hsla(240, 100%, 50%, 0.3)") == [0, 0, 255, 30])
        #expect(rgba("hsl(35, 8%, 85%)") == [220, 217, 214, 100])
        #expect(rgba("  RebeccaPurple ") == [102, 51, 153, 100])
        #expect(rgba("transparent") == [0, 0, 0, 0])
        #expect(cssNamedColors.count == 148)
    }

    @Test func rejectsWhatIsNotAColour() {
        for bad in ["", "#", "#12", "#12345", "#ggg", "rgb(1,2)", "rgb(1,2,3,4,5)", "rgb(a,b,c)", "hsl(10,20,30)",
                    "notacolour", "rgb(1,2,3", "url(x)", "rgb(1e999,0,0)", "#1234567"] {
            #expect(CSSColor.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func parseFormatParseRoundTrips() {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<2000 {
            let c = Color(
                red: Double(Int.random(in: 0...255, using: &rng)) / 255, green: Double(Int.random(in: 0...255, using: &rng)) / 255,
                blue: Double(Int.random(in: 0...255, using: &rng)) / 255,
                alpha: Bool.random(using: &rng) ? 1 : Double(Int.random(in: 0...100, using: &rng)) / 100)
            let text = CSSColor.format(c)
            let back = CSSColor.parse(text)
            #expect(back != nil, "\(text)")
            if let back {
                #expect(CSSColor.format(back) == text)
                #expect(abs(back.red - c.red) < 1e-9 && abs(back.alpha - c.alpha) < 1e-9, "\(text)")
            }
        }
    }

    @Test func namedColoursAgreeWithTheirHex() {
        for (name, rgb) in cssNamedColors {
            #expect(CSSColor.parse(name) == Color(rgb), "\(name)")
            #expect(CSSColor.parse(CSSColor.format(Color(rgb))) == Color(rgb))
        }
    }
}
