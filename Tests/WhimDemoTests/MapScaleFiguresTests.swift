import Foundation
import Testing
import WhimDemo

/// `bench --map-grid` prints its figures as JSON: a map that never got a crisp frame (a machine too busy to
/// draw its tiles) leaves `first_crisp_frame_ms` out instead of failing to encode.
@Suite struct MapScaleFiguresTests {
    static let withoutCrispFrame = #"{"features":3,"frames":2,"p50_ms":1,"p99_ms":2,"max_ms":3,"frames_over_16_7ms":0,"cpu_p50_ms":1,"cpu_p99_ms":2,"cpu_max_ms":3}"#

    @Test func aMissingCrispFrameIsLeftOutOfTheJSON() throws {
        var figures = try JSONDecoder().decode(MapScaleBenchmark.Figures.self, from: Data(Self.withoutCrispFrame.utf8))
        #expect(figures.first_crisp_frame_ms == nil)
        let json = String(decoding: try JSONEncoder().encode(figures), as: UTF8.self)
        #expect(!json.contains("first_crisp_frame_ms"))
        #expect(json.contains("\"features\":3"))
        figures.first_crisp_frame_ms = 455.5
        let data = try JSONEncoder().encode(figures)
        #expect(String(decoding: data, as: UTF8.self).contains("\"first_crisp_frame_ms\":455.5"))
        #expect(try JSONDecoder().decode(MapScaleBenchmark.Figures.self, from: data).first_crisp_frame_ms == 455.5)
    }

    @Test func figuresFromBeforeTicksWereTimedStillDecodeAndNewOnesCarryThem() throws {
        var figures = try JSONDecoder().decode(MapScaleBenchmark.Figures.self, from: Data(Self.withoutCrispFrame.utf8))
        #expect(figures.tick_p99_ms == nil && figures.tick_max_ms == nil && figures.ticks_over_16_7ms == nil)
        figures.tick_p99_ms = 6.5
        figures.tick_max_ms = 8.75
        figures.ticks_over_16_7ms = 0
        let json = String(decoding: try JSONEncoder().encode(figures), as: UTF8.self)
        #expect(json.contains("\"tick_p99_ms\":6.5") && json.contains("\"tick_max_ms\":8.75") && json.contains("\"ticks_over_16_7ms\":0"))
    }
}
