import Testing
import WhimGraphics
import WhimTestSupport

/// Golden images of the canvas primitives and text. Tolerance allows for antialiasing noise only.
@Suite struct CanvasGoldenTests {
    static let tolerance = ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 40)

    @Test func primitives() throws {
        let s = try Surface(width: 480, height: 270, format: .rgb24)
        let c = Canvas(s)
        c.clear(Color(0xF4F1EA))
        // Fill, stroke with caps and joins, dashes.
        c.fill(Rect(x: 20, y: 20, width: 80, height: 50), Color(0x1A73E8))
        c.fill(roundedRect: Rect(x: 120, y: 20, width: 100, height: 50), radius: 14, Color(0x34A853))
        c.stroke(roundedRect: Rect(x: 240, y: 20, width: 100, height: 50), radius: 14, Color(0xEA4335), width: 4)
        c.fillCircle(center: Point(x: 400, y: 45), radius: 25, Color(0xFBBC05))
        for (i, cap) in [LineStyle.Cap.butt, .round, .square].enumerated() {
            let y = 100.0 + Double(i) * 24
            c.strokeLine(from: Point(x: 30, y: y), to: Point(x: 150, y: y), Color(0x202124), style: LineStyle(width: 12, cap: cap))
            c.strokeLine(from: Point(x: 30, y: y), to: Point(x: 150, y: y), Color(0xFFFFFF), style: LineStyle(width: 1))
        }
        for (i, join) in [LineStyle.Join.miter, .round, .bevel].enumerated() {
            let x = 190.0 + Double(i) * 60
            let path = Path { $0.addPolyline([Point(x: x, y: 160), Point(x: x + 20, y: 100), Point(x: x + 40, y: 160)]) }
            c.stroke(path, Color(0x5F6368), style: LineStyle(width: 10, join: join))
        }
        c.strokeLine(from: Point(x: 370, y: 100), to: Point(x: 460, y: 160), Color(0x9334E6), style: LineStyle(width: 4, cap: .round, dash: [10, 8]))
        // A card with a shadow, and a polygon filled even-odd.
        let card = Rect(x: 30, y: 190, width: 180, height: 56)
        c.drawShadow(of: card, cornerRadius: 12, blur: 10, offset: Point(x: 0, y: 3))
        c.fill(roundedRect: card, radius: 12, .white)
        let star = Path {
            $0.addPolyline([
                Point(x: 300, y: 180), Point(x: 320, y: 250), Point(x: 260, y: 205), Point(x: 340, y: 205),
                Point(x: 280, y: 250),
            ])
            $0.close()
        }
        c.fill(star, Color(0xE37400), evenOdd: true)
        assertGolden(s, named: "primitives", tolerance: Self.tolerance)
    }

    @Test func text() throws {
        let s = try Surface(width: 480, height: 200, format: .rgb24)
        let c = Canvas(s)
        c.clear(.white)
        c.drawText("Where to?", at: Point(x: 20, y: 40), font: .bold(28), color: Color(0x202124))
        c.drawText("Kamppi → Rautatientori", at: Point(x: 20, y: 72), font: .regular(16), color: Color(0x5F6368))
        let box = Rect(x: 20, y: 90, width: 200, height: 30)
        c.fill(box, Color(0xE8F0FE))
        c.drawText("A very long street name that cannot fit in the box", in: box, font: .regular(14), color: Color(0x1A73E8))
        let centred = Rect(x: 240, y: 90, width: 220, height: 30)
        c.fill(centred, Color(0xFCE8E6))
        c.drawText("Centred", in: centred, font: .bold(16), color: Color(0xC5221F), alignment: .center)
        let right = Rect(x: 240, y: 130, width: 220, height: 30)
        c.fill(right, Color(0xE6F4EA))
        c.drawText("Right-aligned 12:45", in: right, font: .regular(14), color: Color(0x137333), alignment: .right)
        let w = c.measure("Measured", font: .regular(18)).width
        c.drawText("Measured", at: Point(x: 20, y: 180), font: .regular(18), color: .black)
        c.strokeLine(from: Point(x: 20, y: 186), to: Point(x: 20 + w, y: 186), Color(0xD93025), style: LineStyle(width: 2))
        assertGolden(s, named: "text", tolerance: Self.tolerance)
    }

    @Test func measuredTextAndEllipsis() throws {
        let c = Canvas(try Surface(width: 10, height: 10))
        let short = c.measure("Hi", font: .regular(16)), long = c.measure("Hello, Helsinki", font: .regular(16))
        #expect(long.width > short.width && short.width > 0)
        #expect(c.measure("Hi", font: .regular(32)).width > short.width * 1.9)
        #expect(c.measure("Hi", font: .bold(16)).width > short.width)
        let fitted = c.ellipsized("Hello, Helsinki", font: .regular(16), maxWidth: long.width / 2)
        #expect(fitted.hasSuffix("…"))
        #expect(c.measure(fitted, font: .regular(16)).width <= long.width / 2)
        #expect(c.ellipsized("Hello", font: .regular(16), maxWidth: 1000) == "Hello")
        #expect(c.ellipsized("Hello", font: .regular(16), maxWidth: 1) == "")
    }

    @Test func compositingWithOffsetOpacityAndCircularClip() throws {
        let frame = try Surface(width: 320, height: 180, format: .rgb24)
        let c = Canvas(frame)
        c.clear(Color(0xDDE3EA))
        for i in stride(from: 0, to: 320, by: 40) {
            c.strokeLine(from: Point(x: Double(i), y: 0), to: Point(x: Double(i), y: 180), Color(0xB0BEC5))
        }
        let panel = try Surface(width: 120, height: 80, format: .argb32)
        let pc = Canvas(panel)
        pc.fill(roundedRect: Rect(x: 0, y: 0, width: 120, height: 80), radius: 16, Color(0x1A73E8))
        pc.drawText("Panel", in: Rect(x: 0, y: 0, width: 120, height: 80), font: .bold(18), color: .white, alignment: .center)
        c.draw(panel, at: PixelPoint(x: 10, y: 10))
        c.draw(panel, at: PixelPoint(x: 150, y: 10), opacity: 0.5)
        c.draw(panel, at: PixelPoint(x: 10, y: 95), clip: Circle(center: Point(x: 70, y: 135), radius: 35))
        c.draw(panel, at: PixelPoint(x: 150, y: 95), within: PixelRect(x: 150, y: 95, width: 60, height: 80))
        // Opaque pixel checks besides the golden: the full panel's centre is the panel colour.
        #expect(frame.pixel(x: 70, y: 30) == Color(0x1A73E8))
        #expect(frame.pixel(x: 20, y: 100) == Color(0xDDE3EA))  // outside the circle: background kept
        #expect(frame.pixel(x: 250, y: 140) == Color(0xDDE3EA))  // outside `within`: not drawn
        assertGolden(frame, named: "compositing", tolerance: Self.tolerance)
    }
}
