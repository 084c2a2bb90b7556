import WhimCore
import WhimGraphics

/// The fullscreen ticket shown after booking: the reservation on top, and below it, centred and as large
/// as the space allows, the code to show at the car.
public final class TicketPanel: Panel {
    let reservation: Reservation
    public let closeButton: Button
    private let info: VStack

    public init(reservation: Reservation, onClose: @escaping () -> Void) {
        self.reservation = reservation
        closeButton = Button("Close", icon: .close, style: .tinted, action: onClose)
        closeButton.identifier = "close"
        info = VStack(spacing: 6, [
            Label("Car rental ticket", font: DemoFonts.screenHeading, color: .white),
            Label(reservation.station.name, font: Theme.standard.titleFont, color: .white),
            Label(reservation.dates, font: DemoFonts.ticketDetail, color: Color(0xD2E3FC)),
            Label("Reservation \(reservation.code) · \(reservation.fullInsurance ? "full insurance" : "basic cover")",
                  font: DemoFonts.ticketDetail, color: Color(0xD2E3FC)),
        ])
        super.init(title: "Ticket", chrome: .plain(Color(0x174EA6)), contentInsets: EdgeInsets(all: 32),
                   root: VStack(spacing: 24, [HStack([Icon(.ticket, size: 40, color: .white), Spacer(), closeButton]), info, Spacer()]))
    }

    /// The caption under the code.
    static let caption = "Show this code at the car"

    /// Where the code is drawn: the square below the reservation's text, centred, as large as fits (at
    /// most 360 units), with room for its white margin and caption.
    public var codeRect: Rect {
        layoutIfNeeded()
        let content = contentRect
        let top = info.frame.maxY + 28, bottom = content.maxY - 34
        let side = max(0, min(360, content.width - 24, bottom - top - 24))
        return Rect(x: content.midX - side / 2, y: top + 12 + max(0, (bottom - top - 24 - side) / 2), width: side, height: side)
    }

    public override func drawContent(in canvas: Canvas) {
        let box = codeRect
        guard box.width >= 21 else { return }
        canvas.fill(roundedRect: box.insetBy(dx: -12, dy: -12), radius: 14, .white)
        _ = canvas.drawText(Self.caption, in: Rect(x: box.minX - 40, y: box.maxY + 16, width: box.width + 80, height: 22),
                        font: Theme.standard.bodyFont, color: Color(0xD2E3FC), alignment: .center)
        // A deterministic pattern from the reservation code, with the three finder squares of a QR code.
        var seed: UInt32 = reservation.code.unicodeScalars.reduce(2166136261) { ($0 ^ $1.value) &* 16777619 }
        let n = 21
        let cell = box.width / Double(n)
        for y in 0..<n {
            for x in 0..<n {
                seed = seed &* 1664525 &+ 1013904223
                let lx = x < 7 ? x : x - (n - 7), ly = y < 7 ? y : y - (n - 7)
                let finder = (x < 7 || x >= n - 7) && (y < 7 || y >= n - 7) && !(x >= n - 7 && y >= n - 7)
                let ring = lx == 0 || ly == 0 || lx == 6 || ly == 6, core = (2...4).contains(lx) && (2...4).contains(ly)
                let on = finder ? (ring || core) : seed >> 28 & 1 == 1
                if on { canvas.fill(Rect(x: box.minX + Double(x) * cell, y: box.minY + Double(y) * cell, width: cell + 0.5, height: cell + 0.5), Color(0x202124)) }
            }
        }
    }
}
