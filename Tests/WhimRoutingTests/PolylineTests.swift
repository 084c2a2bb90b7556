import Testing
import WhimMap
import WhimRouting
import WhimTestSupport

/// The encoded polyline format: the format's published example, a round trip from random points, and
/// nil (never a crash) for text that is not a polyline.
@Suite struct PolylineTests {
    @Test func decodesThePublishedExample() throws {
        let points = try #require(Polyline.decode("_p~iF~ps|U_ulLnnqC_mqNvxq`@", precision: 5))
        #expect(points == [GeoCoordinate(latitude: 38.5, longitude: -120.2), GeoCoordinate(latitude: 40.7, longitude: -120.95),
                           GeoCoordinate(latitude: 43.252, longitude: -126.453)])
    }

    @Test func encodeThenDecodeGivesThePointsToSixDecimals() {
        var random = SeededRandom(seed: 6)
        for _ in 0 ..< 300 {
            let points = (0 ..< Int.random(in: 0 ... 40, using: &random)).map { _ in
                GeoCoordinate(latitude: Double.random(in: -90 ... 90, using: &random), longitude: Double.random(in: -180 ... 180, using: &random))
            }
            let decoded = Polyline.decode(Polyline.encode(points))
            #expect(decoded?.count == points.count)
            for (a, b) in zip(decoded ?? [], points) {
                #expect(abs(a.latitude - b.latitude) <= 0.5e-6 + 1e-9 && abs(a.longitude - b.longitude) <= 0.5e-6 + 1e-9)
            }
        }
    }

    @Test func textThatIsNotAPolylineIsNil() {
        let good = Polyline.encode([GeoCoordinate(latitude: 60.17, longitude: 24.94), GeoCoordinate(latitude: 60.18, longitude: 24.95)])
        #expect(Polyline.decode("") == [])
        #expect(Polyline.decode("!!!") == nil)
        #expect(Polyline.decode(String(good.dropLast())) == nil)
        #expect(Polyline.decode(String(repeating: "~", count: 40)) == nil)
        // Every prefix and every one-character change decodes or is nil; none crashes.
        for cut in 0 ... good.count { _ = Polyline.decode(String(good.prefix(cut))) }
        // Off the globe: latitude 100.
        #expect(Polyline.decode(Polyline.encode([GeoCoordinate(latitude: 100, longitude: 0)])) == nil)
    }
}
