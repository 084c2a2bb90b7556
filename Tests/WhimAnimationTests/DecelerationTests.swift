import Testing
@testable import WhimAnimation

@Suite("Deceleration and rubber band")
struct DecelerationTests {
    @Test("projection follows UIKit's formula and keeps the direction")
    func project() {
        #expect(Deceleration.project(position: 120, velocity: 0) == 120)
        #expect(abs(Deceleration.project(position: 0, velocity: 1000) - 499) < 1e-9)
        #expect(abs(Deceleration.project(position: 100, velocity: -1000, rate: Deceleration.fastRate) - (100 - 99)) < 1e-9)
        #expect(Deceleration.project(position: 5, velocity: .nan) == 5)
        #expect(Deceleration.project(position: 0, velocity: 1, rate: 2).isFinite)
    }

    @Test("rubber band follows at first, then resists, never beyond the limit, and is odd")
    func rubberBanding() {
        #expect(rubberBand(offset: 0, limit: 25) == 0)
        // Slope at 0 is the coefficient.
        #expect(abs(rubberBand(offset: 0.01, limit: 25) - 0.0055) < 1e-5)
        var previous = 0.0
        for offset in stride(from: 1.0, through: 2000, by: 7) {
            let band = rubberBand(offset: offset, limit: 25)
            #expect(band > previous && band < 25)
            #expect(rubberBand(offset: -offset, limit: 25) == -band)
            previous = band
        }
        #expect(rubberBand(offset: 25, limit: 25) < 25 * 0.36) // 1 − 1/1.55 ≈ 0.355
        #expect(rubberBand(offset: .infinity, limit: 25) == 25)
        #expect(rubberBand(offset: 40, limit: 0) == 0)
        #expect(rubberBand(offset: .nan, limit: 25) == 0)
    }
}
