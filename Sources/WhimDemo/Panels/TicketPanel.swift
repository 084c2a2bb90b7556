import WhimCore
import WhimGraphics

/// The fullscreen ticket shown after booking: a bold card with the reservation and a scannable pattern.
public final class TicketPanel: Panel {
    let reservation: Reservation
    public let closeButton: Button

    public init(reservation: Reservation, onClose: @escaping () -> Void) {
        self.reservation = reservation
        closeButton = Button("Close", icon: .close, style: .tinted, action: onClose)
        closeButton.identifier = "close"
        let info = VStack(spacing: 6, [
            Label("Car rental ticket", font: .bold(30), color: .white),
            Label(reservation.station.name, font: .bold(20), color: .white),
            Label(reservation.dates, font: .regular(16), color: Color(0xD2E3FC)),
            Label("Reservation \(reservation.code)", font: .regular(16), color: Color(0xD2E3FC)),
        ])
        super.init(title: "Ticket", chrome: .plain(Color(0x174EA6)), contentInsets: EdgeInsets(all: 32),
                   root: VStack(spacing: 24, [HStack([Icon(.ticket, size: 40, color: .white), Spacer(), closeButton]), info, Spacer()]))
    }

    public override func drawContent(in canvas: Canvas) {
        // A deterministic pattern from the reservation code: the "scan me" square.
        let side = min(size.width, size.height) * 0.34
        let box = Rect(x: size.width - side - 40, y: size.height - side - 40, width: side, height: side)
        canvas.fill(roundedRect: box.insetBy(dx: -12, dy: -12), radius: 14, .white)
        var seed: UInt32 = reservation.code.unicodeScalars.reduce(2166136261) { ($0 ^ $1.value) &* 16777619 }
        let n = 21
        let cell = side / Double(n)
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
