import Foundation
import Testing
import WhimGraphics

@Suite struct SurfaceTests {
    @Test(arguments: [(0, 10), (10, 0), (-1, 5), (40000, 1)])
    func invalidSizesThrow(width: Int, height: Int) {
        #expect(throws: GraphicsError.invalidSize(width: width, height: height)) {
            try Surface(width: width, height: height)
        }
    }

    @Test func strideAndFormat() throws {
        let s = try Surface(width: 33, height: 7, format: .rgb24)
        #expect(s.stride >= 33 * 4)
        #expect(s.format == .rgb24)
        #expect(s.pixelSize == PixelSize(width: 33, height: 7))
    }

    @Test func directPixelWritesAreSeenByCairo() throws {
        let s = try Surface(width: 4, height: 4, format: .argb32)
        s.withPixels { buf in
            buf.storeBytes(of: UInt32(0xFF00_FF00), toByteOffset: 1 * s.stride + 2 * 4, as: UInt32.self)
        }
        #expect(s.pixel(x: 2, y: 1) == Color(0x00FF00))
        // Cairo draws over it after the write: the flush/mark-dirty pairing keeps both views consistent.
        Canvas(s).fill(Rect(x: 0, y: 0, width: 4, height: 1), Color(0xFF0000))
        #expect(s.pixel(x: 2, y: 0) == Color(0xFF0000))
        #expect(s.pixel(x: 2, y: 1) == Color(0x00FF00))
        #expect(s.pixel(x: 9, y: 9) == .clear)
    }

    @Test func premultipliedPixelsReadBackStraight() throws {
        let s = try Surface(width: 2, height: 2, format: .argb32)
        Canvas(s).clear(Color(0xFF0000, alpha: 0.5))
        let p = s.pixel(x: 0, y: 0)
        #expect(abs(p.alpha - 0.5) < 0.01)
        #expect(p.red > 0.99 && p.green == 0)
    }

    @Test func pngRoundTripIsExact() throws {
        let s = try Surface(width: 40, height: 30, format: .rgb24)
        let c = Canvas(s)
        c.clear(.white)
        c.fillCircle(center: Point(x: 20, y: 15), radius: 10, Color(0x1A73E8))
        let decoded = try Surface(pngData: try s.pngData())
        #expect(decoded.format == .rgb24)
        #expect(ImageComparison.compare(expected: s, actual: decoded).changedPixels == 0)
    }

    @Test func pngErrorsAreTyped() throws {
        #expect(throws: GraphicsError.self) { try Surface(pngData: Array("not a png".utf8)) }
        #expect(throws: GraphicsError.self) { try Surface(pngData: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0]) }
        #expect(throws: GraphicsError.self) { try Surface(pngFile: "/nonexistent/file.png") }
        let s = try Surface(width: 2, height: 2)
        // A parent that cannot be a directory: a file stands where it would be.
        #expect(throws: GraphicsError.self) { try s.writePNG(to: "/dev/null/x.png") }
    }

    @Test func copyIsDeep() throws {
        let s = try Surface(width: 3, height: 3, format: .rgb24)
        Canvas(s).clear(Color(0x336699))
        let c = s.copy()
        Canvas(s).clear(.black)
        #expect(c.pixel(x: 1, y: 1) == Color(0x336699))
    }
}
