import Testing
@testable import WhimCore

@Suite struct SaturatingConversionTests {
    @Test func nonFiniteAndHugeValuesSaturateInsteadOfTrapping() {
        #expect(Int(saturating: .nan) == 0 && Int(saturating: .nan, nan: -1) == -1)
        #expect(Int(saturating: .infinity) == .max && Int(saturating: 1e300) == .max)
        #expect(Int(saturating: -.infinity) == .min && Int(saturating: -1e300) == .min)
        #expect(Int(saturating: 41.9) == 41 && Int(saturating: -41.9) == -41)
        #expect(Int(saturating: 9.1e18) == Int(9.1e18))
    }
}
