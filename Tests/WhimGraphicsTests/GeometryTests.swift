import Testing
import WhimGraphics

@Suite struct GeometryTests {
    @Test func pixelRoundingIsHalfAwayFromZero() {
        #expect(0.5.pixelRounded == 1)
        #expect((-0.5).pixelRounded == -1)
        #expect(1.49.pixelRounded == 1)
        #expect((-2.5).pixelRounded == -3)
        #expect(Point(x: 10.5, y: -3.2).rounded == PixelPoint(x: 11, y: -3))
    }

    @Test func rectEdgesAndCentre() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.maxX == 110 && r.maxY == 70)
        #expect(r.center == Point(x: 60, y: 45))
        #expect(r.contains(Point(x: 10, y: 20)))
        #expect(!r.contains(Point(x: 110, y: 20)))
    }

    @Test func rectInsetsNeverGoNegative() {
        let r = Rect(x: 0, y: 0, width: 100, height: 40)
        #expect(r.inset(by: EdgeInsets(top: 10, left: 5, bottom: 10, right: 15)) == Rect(x: 5, y: 10, width: 80, height: 20))
        #expect(r.inset(by: EdgeInsets(all: 30)).height == 0)
        #expect(r.inset(by: EdgeInsets(all: -5)) == Rect(x: -5, y: -5, width: 110, height: 50))
    }

    @Test func rectIntersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == nil)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(Rect.zero.union(b) == b)
    }

    @Test func pixelBoundsCoverFractionalRects() {
        let r = Rect(x: 0.4, y: 1.6, width: 10.2, height: 3.1)
        #expect(r.pixelBounds() == PixelRect(x: 0, y: 1, width: 11, height: 4))
        #expect(r.pixelBounds(scale: 2) == PixelRect(x: 0, y: 3, width: 22, height: 7))
        #expect(r.pixelRounded() == PixelRect(x: 0, y: 2, width: 11, height: 3))
    }

    @Test func farthestCornerDistance() {
        let r = Rect(x: 0, y: 0, width: 300, height: 400)
        #expect(r.farthestCornerDistance(from: Point(x: 0, y: 0)) == 500)
        #expect(r.farthestCornerDistance(from: Point(x: 150, y: 200)) == 250)
        #expect(r.farthestCornerDistance(from: Point(x: 300, y: 0)) == 500)
    }

    @Test func pixelRectAlgebra() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 8, y: -2, width: 4, height: 4)
        #expect(a.intersection(b) == PixelRect(x: 8, y: 0, width: 2, height: 2))
        #expect(a.union(b) == PixelRect(x: 0, y: -2, width: 12, height: 12))
        #expect(a.intersection(PixelRect(x: 10, y: 0, width: 5, height: 5)).isEmpty)
        #expect(PixelRect.zero.union(b) == b)
        #expect(a.contains(PixelRect(x: 2, y: 2, width: 3, height: 3)))
        #expect(!a.contains(b))
        #expect(a.offset(by: PixelPoint(x: 3, y: -1)) == PixelRect(x: 3, y: -1, width: 10, height: 10))
        #expect(a.area == 100 && PixelRect(x: 0, y: 0, width: -1, height: 5).area == 0)
    }

    @Test("a clamped colour keeps each channel in 0...1 and makes a channel that is not a number 0")
    func colourClamped() {
        let c = Color(red: 1.5, green: -0.2, blue: .nan, alpha: 0.4).clamped
        #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 0.4))
        #expect(Color(red: 0.2, green: 0.3, blue: 0.4, alpha: .infinity).clamped.alpha == 1)
        #expect(Color(0x1A73E8, alpha: 0.5).clamped == Color(0x1A73E8, alpha: 0.5))
    }

    @Test func colourHexForms() {
        let c: Color = 0x1A73E8
        #expect(c.hexString == "#1A73E8FF")
        #expect(Color(hex: "#1A73E880")?.alpha == Double(0x80) / 255)
        #expect(Color(hex: "1A73E8") == c)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#GGGGGG") == nil)
        #expect(Color.black.mixed(with: .white, 0.5).red == 0.5)
    }
}
