import WhimGraphics

/// The credit a map's data and style ask for ("© OpenStreetMap contributors"), drawn as a small badge in
/// the bottom-right corner of whatever part of the map is visible.
public struct MapAttribution: Sendable {
    /// The text shown.
    public var text: String
    /// Its colour.
    public var color: Color
    /// The box behind it.
    public var background: Color
    /// Its font.
    public var font: Font

    /// A badge of `text` in `font`, `color` on `background`.
    public init(text: String, color: Color = 0x4A4A4A, background: Color = Color(0xFFFFFF, alpha: 0.75), font: Font = .regular(10)) {
        self.text = text
        self.color = color
        self.background = background
        self.font = font
    }

    /// The credit OpenStreetMap's licence requires wherever its data is shown.
    public static let openStreetMap = "© OpenStreetMap contributors"

    /// The padding inside the box and the gap to the corner.
    static let padding = 4.0, gap = 2.0

    /// Draws the badge in the bottom-right corner of a viewport.
    public func draw(into canvas: Canvas, viewport: Size) {
        let metrics = canvas.measure(text, font: font)
        let p = Self.padding
        let box = Rect(x: viewport.width - metrics.width - 2 * p - Self.gap, y: viewport.height - metrics.lineHeight - 2 * p - Self.gap,
                       width: metrics.width + 2 * p, height: metrics.lineHeight + 2 * p)
        canvas.fill(roundedRect: box, radius: 3, background)
        canvas.drawText(text, in: box.insetBy(dx: p, dy: 0), font: font, color: color, alignment: .center, ellipsize: false)
    }

    /// The pixel size of a viewport that holds the badge exactly.
    func badgeSize(measuringWith canvas: Canvas) -> (width: Int, height: Int) {
        let m = canvas.measure(text, font: font)
        let extra = 2 * Self.padding + Self.gap
        return (Int((m.width + extra).rounded(.up)) + 1, Int((m.lineHeight + extra).rounded(.up)) + 1)
    }
}
