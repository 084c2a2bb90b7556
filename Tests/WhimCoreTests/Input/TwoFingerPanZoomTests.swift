import Foundation
import Testing
@testable import WhimCore
import WhimGraphics
import WhimRandom

/// The two-finger pan and pinch: the map point under the fingers' centre stays under it.
@Suite struct TwoFingerPanZoomTests {
    /// A reference map view: screen = (world − centre) · 2^zoom + half the viewport, the camera's own
    /// convention; a pan moves the content with the fingers, a zoom keeps its anchor's world point.
    struct ReferenceView {
        var centre = Point(x: 0.3, y: 0.7)
        var zoom = 3.0
        let half = Point(x: 240, y: 135)

        var scale: Double { pow(2, zoom) }
        func world(at p: Point) -> Point { Point(x: (p.x - half.x) / scale + centre.x, y: (p.y - half.y) / scale + centre.y) }
        func screen(of w: Point) -> Point { Point(x: (w.x - centre.x) * scale + half.x, y: (w.y - centre.y) * scale + half.y) }

        mutating func apply(_ step: TwoFingerPanZoom.Step) {
            centre = Point(x: centre.x - step.dx / scale, y: centre.y - step.dy / scale)
            let anchored = world(at: step.centre)
            zoom += step.levels
            centre = Point(x: anchored.x - (step.centre.x - half.x) / scale, y: anchored.y - (step.centre.y - half.y) / scale)
        }
    }

    @Test("random two-finger sequences: the world point under the fingers' centre stays under it", arguments: 0..<40)
    func centreStaysUnderTheFingers(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        func point() -> Point { Point(x: Double.random(in: 0...480, using: &rng), y: Double.random(in: 0...270, using: &rng)) }
        var gesture = TwoFingerPanZoom((7, point()), (9, point()))
        var view = ReferenceView()
        var pinned = view.world(at: gesture.centre)
        for _ in 0..<Int.random(in: 1...60, using: &rng) {
            let finger = Bool.random(using: &rng) ? 7 : 9
            // Small moves mostly, a jump now and then (a finger skipping on the glass).
            let jump = Int.random(in: 0..<10, using: &rng) == 0
            let old = finger == 7 ? gesture.points.0 : gesture.points.1
            let to = jump ? point() : Point(x: old.x + Double.random(in: -12...12, using: &rng), y: old.y + Double.random(in: -12...12, using: &rng))
            let spreadBefore = TwoFingerPanZoom.spread(gesture.points)
            guard let step = gesture.move(finger, to: to) else { continue }
            view.apply(step)
            #expect(step.centre == gesture.centre)
            if spreadBefore < TwoFingerPanZoom.minimumSpread || TwoFingerPanZoom.spread(gesture.points) < TwoFingerPanZoom.minimumSpread {
                // Fingers this close only pan: the pinned point moves with the centre, so pin it again.
                #expect(step.levels == 0)
                pinned = view.world(at: gesture.centre)
                continue
            }
            let drift = view.screen(of: pinned) - gesture.centre
            #expect(abs(drift.x) < 1e-6 && abs(drift.y) < 1e-6, "seed \(seed): the point under the centre drifted by \(drift)")
        }
    }

    @Test func spreadingTheFingersTwiceAsFarZoomsInOneLevelAboutTheirCentre() {
        var gesture = TwoFingerPanZoom((0, Point(x: 100, y: 100)), (1, Point(x: 200, y: 100)))
        let step = gesture.move(1, to: Point(x: 300, y: 100))
        #expect(step == TwoFingerPanZoom.Step(dx: 50, dy: 0, levels: 1, centre: Point(x: 200, y: 100)))
        #expect(gesture.move(1, to: Point(x: 300, y: 100)) == nil, "no move, no step")
        #expect(gesture.move(5, to: Point(x: 0, y: 0)) == nil, "not one of the two fingers")
    }

    @Test func movingBothFingersTogetherPansWithoutZoom() {
        var gesture = TwoFingerPanZoom((0, Point(x: 100, y: 100)), (1, Point(x: 200, y: 100)))
        let first = gesture.move(0, to: Point(x: 100, y: 130))
        let second = gesture.move(1, to: Point(x: 200, y: 130))
        #expect(first.map { abs($0.dy - 15) < 1e-9 } == true)
        #expect((first?.levels ?? 0) + (second?.levels ?? 0) < 1e-12)
        #expect(gesture.centre == Point(x: 150, y: 130))
    }
}
