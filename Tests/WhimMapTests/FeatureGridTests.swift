import Testing
import WhimGraphics
@testable import WhimMap

@Suite("The spatial index over features")
struct FeatureGridTests {
    /// The reference: every feature whose box overlaps the rectangle, by brute force.
    static func bruteForce(_ bounds: [Rect], _ r: Rect) -> [Int] {
        bounds.indices.filter { bounds[$0].overlaps(r) }
    }

    @Test func findsExactlyWhatBruteForceFindsOnRandomBoxes() {
        var rng = SplitMix64(seed: 99)
        func unit() -> Double { Double(rng.next() % 1_000_000) / 1_000_000 }
        var bounds: [Rect] = []
        for i in 0..<3_000 {
            // Mostly small boxes, some huge ones, some outside the extent, some degenerate lines.
            let w = i % 97 == 0 ? unit() * 3 : (i % 5 == 0 ? 0 : unit() * 0.02)
            let h = i % 89 == 0 ? unit() * 3 : unit() * 0.02
            bounds.append(Rect(x: unit() * 1.4 - 0.2, y: unit() * 1.4 - 0.2, width: w, height: h))
        }
        let grid = FeatureGrid(bounds: bounds, extent: Rect(x: 0, y: 0, width: 1, height: 1))
        var result: [Int] = []
        for query in 0..<500 {
            let r = Rect(x: unit() * 1.6 - 0.3, y: unit() * 1.6 - 0.3, width: unit() * 0.3, height: unit() * 0.3)
            grid.features(in: r, into: &result)
            #expect(result == result.sorted() && Set(result).count == result.count, "seed 99, query \(query)")
            let found = result.filter { bounds[$0].overlaps(r) }
            #expect(found == Self.bruteForce(bounds, r), "seed 99, query \(query): \(r)")
        }
    }

    @Test func aSmallViewOfTheCityTouchesFewFeatures() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let camera = Camera(center: GeoCoordinate(latitude: 60.1699, longitude: 24.9460), zoom: 17,
                            viewportSize: Size(width: 256, height: 256))
        let view = camera.visibleWorldRect
        var near: [Int] = []
        model.features(.building, in: view, into: &near)
        let all = model[.building]
        let overlapping = Self.bruteForce(all.bounds, view)
        #expect(Set(overlapping).isSubset(of: Set(near)))
        #expect(near.count < all.count / 4, "\(near.count) of \(all.count)")
    }
}
