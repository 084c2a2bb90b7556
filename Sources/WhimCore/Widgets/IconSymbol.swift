#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WhimGraphics

/// The vector icons of the widget set, drawn with paths on a 24-unit grid so they stay crisp at any size.
/// Filled icons cut their details (windows, lights, holes) out with even-odd fills, so they look right on
/// any background.
public enum IconSymbol: String, Sendable, Hashable, CaseIterable {
    /// A left arrow: go back.
    case back
    /// A cross: close or dismiss.
    case close
    /// A magnifier: search.
    case search
    /// A bicycle: city bikes.
    case bike
    /// A car: car rental.
    case car
    /// A taxi with its roof sign.
    case taxi
    /// A bus.
    case bus
    /// A tram under its pantograph.
    case tram
    /// A train.
    case train
    /// A walking person.
    case walk
    /// A gear: settings.
    case gear
    /// A map pin: a place.
    case pin
    /// A clock face: time.
    case clock
    /// A calendar page: dates.
    case calendar
    /// A check mark: done or selected.
    case check
    /// A chevron pointing right: a row that opens more.
    case chevronRight
    /// A ticket.
    case ticket
    /// A star: favourites.
    case star
    /// A person: the account.
    case user
    /// Two bars: pause what plays.
    case pause

    /// The gear, by the name settings screens use.
    public static var settings: IconSymbol { .gear }

    /// Draws the icon centred in `rect`, as large as the shorter side, in `color`.
    public func draw(in canvas: Canvas, rect: Rect, color: Color) {
        let s = min(rect.width, rect.height) / 24
        guard s > 0 else { return }
        canvas.withState {
            canvas.translate(x: rect.midX - 12 * s, y: rect.midY - 12 * s)
            canvas.scale(x: s, y: s)
            drawOnGrid(canvas, color)
        }
    }

    // MARK: Drawing on the 24-unit grid

    private func drawOnGrid(_ c: Canvas, _ color: Color) {
        switch self {
        case .back:
            stroke(c, [(19, 12), (5.5, 12)], color, width: 2.2)
            stroke(c, [(11.5, 5.5), (5, 12), (11.5, 18.5)], color, width: 2.2)
        case .close:
            stroke(c, [(6, 6), (18, 18)], color, width: 2.2)
            stroke(c, [(18, 6), (6, 18)], color, width: 2.2)
        case .search:
            c.strokeCircle(center: Point(x: 10.5, y: 10.5), radius: 6, color, width: 2.2)
            stroke(c, [(15, 15), (20, 20)], color, width: 2.8)
        case .bike:
            c.strokeCircle(center: Point(x: 5.5, y: 15.5), radius: 3.8, color, width: 1.7)
            c.strokeCircle(center: Point(x: 18.5, y: 15.5), radius: 3.8, color, width: 1.7)
            // Chain stay, seat stay, seat tube, top tube, down tube, fork; then saddle and handlebar.
            stroke(c, [(5.5, 15.5), (11.5, 15.5), (9, 9), (5.5, 15.5)], color, width: 1.7)
            stroke(c, [(9, 9), (16, 9), (11.5, 15.5)], color, width: 1.7)
            stroke(c, [(18.5, 15.5), (16, 9), (15.3, 6.5), (17.8, 6.5)], color, width: 1.7)
            stroke(c, [(9, 9), (8.6, 7)], color, width: 1.7)
            stroke(c, [(7, 6.8), (10.2, 6.8)], color, width: 2)
        case .car, .taxi:
            fillEvenOdd(c, color) { p in
                p.addPolygon([(3, 12), (5, 10), (7, 5.5), (17, 5.5), (19, 10), (21, 12), (21, 17.5), (3, 17.5)])
                p.addPolygon([(8.1, 7.3), (15.9, 7.3), (17.2, 10.2), (6.8, 10.2)])
                p.addCircle(center: Point(x: 6.6, y: 13.9), radius: 1.5)
                p.addCircle(center: Point(x: 17.4, y: 13.9), radius: 1.5)
            }
            c.fill(.roundedRect(Rect(x: 4.5, y: 16.5, width: 3.5, height: 4), radius: 1), color)
            c.fill(.roundedRect(Rect(x: 16, y: 16.5, width: 3.5, height: 4), radius: 1), color)
            if self == .taxi { c.fill(.roundedRect(Rect(x: 9, y: 1.8, width: 6, height: 2.6), radius: 0.8), color) }
        case .bus:
            fillEvenOdd(c, color) { p in
                p.addRoundedRect(Rect(x: 4.5, y: 2.5, width: 15, height: 16.5), radius: 3)
                p.addRoundedRect(Rect(x: 6.5, y: 6, width: 11, height: 6), radius: 1)
                p.addCircle(center: Point(x: 8.2, y: 15.5), radius: 1.3)
                p.addCircle(center: Point(x: 15.8, y: 15.5), radius: 1.3)
            }
            c.fill(.roundedRect(Rect(x: 6, y: 18, width: 3, height: 3.5), radius: 1), color)
            c.fill(.roundedRect(Rect(x: 15, y: 18, width: 3, height: 3.5), radius: 1), color)
            stroke(c, [(2.8, 7), (2.8, 10.5)], color, width: 1.5)
            stroke(c, [(21.2, 7), (21.2, 10.5)], color, width: 1.5)
        case .tram:
            fillEvenOdd(c, color) { p in
                p.addRoundedRect(Rect(x: 6, y: 7, width: 12, height: 12.5), radius: 2.5)
                p.addRoundedRect(Rect(x: 8, y: 9.3, width: 8, height: 5), radius: 1)
                p.addCircle(center: Point(x: 9.3, y: 17), radius: 1.1)
                p.addCircle(center: Point(x: 14.7, y: 17), radius: 1.1)
            }
            // The pantograph on the roof and the overhead wire.
            stroke(c, [(12, 7), (9.8, 4.6), (12, 2.6), (14.2, 4.6), (12, 7)], color, width: 1.5)
            stroke(c, [(6.5, 2), (17.5, 2)], color, width: 1.5)
            stroke(c, [(8.8, 19.5), (7.3, 22)], color, width: 1.8)
            stroke(c, [(15.2, 19.5), (16.7, 22)], color, width: 1.8)
        case .train:
            fillEvenOdd(c, color) { p in
                p.addRoundedRect(Rect(x: 5, y: 2.5, width: 14, height: 16), radius: 5)
                p.addRoundedRect(Rect(x: 7.5, y: 5.8, width: 9, height: 5), radius: 1.5)
                p.addCircle(center: Point(x: 8.7, y: 14.6), radius: 1.3)
                p.addCircle(center: Point(x: 15.3, y: 14.6), radius: 1.3)
            }
            // Legs on a track.
            stroke(c, [(8.5, 18.5), (6, 22)], color, width: 1.8)
            stroke(c, [(15.5, 18.5), (18, 22)], color, width: 1.8)
            stroke(c, [(7.2, 20.3), (16.8, 20.3)], color, width: 1.6)
        case .walk:
            c.fillCircle(center: Point(x: 13.6, y: 4.2), radius: 2.2, color)
            stroke(c, [(12.6, 8), (11, 13.8)], color, width: 2.6)
            stroke(c, [(11, 13.8), (13.9, 16.8), (14.6, 21)], color, width: 2.3)
            stroke(c, [(11, 13.8), (9.6, 17.4), (7, 21)], color, width: 2.3)
            stroke(c, [(12.4, 8.6), (9.1, 11.2), (8, 14)], color, width: 2)
            stroke(c, [(12.4, 8.6), (14.8, 11.3), (17.3, 12.3)], color, width: 2)
        case .gear:
            fillEvenOdd(c, color) { p in
                var points: [(Double, Double)] = []
                for k in 0..<8 {
                    let a = Double(k) * Double.pi / 4
                    for (da, r) in [(-0.3, 7.3), (-0.19, 10.2), (0.19, 10.2), (0.3, 7.3)] {
                        points.append((12 + r * cos(a + da), 12 + r * sin(a + da)))
                    }
                }
                p.addPolygon(points)
                p.addCircle(center: Point(x: 12, y: 12), radius: 3.2)
            }
        case .pin:
            fillEvenOdd(c, color) { p in
                let center = Point(x: 12, y: 9.5), r = 6.8, tip = Point(x: 12, y: 22)
                let spread = acos(r / (tip.y - center.y))
                p.move(to: tip)
                p.arc(center: center, radius: r, start: Double.pi / 2 + spread, end: 2.5 * Double.pi - spread)
                p.close()
                p.addCircle(center: center, radius: 2.6)
            }
        case .clock:
            c.strokeCircle(center: Point(x: 12, y: 12), radius: 9, color, width: 2)
            stroke(c, [(12, 6.8), (12, 12), (15.6, 14.2)], color, width: 2)
        case .calendar:
            c.fill(.roundedRect(Rect(x: 4, y: 5.5, width: 16, height: 5), radius: 2), color)
            c.stroke(.roundedRect(Rect(x: 4, y: 5.5, width: 16, height: 14.5), radius: 2), color, style: LineStyle(width: 2))
            stroke(c, [(8, 3), (8, 7)], color, width: 2)
            stroke(c, [(16, 3), (16, 7)], color, width: 2)
            for (x, y) in [(8.0, 13.5), (12, 13.5), (16, 13.5), (8, 16.8), (12, 16.8)] {
                c.fill(Rect(x: x - 1.1, y: y - 1.1, width: 2.2, height: 2.2), color)
            }
        case .check:
            stroke(c, [(5, 12.5), (10, 17.5), (19, 7)], color, width: 2.6)
        case .chevronRight:
            stroke(c, [(9, 5), (16, 12), (9, 19)], color, width: 2.4)
        case .ticket:
            fillEvenOdd(c, color) { p in
                p.move(to: Point(x: 3, y: 6))
                p.line(to: Point(x: 21, y: 6))
                p.line(to: Point(x: 21, y: 9.6))
                p.arc(center: Point(x: 21, y: 12), radius: 2.4, start: -Double.pi / 2, end: Double.pi / 2, clockwise: false)
                p.line(to: Point(x: 21, y: 18))
                p.line(to: Point(x: 3, y: 18))
                p.line(to: Point(x: 3, y: 14.4))
                p.arc(center: Point(x: 3, y: 12), radius: 2.4, start: Double.pi / 2, end: -Double.pi / 2, clockwise: false)
                p.close()
                // The perforation.
                for y in [7.6, 10.9, 14.2] { p.addRect(Rect(x: 14.2, y: y, width: 1.6, height: 2.2)) }
            }
        case .star:
            c.fill(Path { p in
                for i in 0..<10 {
                    let a = -Double.pi / 2 + Double(i) * Double.pi / 5
                    let r = i.isMultiple(of: 2) ? 10.0 : 4.2
                    let point = Point(x: 12 + r * cos(a), y: 12.8 + r * sin(a))
                    if i == 0 { p.move(to: point) } else { p.line(to: point) }
                }
                p.close()
            }, color)
        case .user:
            c.fillCircle(center: Point(x: 12, y: 7.5), radius: 4.2, color)
            c.fill(Path { p in
                p.move(to: Point(x: 4, y: 21))
                p.line(to: Point(x: 4, y: 19))
                p.curve(to: Point(x: 12, y: 14), control1: Point(x: 4, y: 16), control2: Point(x: 7.5, y: 14))
                p.curve(to: Point(x: 20, y: 19), control1: Point(x: 16.5, y: 14), control2: Point(x: 20, y: 16))
                p.line(to: Point(x: 20, y: 21))
                p.close()
            }, color)
        case .pause:
            c.fill(roundedRect: Rect(x: 6.5, y: 5, width: 4, height: 14), radius: 1, color)
            c.fill(roundedRect: Rect(x: 13.5, y: 5, width: 4, height: 14), radius: 1, color)
        }
    }

    private func stroke(_ c: Canvas, _ points: [(Double, Double)], _ color: Color, width: Double) {
        c.stroke(Path { $0.addPolyline(points.map { Point(x: $0.0, y: $0.1) }) }, color, style: .rounded(width))
    }

    private func fillEvenOdd(_ c: Canvas, _ color: Color, _ build: (inout Path) -> Void) {
        c.fill(Path(build), color, evenOdd: true)
    }
}

extension Path {
    /// A closed polygon through grid points.
    fileprivate mutating func addPolygon(_ points: [(Double, Double)]) {
        addPolyline(points.map { Point(x: $0.0, y: $0.1) })
        close()
    }
}
