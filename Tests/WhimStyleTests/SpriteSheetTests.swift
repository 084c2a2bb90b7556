import Testing
import WhimGraphics
@testable import WhimStyle

@Suite struct SpriteSheetTests {
    private func png(width: Int, height: Int) throws -> [UInt8] {
        let s = try Surface(width: width, height: height)
        s.withPixels { buf in
            for i in 0..<(width * height) { buf.storeBytes(of: UInt32(0xFF00_0000 | UInt32(i)), toByteOffset: i * 4, as: UInt32.self) }
        }
        return try s.pngData()
    }

    @Test func entriesInsideTheImageAreKeptOthersDroppedWithAWarning() throws {
        let json = #"""
            {"dot": {"x": 0, "y": 0, "width": 4, "height": 4, "pixelRatio": 2},
             "pin": {"x": 4, "y": 2, "width": 4, "height": 6, "pixelRatio": 1, "sdf": true},
             "wide": {"x": 6, "y": 0, "width": 4, "height": 4, "pixelRatio": 1},
             "low": {"x": 0, "y": 7, "width": 1, "height": 2, "pixelRatio": 1},
             "bad": {"x": -1, "y": 0, "width": 1, "height": 1},
             "odd": {"x": 0.5, "y": 0, "width": 1, "height": 1},
             "huge": {"x": 1e300, "y": 0, "width": 1, "height": 1}}
            """#
        var heard: [String] = []
        let sheet = try SpriteSheet(json: Array(json.utf8), png: try png(width: 8, height: 8)) { heard.append($0.name) }
        #expect(Set(sheet.entries.keys) == ["dot", "pin"])
        #expect(sheet.entry("dot")?.pixelRatio == 2 && sheet.entry("pin")?.sdf == true)
        #expect(Set(heard) == ["wide", "low", "bad", "odd", "huge"] && sheet.warnings.count == 5)
        let pin = try #require(sheet.image(named: "pin"))
        #expect(pin.width == 4 && pin.height == 6)
        #expect(pin.pixel(x: 0, y: 0) == sheet.image.pixel(x: 4, y: 2))
        #expect(sheet.image(named: "nothing") == nil)
    }

    @Test func unusableInputIsAnError() throws {
        #expect(throws: StyleError.self) { try SpriteSheet(json: Array("[]".utf8), png: try png(width: 2, height: 2)) }
        #expect(throws: StyleError.self) { try SpriteSheet(json: Array("{}".utf8), png: [1, 2, 3]) }
        #expect(throws: StyleError.self) { try SpriteSheet(json: Array("{".utf8), png: try png(width: 2, height: 2)) }
    }
}
