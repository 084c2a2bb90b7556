import Testing
import WhimCore

@Suite struct BottomCardBehaviorTests {
    let height = 800.0
    func card() -> BottomCardBehavior {
        BottomCardBehavior(detents: [.fromTop(100), .fromBottom(100), .fromBottom(400)], initialDetent: 2, rubberBand: 25)
    }

    @Test func startsAtTheInitialDetentAndSortsHeights() {
        let c = card()
        #expect(c.heights(in: height) == [100, 400, 700])
        #expect(c.currentHeight(in: height) == 400)
        #expect(c.maximumHeight(in: height) == 700)
        #expect(!c.isAnimating)
    }

    @Test func emptyDetentsAndBadInitialIndexAreRepaired() {
        let c = BottomCardBehavior(detents: [], initialDetent: 9)
        #expect(c.detents == [.fromBottom(400)] && c.initialDetent == 0)
    }

    @Test func dragFollowsTheFingerBetweenDetentsAndRubberBandsPastThem() {
        var c = card()
        c.drag(to: 555, containerHeight: height)
        #expect(c.currentHeight(in: height) == 555)
        for overshoot in [1.0, 10, 100, 10_000] {
            c.drag(to: 700 + overshoot, containerHeight: height)
            let past = c.currentHeight(in: height) - 700
            #expect(past > 0 && past < overshoot && past < 25, "above by \(overshoot)")
            c.drag(to: 100 - overshoot, containerHeight: height)
            let below = 100 - c.currentHeight(in: height)
            #expect(below > 0 && below < overshoot && below < 25, "below by \(overshoot)")
        }
    }

    @Test func releaseLandsOnTheDetentTheVelocityPointsAt() {
        var c = card()
        c.drag(to: 420, containerHeight: height)
        #expect(c.restingHeight(afterReleaseWith: 0, containerHeight: height) == 400)
        #expect(c.restingHeight(afterReleaseWith: 3000, containerHeight: height) == 700)
        #expect(c.restingHeight(afterReleaseWith: -3000, containerHeight: height) == 100)
    }

    @Test func releasedCardSpringsToRestAndStops() {
        var c = card()
        c.drag(to: 650, containerHeight: height)
        c.release(velocity: 0, containerHeight: height)
        #expect(c.isAnimating)
        var steps = 0
        while c.advance(by: 1.0 / 60), steps < 600 { steps += 1 }
        #expect(!c.isAnimating && c.currentHeight(in: height) == 700)
        #expect(steps < 120, "settles within two seconds")
    }

    @Test func aDragInterruptsTheSpring() {
        var c = card()
        c.move(toDetent: 0, containerHeight: height, animated: true)
        _ = c.advance(by: 0.05)
        c.drag(to: 300, containerHeight: height)
        #expect(!c.isAnimating && c.currentHeight(in: height) == 300)
    }

    @Test func moveToDetentAtOnceOrAnimated() {
        var c = card()
        c.move(toDetent: 0, containerHeight: height, animated: false)
        #expect(c.currentHeight(in: height) == 700 && !c.isAnimating)
        c.move(toDetent: 5, containerHeight: height, animated: false)
        #expect(c.currentHeight(in: height) == 700)
        c.move(toDetent: 1, containerHeight: height, animated: true)
        #expect(c.isAnimating)
        while c.advance(by: 1.0 / 60) {}
        #expect(c.currentHeight(in: height) == 100)
    }
}
