import Testing
import WhimGraphics
import WhimRandom

/// The WCAG contrast ratio: its fixed points, its symmetry and range, and values from WCAG's formula
/// computed by hand.
@Suite struct ContrastRatioTests {
    @Test func blackOnWhiteIs21AndAColourOnItselfIs1() {
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-12)
        #expect(Color(0x1A73E8).contrastRatio(with: Color(0x1A73E8)) == 1)
        #expect(Color.white.relativeLuminance == 1 && Color.black.relativeLuminance == 0)
    }

    /// 0x1A73E8 on white: L = 0.2126·0.01033 + 0.7152·0.17144 + 0.0722·0.80695 = 0.18323, (1.05)/(0.23323) ≈ 4.502.
    @Test func knownValues() {
        #expect(abs(Color(0x1A73E8).contrastRatio(with: .white) - 4.502) < 0.005)
        #expect(abs(Color(0x5F6368).contrastRatio(with: .white) - 6.05) < 0.01)
        #expect(abs(Color(0x777777).contrastRatio(with: .white) - 4.48) < 0.01)
    }

    /// Property: symmetric, between 1 and 21, and larger for a colour further from the background's luminance.
    @Test func symmetricAndInRange() {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let a = Color(UInt32(truncatingIfNeeded: rng.next()) & 0xFFFFFF), b = Color(UInt32(truncatingIfNeeded: rng.next()) & 0xFFFFFF)
            let r = a.contrastRatio(with: b)
            #expect(r == b.contrastRatio(with: a))
            #expect(r >= 1 && r <= 21)
            if a.relativeLuminance < b.relativeLuminance {
                #expect(Color.black.contrastRatio(with: b) >= r)
            }
        }
    }
}
