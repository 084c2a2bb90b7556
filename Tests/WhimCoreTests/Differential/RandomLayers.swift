import WhimCore
import WhimGraphics
import WhimTestSupport

/// The kinds of surface a random compositing case draws: what panels look like in the app.
enum LayerKind: CaseIterable {
    /// RGB24, every pixel opaque (a fullscreen scene).
    case opaque
    /// ARGB32, every pixel half transparent.
    case translucent
    /// ARGB32, transparent but for a line of text (like a header drawn without chrome).
    case textOnly
    /// ARGB32, a card with rounded corners and a margin above it (a bottom card's shadow margin).
    case roundedCard
}

/// A backdrop whose surface, origin and version a test sets.
final class TestBackdrop: Backdrop {
    var surface: Surface?
    var origin = PixelPoint.zero
    private(set) var version = 0

    /// Whether it draws itself straight into frames (`drawStraight(into:visible:damage:)`), as a moving map does,
    /// instead of having its surface copied: the first frame after it changed, and (when `repeatsStraight`)
    /// the damage of the frames after that.
    var drawsStraight = false
    /// Whether it draws itself straight again into later frames' damage while unchanged (a map whose cache
    /// is behind), instead of declining so that its surface is copied.
    var repeatsStraight = false
    /// The version it last drew straight.
    private var drawnVersion = -1

    init(surface: Surface?, origin: PixelPoint = .zero) {
        self.surface = surface
        self.origin = origin
    }

    /// Its surface at its origin, black elsewhere: the pixels the compositor would have copied, inside
    /// `visible` only. The first time after a change (the frame is recomposed wherever the backdrop shows)
    /// everything else in the damage turns magenta, so a compositor that reads a hidden pixel of the
    /// backdrop, or leaves one showing, gets it wrong; outside the damage the frame is kept, as the
    /// protocol asks, so a compositor that leaves out of the damage a pixel that changed gets it wrong too.
    func drawStraight(into frame: Surface, visible: [PixelRect], damage: FrameDamage) -> PixelRect? {
        guard drawsStraight else { return nil }
        if drawnVersion == version {
            guard repeatsStraight else { return nil }
        } else {
            for r in damage { frame.fill(r, red: 1, green: 0, blue: 1) }
            drawnVersion = version
        }
        for piece in visible {
            frame.fill(piece, red: 0, green: 0, blue: 0)
            if let surface { frame.blit(surface, at: origin, in: piece, copy: true) }
        }
        guard let surface else { return .zero }
        return PixelRect(origin: origin, size: surface.pixelSize)
    }

    /// Marks the pixels or origin changed, and changes every pixel (each colour channel inverted, so each pixel
    /// differs from before and positions stay recognisable): a compositor that keeps any pixel of the old
    /// backdrop where the new one shows gets it wrong. (No random draw, so the seeds replay their cases.)
    func touch() {
        surface?.withPixels { bytes in
            for i in bytes.indices where i % 4 != 3 { bytes[i] = ~bytes[i] }
        }
        version += 1
    }

    func resize(to size: PixelSize, scale: Double) {}
    func setVisibleInsets(_ insets: EdgeInsets) {}
    func advance(to time: Double) -> Bool { false }
    func handle(_ gesture: BackdropGesture, at time: Double) -> Bool { false }
}

/// Random surfaces, layers and backdrops for the compositor's differential tests.
extension SeededRandom {
    mutating func color(alpha: Double = 1) -> Color {
        Color(red: .random(in: 0...1, using: &self), green: .random(in: 0...1, using: &self), blue: .random(in: 0...1, using: &self), alpha: alpha)
    }

    /// A surface of `kind` and the rect (surface coordinates) it certainly covers with opaque pixels.
    mutating func surface(_ kind: LayerKind, width: Int, height: Int) -> (Surface, PixelRect?) {
        let w = Double(width), h = Double(height)
        // Small random sizes cannot fail to allocate.
        let s = try! Surface(width: width, height: height, format: kind == .opaque ? .rgb24 : .argb32)
        let c = Canvas(s)
        c.clear(.clear)
        var opaque: PixelRect?
        switch kind {
        case .opaque:
            c.fill(Rect(x: 0, y: 0, width: w, height: h), color())
            c.fill(Rect(x: w * 0.2, y: h * 0.3, width: w * 0.5, height: h * 0.2), color())
            c.drawText("Ag", at: Point(x: 2, y: min(h, 14)), font: .bold(12), color: color())
            opaque = PixelRect(x: 0, y: 0, width: width, height: height)
        case .translucent:
            c.fill(Rect(x: 0, y: 0, width: w, height: h), color(alpha: .random(in: 0.2...0.8, using: &self)))
            c.fillCircle(center: Point(x: w / 2, y: h / 2), radius: min(w, h) / 3, color(alpha: 0.5))
        case .textOnly:
            c.drawText("ticket 4712", at: Point(x: .random(in: -4...w / 2, using: &self), y: .random(in: 8...max(8, h), using: &self)), font: .bold(13), color: .white)
            c.drawText("Kluuvi", at: Point(x: 1, y: min(h, 10)), font: .regular(9), color: color())
        case .roundedCard:
            let margin = Double(Int.random(in: 0...min(6, height / 3), using: &self))
            let radius = Double(Int.random(in: 0...max(0, min(width, height - Int(margin)) / 2), using: &self))
            c.drawShadow(of: Rect(x: 0, y: margin, width: w, height: h - margin), cornerRadius: radius, blur: 4, offset: Point(x: 0, y: -1))
            c.fill(roundedRect: Rect(x: 0, y: margin, width: w, height: h - margin), radius: radius, color())
            c.drawText("Row", at: Point(x: 3, y: margin + 12), font: .regular(10), color: color())
            let band = Int(margin + radius)
            let inner = PixelRect(x: 0, y: band, width: width, height: height - band - Int(radius))
            opaque = inner.isEmpty ? nil : inner
        }
        c.flush()
        return (s, opaque)
    }

    /// A circle clip somewhere around a frame of `size` (sometimes empty, tiny, or larger than the frame).
    mutating func clip(around size: PixelSize) -> CircularClip {
        let w = Double(size.width), h = Double(size.height)
        let center = Point(x: .random(in: -w / 2...w * 1.5, using: &self), y: .random(in: -h / 2...h * 1.5, using: &self))
        let radius: Double
        switch Int.random(in: 0..<10, using: &self) {
        case 0: radius = 0
        case 1: radius = .random(in: 0...1.5, using: &self)
        case 2: radius = (w * w + h * h).squareRoot() * 2
        default: radius = .random(in: 0...max(w, h), using: &self)
        }
        return CircularClip(center: center, radius: radius, isInverted: chance(0.4))
    }

    mutating func opacity() -> Double {
        switch Int.random(in: 0..<20, using: &self) {
        case 0: return 0
        case 1: return 0.001
        case 2...7: return .random(in: 0...1, using: &self)
        default: return 1
        }
    }

    /// A solid colour's layer, as the container makes it for a scrim: one opaque row that repeats, the
    /// colour's alpha in the opacity, opaque over its rect (sometimes claimed a pixel smaller).
    mutating func colorLayer(in size: PixelSize, version: Int) -> CompositeLayer {
        let w = Int.random(in: 1...size.width * 3 / 2 + 2, using: &self), h = Int.random(in: 1...size.height * 3 / 2 + 2, using: &self)
        // Small widths cannot fail to allocate.
        let row = try! Surface(repeatingRowOf: color(), width: w)
        let origin = PixelPoint(x: .random(in: -w...size.width, using: &self), y: .random(in: -h...size.height, using: &self))
        let claimed = PixelRect(origin: origin, size: PixelSize(width: w, height: h)).insetBy(Int.random(in: 0...1, using: &self))
        return CompositeLayer(
            surface: row, origin: origin, size: PixelSize(width: w, height: h), opacity: opacity() * .random(in: 0...1, using: &self),
            clip: chance(0.3) ? clip(around: size) : nil, opaqueRect: claimed.isEmpty ? nil : claimed, contentVersion: version)
    }

    /// A layer of a random kind, size, place, opacity and clip in a frame of `size`; with `solid`, half
    /// of them solid colours (`colorLayer`).
    mutating func layer(in size: PixelSize, version: Int, solid: Bool = false) -> CompositeLayer {
        if solid, chance(0.5) { return colorLayer(in: size, version: version) }
        let kind = LayerKind.allCases.randomElement(using: &self)!
        let w = Int.random(in: 1...size.width * 3 / 2 + 2, using: &self), h = Int.random(in: 1...size.height * 3 / 2 + 2, using: &self)
        let (s, opaque) = surface(kind, width: w, height: h)
        let origin = PixelPoint(x: .random(in: -w...size.width, using: &self), y: .random(in: -h...size.height, using: &self))
        // The compositor is told the opaque rect in frame coordinates (the container insets it by a pixel).
        let claimed = opaque.map { $0.insetBy(Int.random(in: 0...1, using: &self)).offset(by: origin) }
        // Usually with its repeated rows, as a panel's layer has them (read once per run by the compositor).
        return CompositeLayer(
            surface: s, origin: origin, opacity: opacity(), clip: chance(0.5) ? clip(around: size) : nil,
            opaqueRect: claimed.flatMap { $0.isEmpty ? nil : $0 }, contentVersion: version,
            repeatedRows: chance(0.7) ? RepeatedRows(of: s) : nil)
    }

    /// A backdrop: usually the frame's size at the origin; sometimes offset, smaller or larger; sometimes none.
    mutating func backdrop(for size: PixelSize) -> TestBackdrop {
        switch Int.random(in: 0..<10, using: &self) {
        case 0: return TestBackdrop(surface: nil)
        case 1, 2:
            let (s, _) = surface(.opaque, width: .random(in: 1...size.width * 2, using: &self), height: .random(in: 1...size.height * 2, using: &self))
            return TestBackdrop(surface: s, origin: PixelPoint(x: .random(in: -size.width...size.width, using: &self), y: .random(in: -size.height...size.height, using: &self)))
        default:
            return TestBackdrop(surface: surface(.opaque, width: size.width, height: size.height).0)
        }
    }

    /// A frame size: mostly small and odd, sometimes 1×1 or a single row or column.
    mutating func frameSize() -> PixelSize {
        switch Int.random(in: 0..<12, using: &self) {
        case 0: return PixelSize(width: 1, height: 1)
        case 1: return PixelSize(width: .random(in: 1...40, using: &self), height: 1)
        case 2: return PixelSize(width: 1, height: .random(in: 1...40, using: &self))
        default: return PixelSize(width: .random(in: 2...72, using: &self), height: .random(in: 2...56, using: &self))
        }
    }
}

extension CompositeLayer {
    /// The same layer for the reference compositor.
    var reference: ReferenceLayer {
        ReferenceLayer(pixels: surface.repeatsRows ? .repeatedRow(surface, size) : .surface(surface), origin: origin, opacity: opacity,
                       clips: clips.map(\.circle))
    }
}
