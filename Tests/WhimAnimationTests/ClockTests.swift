import Testing
@testable import WhimAnimation

@Suite("Clocks")
struct ClockTests {
    @Test("a manual clock moves only when told, and never backwards")
    func manual() {
        let clock = ManualClock(start: 2)
        #expect(clock.now == 2)
        clock.advance(by: 0.5)
        #expect(clock.now == 2.5)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        #expect(clock.now == 2.5)
        clock.set(10)
        #expect(clock.now == 10)
        clock.set(3)
        clock.set(.infinity)
        #expect(clock.now == 10)
    }

    @Test("a manual clock works through the protocol")
    func asExistential() {
        let manual = ManualClock()
        let clock: any Clock = manual
        manual.advance(by: 1.0 / 60)
        #expect(clock.now == 1.0 / 60)
    }

    @Test("the monotonic clock reads positive, non-decreasing seconds")
    func monotonic() {
        let clock = MonotonicClock()
        var previous = clock.now
        #expect(previous > 0)
        for _ in 0..<1000 {
            let now = clock.now
            #expect(now >= previous)
            previous = now
        }
    }
}
