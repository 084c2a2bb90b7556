import WhimGraphics

/// Vector icons drawn with paths on a 24-unit grid, so they stay crisp at any size.
public enum IconSymbol: String, Sendable, CaseIterable {
    case back, close, search, bike, car, taxi, bus, tram, train, walk, gear, pin, clock, calendar, check
    case chevronRight, ticket, star, user

    /// Draws the icon centred in `rect` in `color`.
    public func draw(in canvas: Canvas, rect: Rect, color: Color) {
        let s = min(rect.width, rect.height) / 24
        canvas.withState {
            canvas.translate(x: rect.midX - 12 * s, y: rect.midY - 12 * s)
            canvas.scale(x: s, y: s)
            drawUnit(canvas, color)
        }
    }

    private func line(_ c: Canvas, _ points: [(Double, Double)], _ color: Color, width: Double = 2) {
        c.stroke(Path { $0.addPolyline(points.map { Point(x: $0.0, y: $0.1) }) }, color, style: .rounded(width))
    }

    private func wheel(_ c: Canvas, _ x: Double, _ y: Double, _ r: Double, _ color: Color) {
        c.strokeCircle(center: Point(x: x, y: y), radius: r, color, width: 2)
    }

    private func drawUnit(_ c: Canvas, _ color: Color) {
        switch self {
        case .back:
            line(c, [(15, 5), (8, 12), (15, 19)], color, width: 2.5)
        case .close:
            line(c, [(6, 6), (18, 18)], color, width: 2.5)
            line(c, [(18, 6), (6, 18)], color, width: 2.5)
        case .search:
            c.strokeCircle(center: Point(x: 10.5, y: 10.5), radius: 6, color, width: 2.2)
            line(c, [(15, 15), (20, 20)], color, width: 2.6)
        case .bike:
            wheel(c, 6, 15, 4, color)
            wheel(c, 18, 15, 4, color)
            line(c, [(6, 15), (10, 8), (15, 8), (18, 15)], color)
            line(c, [(10, 8), (13, 15), (15, 8)], color, width: 1.8)
            line(c, [(9, 6), (12, 6)], color)
        case .car, .taxi:
            c.fill(.roundedRect(Rect(x: 3, y: 10, width: 18, height: 7), radius: 2), color)
            c.fill(Path { $0.addPolyline([Point(x: 6, y: 10), Point(x: 8, y: 5.5), Point(x: 16, y: 5.5), Point(x: 18, y: 10)]); $0.close() }, color)
            c.fillCircle(center: Point(x: 7.5, y: 17.5), radius: 2.2, color)
            c.fillCircle(center: Point(x: 16.5, y: 17.5), radius: 2.2, color)
            c.fill(Rect(x: 8.8, y: 6.8, width: 6.4, height: 3), .white)
            if self == .taxi { c.fill(.roundedRect(Rect(x: 9.5, y: 2, width: 5, height: 2.6), radius: 0.8), color) }
        case .bus:
            c.fill(.roundedRect(Rect(x: 5, y: 3, width: 14, height: 16), radius: 3), color)
            c.fill(Rect(x: 7, y: 6, width: 10, height: 6), .white)
            c.fillCircle(center: Point(x: 8.5, y: 15.5), radius: 1.2, .white)
            c.fillCircle(center: Point(x: 15.5, y: 15.5), radius: 1.2, .white)
            line(c, [(8, 19), (8, 21)], color, width: 2.4)
            line(c, [(16, 19), (16, 21)], color, width: 2.4)
        case .tram, .train:
            c.fill(.roundedRect(Rect(x: 6, y: 5, width: 12, height: 13), radius: self == .train ? 5 : 2), color)
            c.fill(Rect(x: 8, y: 8, width: 8, height: 4), .white)
            line(c, [(9, 18), (6.5, 21.5)], color)
            line(c, [(15, 18), (17.5, 21.5)], color)
            if self == .tram { line(c, [(9, 2), (15, 2)], color); line(c, [(12, 2), (12, 5)], color) }
        case .walk:
            c.fillCircle(center: Point(x: 13, y: 4.5), radius: 2.2, color)
            line(c, [(12, 8), (10.5, 14), (8, 21)], color, width: 2.4)
            line(c, [(10.5, 14), (14, 17), (15, 21)], color, width: 2.4)
            line(c, [(7, 12), (11.5, 8.5), (16, 12)], color, width: 2)
        case .gear:
            c.withState {
                for i in 0..<8 {
                    let a = Double(i) * Double.pi / 4
                    let p1 = Point(x: 12 + 6.5 * cos(a), y: 12 + 6.5 * sin(a))
                    let p2 = Point(x: 12 + 10 * cos(a), y: 12 + 10 * sin(a))
                    c.strokeLine(from: p1, to: p2, color, style: LineStyle(width: 3.5, cap: .butt))
                }
            }
            c.strokeCircle(center: Point(x: 12, y: 12), radius: 5.5, color, width: 3)
        case .pin:
            c.fill(Path {
                $0.move(to: Point(x: 12, y: 22))
                $0.curve(to: Point(x: 5, y: 9), control1: Point(x: 9, y: 18), control2: Point(x: 5, y: 14))
                $0.arc(center: Point(x: 12, y: 9), radius: 7, start: Double.pi, end: 2 * Double.pi)
                $0.curve(to: Point(x: 12, y: 22), control1: Point(x: 19, y: 14), control2: Point(x: 15, y: 18))
                $0.close()
            }, color)
            c.fillCircle(center: Point(x: 12, y: 9), radius: 2.6, .white)
        case .clock:
            c.strokeCircle(center: Point(x: 12, y: 12), radius: 9, color, width: 2)
            line(c, [(12, 7), (12, 12), (16, 14)], color)
        case .calendar:
            c.stroke(.roundedRect(Rect(x: 4, y: 5, width: 16, height: 15), radius: 2), color, style: LineStyle(width: 2))
            c.fill(Rect(x: 4, y: 5, width: 16, height: 4), color)
            line(c, [(8, 3), (8, 6)], color)
            line(c, [(16, 3), (16, 6)], color)
            for (x, y) in [(8.0, 13.0), (12, 13), (16, 13), (8, 17), (12, 17)] { c.fill(Rect(x: x - 1, y: y - 1, width: 2, height: 2), color) }
        case .check:
            line(c, [(5, 12.5), (10, 17.5), (19, 7)], color, width: 2.8)
        case .chevronRight:
            line(c, [(9, 5), (16, 12), (9, 19)], color, width: 2.4)
        case .ticket:
            c.fill(Path {
                $0.move(to: Point(x: 3, y: 6))
                $0.line(to: Point(x: 21, y: 6))
                $0.line(to: Point(x: 21, y: 10))
                $0.arc(center: Point(x: 21, y: 12), radius: 2, start: -Double.pi / 2, end: Double.pi / 2, clockwise: false)
                $0.line(to: Point(x: 21, y: 18))
                $0.line(to: Point(x: 3, y: 18))
                $0.line(to: Point(x: 3, y: 14))
                $0.arc(center: Point(x: 3, y: 12), radius: 2, start: Double.pi / 2, end: -Double.pi / 2, clockwise: false)
                $0.close()
            }, color)
            c.strokeLine(from: Point(x: 9, y: 7.5), to: Point(x: 9, y: 16.5), .white, style: LineStyle(width: 1.2, dash: [1.5, 1.5]))
        case .star:
            c.fill(Path {
                for i in 0..<10 {
                    let a = -Double.pi / 2 + Double(i) * Double.pi / 5
                    let r = i.isMultiple(of: 2) ? 10.0 : 4.2
                    let p = Point(x: 12 + r * cos(a), y: 12.5 + r * sin(a))
                    if i == 0 { $0.move(to: p) } else { $0.line(to: p) }
                }
                $0.close()
            }, color)
        case .user:
            c.fillCircle(center: Point(x: 12, y: 8), radius: 4, color)
            c.fill(Path {
                $0.move(to: Point(x: 4, y: 21))
                $0.curve(to: Point(x: 20, y: 21), control1: Point(x: 4, y: 12), control2: Point(x: 20, y: 12))
                $0.close()
            }, color)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// A vector icon.
public final class Icon: Widget {
    public var symbol: IconSymbol { didSet { setNeedsDisplay() } }
    public var color: Color { didSet { setNeedsDisplay() } }
    public var size: Double { didSet { setNeedsLayout() } }

    public init(_ symbol: IconSymbol, size: Double = 24, color: Color = Theme.standard.text) {
        self.symbol = symbol
        self.size = size
        self.color = color
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size { Size(width: size, height: size) }

    public override func draw(in canvas: Canvas) { symbol.draw(in: canvas, rect: frame, color: color) }
}
