import Testing
import WhimCore
import WhimTestSupport

@Suite struct DetentTests {
    @Test func eachKindMeasuresItsWay() {
        #expect(Detent.fromBottom(100).height(in: 540) == 100)
        #expect(Detent.fromTop(100).height(in: 540) == 440)
        #expect(Detent.fraction(0.5).height(in: 540) == 270)
    }

    @Test func heightsStayInsideTheContainer() {
        #expect(Detent.fromBottom(900).height(in: 540) == 540)
        #expect(Detent.fromBottom(-5).height(in: 540) == 0)
        #expect(Detent.fromTop(900).height(in: 540) == 0)
        #expect(Detent.fraction(1.7).height(in: 540) == 540)
        #expect(Detent.fraction(-0.2).height(in: 540) == 0)
    }

    @Test func neverNegativeForAnyContainer() {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<500 {
            let h = Double.random(in: 0...4000, using: &rng), v = Double.random(in: -5000...5000, using: &rng)
            for d in [Detent.fromBottom(v), .fromTop(v), .fraction(v / 1000)] {
                #expect(d.height(in: h) >= 0, "\(d) in \(h)")
            }
            #expect(Detent.fromBottom(v).height(in: h) <= h && Detent.fraction(v / 1000).height(in: h) <= h)
        }
    }
}
