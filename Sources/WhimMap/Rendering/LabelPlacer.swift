import Foundation
import WhimGraphics

/// Places a view's names without overlaps, in the order they are offered (the most important first):
/// names along a line follow it glyph by glyph, upright, only where it bends gently, repeated every
/// `spacing` pixels; a name is never placed twice within `sameNameDistance`; point names sit beside their
/// symbol wherever there is room.
struct LabelPlacer {
    /// One glyph of a placed label.
    struct Glyph {
        var text: String
        var center: Point
        var angle: Double
        var advance: Double
    }

    /// A label ready to draw: glyphs along a line, or a horizontal text (with an optional symbol).
    struct Label {
        var glyphs: [Glyph]
        var font: Font
        var color: Color
        /// The outline behind the glyphs, and its stroke width (twice the halo's reach).
        var halo: Color
        var haloWidth: Double = 3
        var symbol: (center: Point, color: Color)?
        /// The name, and the point it is placed for (what the same-name spacing measures from).
        var name: String
        var anchor: Point
        /// The boxes other labels must keep out of.
        var boxes: [Rect]

        /// The label moved by an offset (into another region's or a tile's pixels).
        func offsetBy(dx: Double, dy: Double) -> Label {
            func move(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
            var moved = self
            for i in moved.glyphs.indices { moved.glyphs[i].center = move(moved.glyphs[i].center) }
            if let symbol { moved.symbol = (move(symbol.center), symbol.color) }
            moved.anchor = move(anchor)
            moved.boxes = boxes.map { $0.offsetBy(dx: dx, dy: dy) }
            return moved
        }

        /// A box around every pixel the label draws (glyphs however turned, halo, symbol).
        var inkBounds: Rect {
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for g in glyphs {
                // However the glyph is turned, its ink lies within this radius; plus the halo.
                let r = (g.advance * g.advance / 4 + 0.36 * font.size * font.size).squareRoot() + max(2, haloWidth / 2 + 0.5)
                minX = min(minX, g.center.x - r); maxX = max(maxX, g.center.x + r)
                minY = min(minY, g.center.y - r); maxY = max(maxY, g.center.y + r)
            }
            if let symbol {
                minX = min(minX, symbol.center.x - 7); maxX = max(maxX, symbol.center.x + 7)
                minY = min(minY, symbol.center.y - 7); maxY = max(maxY, symbol.center.y + 7)
            }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// How one label is lettered: typeface, text colour, and the colour of a point's symbol (nil: text only).
    struct Lettering {
        var font: Font
        var color: Color
        var symbol: Color?
    }

    /// Where a name along a line is tried around each of its centres, in fractions of half the spacing.
    private static let nudges = [0.0, -0.2, 0.2, -0.4, 0.4]

    /// The same name never appears twice closer than this (pixels): a short stretch of a street, both
    /// carriageways of one road.
    static let sameNameDistance = 240.0

    /// Where labels are anchored: a label is placed only for a point inside it (half-open, so a point on
    /// the edge between two regions belongs to one).
    let viewport: Rect
    /// The placed labels (a tile keeps only those that touch it before drawing).
    var labels: [Label] = []
    /// When set, every label's ink lies wholly inside it, and areas are named at their centre rather than
    /// at the centre of their visible part: a label region places the labels anchored in it this way, each
    /// reaching at most a margin into its neighbours, the same whichever tiles are drawn.
    var reach: Rect?
    private var grid: [Int: [Rect]] = [:]
    private var placedNames: [String: [Point]] = [:]
    private let cell = 48.0

    init(viewport: Rect) {
        self.viewport = viewport
    }

    // MARK: - Lines

    /// Places `name` along a screen polyline as often as its length and the spacing allow; returns how
    /// many times it was placed.
    @discardableResult
    mutating func place(_ name: String, along line: [Point], lettering: Lettering, canvas: Canvas,
                        spacing: Double, halo: (color: Color, width: Double)) -> Int {
        place(name, pieces: canvas.textPieces(name, font: lettering.font), along: line, lettering: lettering, spacing: spacing, halo: halo)
    }

    /// `place(_:along:lettering:canvas:spacing:halo:)` with the name's pieces (`Canvas.textPieces` in the
    /// lettering's font) given: letters one by one in visual order, joined scripts and right-to-left runs
    /// as whole pieces.
    @discardableResult
    mutating func place(_ name: String, pieces: [TextPiece], along line: [Point], lettering: Lettering,
                        spacing: Double, halo: (color: Color, width: Double)) -> Int {
        guard line.count >= 2 else { return 0 }
        let font = lettering.font
        let glyphs = pieces.map(\.text), widths = pieces.map(\.advance)
        let labelWidth = widths.reduce(0, +)
        var lengths = [0.0]
        lengths.reserveCapacity(line.count)
        for i in 1..<line.count { lengths.append(lengths[i - 1] + line[i].distance(to: line[i - 1])) }
        let total = lengths[lengths.count - 1]
        guard total >= labelWidth + font.size else { return 0 }
        // Candidate centres every spacing along the line, starting half a spacing in (or the middle of a
        // short line); at each, a few nudges either way to get past a bend or another label.
        var centres: [Double] = []
        if total < spacing { centres = [total / 2] } else {
            var s = spacing / 2
            while s < total { centres.append(s); s += spacing }
        }
        var count = 0
        for centre in centres {
            for step in Self.nudges {
                let middle = centre + step * min(spacing, total) / 2
                guard middle - labelWidth / 2 >= 0, middle + labelWidth / 2 <= total else { continue }
                if tryPlace(glyphs, widths, labelWidth, name: name, line: line, lengths: lengths, middle: middle, lettering: lettering,
                            halo: halo) {
                    count += 1
                    break
                }
            }
        }
        return count
    }

    private mutating func tryPlace(_ glyphs: [String], _ widths: [Double], _ labelWidth: Double, name: String, line: [Point],
                                   lengths: [Double], middle: Double, lettering: Lettering, halo: (color: Color, width: Double)) -> Bool {
        let font = lettering.font
        let centre = sample(line, lengths, at: middle)
        guard viewport.insetBy(dx: 4, dy: 4).contains(centre.point) else { return false }
        if let seen = placedNames[name], seen.contains(where: { $0.distance(to: centre.point) < Self.sameNameDistance }) {
            return false
        }
        // Keep the text upright: read left to right.
        let reversed = cos(centre.angle) < 0
        var placed: [Glyph] = []
        var boxes: [Rect] = []
        placed.reserveCapacity(glyphs.count)
        boxes.reserveCapacity(glyphs.count)
        let area = reach ?? viewport
        var s = reversed ? middle + labelWidth / 2 : middle - labelWidth / 2
        var previousAngle: Double?
        for (glyph, width) in zip(glyphs, widths) {
            let c = reversed ? s - width / 2 : s + width / 2
            var at = sample(line, lengths, at: c)
            if reversed { at.angle += .pi }
            if let previousAngle, abs(angleDifference(previousAngle, at.angle)) > 0.4 { return false }
            previousAngle = at.angle
            let box = Rect(x: at.point.x - font.size * 0.55, y: at.point.y - font.size * 0.55, width: font.size * 1.1, height: font.size * 1.1)
            // Every glyph's box centre must lie in the area and no box may collide: the first that fails ends the try.
            guard area.contains(box.center) else { return false }
            placed.append(Glyph(text: glyph, center: at.point, angle: at.angle, advance: width))
            boxes.append(box)
            s += reversed ? -width : width
        }
        guard !boxes.contains(where: collides) else { return false }
        return accept(Label(glyphs: placed, font: font, color: lettering.color, halo: halo.color, haloWidth: halo.width,
                            name: name, anchor: centre.point, boxes: boxes))
    }

    // MARK: - Points

    /// Places a horizontal text near `p` (centred on it without a symbol); returns whether it was placed.
    /// Only a `p` inside the viewport is placed: a region's labels are those anchored in it, so a point in
    /// a neighbour's margin is left to that neighbour and never placed by both.
    @discardableResult
    mutating func placeText(_ text: String, at p: Point, lettering: Lettering, canvas: Canvas, symbol: Bool,
                            halo: (color: Color, width: Double)) -> Bool {
        guard viewport.contains(p) else { return false }
        let font = lettering.font
        if let seen = placedNames[text], seen.contains(where: { $0.distance(to: p) < Self.sameNameDistance }) { return false }
        let m = canvas.measure(text, font: font)
        let w = m.width, h = m.lineHeight
        let r = 4.0
        let symbolBox = Rect(x: p.x - r - 1, y: p.y - r - 1, width: 2 * r + 2, height: 2 * r + 2)
        if symbol && collides(symbolBox) { return false }
        let offsets: [Point] = symbol
            ? [Point(x: r + 3, y: -h / 2), Point(x: -r - 3 - w, y: -h / 2), Point(x: -w / 2, y: -r - 2 - h), Point(x: -w / 2, y: r + 2)]
            : [Point(x: -w / 2, y: -h / 2)]
        let area = reach ?? viewport
        for o in offsets {
            let box = Rect(x: p.x + o.x - 1, y: p.y + o.y, width: w + 2, height: h)
            guard area.contains(box.origin), area.contains(Point(x: box.maxX, y: box.maxY)), !collides(box) else { continue }
            let glyph = Glyph(text: text, center: Point(x: p.x + o.x + w / 2, y: p.y + o.y + h / 2), angle: 0, advance: w)
            let label = Label(glyphs: [glyph], font: font, color: lettering.color, halo: halo.color, haloWidth: halo.width,
                              symbol: symbol ? (p, lettering.symbol ?? lettering.color) : nil,
                              name: text, anchor: p, boxes: symbol ? [box, symbolBox] : [box])
            if accept(label) { return true }
        }
        return false
    }

    /// Places `label` if its ink stays within `reach`; returns whether it did.
    private mutating func accept(_ label: Label) -> Bool {
        if let reach, !reach.encloses(label.inkBounds) { return false }
        avoid([label])
        labels.append(label)
        return true
    }

    /// Keeps later labels clear of `placed` (labels already drawn, e.g. by a neighbouring region): out of
    /// their boxes, and their names not repeated within the same-name distance.
    mutating func avoid(_ placed: [Label]) {
        for label in placed {
            for box in label.boxes { insert(box) }
            placedNames[label.name, default: []].append(label.anchor)
        }
    }

    /// Draws every placed label: symbols, then a halo, then the glyphs.
    func draw(into canvas: Canvas) {
        for label in labels {
            if let symbol = label.symbol {
                canvas.fillCircle(center: symbol.center, radius: 4.5, .white)
                canvas.fillCircle(center: symbol.center, radius: 3.2, symbol.color)
            }
            let metrics = canvas.measure("Hg", font: label.font)
            let baseline = (metrics.ascent - metrics.descent) / 2
            canvas.beginPath()
            for glyph in label.glyphs {
                canvas.withState {
                    canvas.translate(x: glyph.center.x, y: glyph.center.y)
                    canvas.rotate(glyph.angle)
                    canvas.addTextPath(glyph.text, at: Point(x: -glyph.advance / 2, y: baseline), font: label.font)
                }
            }
            if label.haloWidth > 0 {
                canvas.strokeCurrentPath(label.halo, style: WhimGraphics.LineStyle(width: label.haloWidth, cap: .round, join: .round),
                                         preserve: true)
            }
            canvas.fillCurrentPath(label.color)
        }
    }

    // MARK: - Geometry

    private func sample(_ line: [Point], _ lengths: [Double], at distance: Double) -> (point: Point, angle: Double) {
        let d = min(max(distance, 0), lengths[lengths.count - 1])
        var i = 1
        while i < lengths.count - 1 && lengths[i] < d { i += 1 }
        let a = line[i - 1], b = line[i]
        let segment = lengths[i] - lengths[i - 1]
        let t = segment > 0 ? (d - lengths[i - 1]) / segment : 0
        return (Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), atan2(b.y - a.y, b.x - a.x))
    }

    private func angleDifference(_ a: Double, _ b: Double) -> Double {
        var d = b - a
        while d > .pi { d -= 2 * .pi }
        while d < -.pi { d += 2 * .pi }
        return d
    }

    /// The grid cells `r` touches, as keys of `grid`, row by row.
    private func cells(of r: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let x0 = Int((r.minX / cell).rounded(.down)), x1 = Int((r.maxX / cell).rounded(.down))
        let y0 = Int((r.minY / cell).rounded(.down)), y1 = Int((r.maxY / cell).rounded(.down))
        return (x0...x1, y0...y1)
    }

    private static func key(column x: Int, row y: Int) -> Int { y &* 100_003 &+ x }

    private func collides(_ r: Rect) -> Bool {
        let cells = cells(of: r)
        for y in cells.rows {
            for x in cells.columns {
                if let boxes = grid[Self.key(column: x, row: y)], boxes.contains(where: { $0.intersection(r) != nil }) { return true }
            }
        }
        return false
    }

    private mutating func insert(_ r: Rect) {
        let cells = cells(of: r)
        for y in cells.rows { for x in cells.columns { grid[Self.key(column: x, row: y), default: []].append(r) } }
    }
}
