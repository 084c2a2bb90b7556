import Foundation
import WhimGraphics

/// Places road names along their roads: glyph by glyph following the line, upright, only where the line
/// bends gently, never overlapping another label, and each name at most once per neighbourhood.
struct LabelPlacer {
    /// One glyph of a placed label.
    struct Glyph {
        var text: String
        var center: Point
        var angle: Double
        var advance: Double
    }

    /// A label ready to draw.
    struct Label {
        var glyphs: [Glyph]
        var font: Font
        var color: Color
    }

    let style: MapStyle
    let viewport: Rect
    private(set) var labels: [Label] = []
    private var grid: [Int: [Rect]] = [:]
    private var placedNames: [String: [Point]] = [:]
    private var advances: [String: Double] = [:]
    private let cell = 48.0

    init(style: MapStyle, viewport: Rect) {
        self.style = style
        self.viewport = viewport
    }

    /// Places names of roads, major classes first.
    mutating func placeRoadNames(_ model: MapModel, project: ScreenProjector, visible: Rect, zoom: Double, canvas: Canvas) {
        let kinds: [MapFeatureKind] = [.motorway, .trunk, .primary, .secondary, .tertiary, .residential, .pedestrian, .service]
        for kind in kinds {
            let isMajor = kind >= .tertiary
            // Minor roads are named one zoom later than major ones.
            if zoom < style.labelMinimumZoom - (isMajor ? 1 : 0) { continue }
            if kind == .service && zoom < 17 { continue }
            let set = model[kind]
            let font = isMajor ? style.majorLabelFont : style.labelFont
            for f in 0..<set.count where set.bounds[f].overlaps(visible) && !set.isTunnel[f] {
                guard let name = set.names[f], !name.isEmpty else { continue }
                for part in set.parts(of: f) {
                    let range = set.points(ofPart: part)
                    var line: [Point] = []
                    line.reserveCapacity(range.count)
                    for i in range { line.append(project(set.points[i])) }
                    place(name, along: line, font: font, canvas: canvas)
                }
            }
        }
    }

    private mutating func advance(_ glyph: String, font: Font, canvas: Canvas) -> Double {
        let key = "\(font.size)|\(font.weight == .bold ? "b" : "r")|\(glyph)"
        if let known = advances[key] { return known }
        let width = canvas.measure(glyph, font: font).width
        advances[key] = width
        return width
    }

    /// Tries to place `name` along a screen polyline; returns whether it was placed.
    @discardableResult
    mutating func place(_ name: String, along line: [Point], font: Font, canvas: Canvas) -> Bool {
        guard line.count >= 2 else { return false }
        let glyphs = name.map(String.init)
        let widths = glyphs.map { advance($0, font: font, canvas: canvas) }
        let labelWidth = widths.reduce(0, +)
        // Cumulative lengths.
        var lengths = [0.0]
        lengths.reserveCapacity(line.count)
        for i in 1..<line.count { lengths.append(lengths[i - 1] + line[i].distance(to: line[i - 1])) }
        let total = lengths[lengths.count - 1]
        guard total >= labelWidth + 2 * font.size else { return false }
        // The same name again only far from where it already is.
        let minimumRepeat = 260.0
        for start in [0.5, 0.25, 0.75].map({ total * $0 - labelWidth / 2 }) {
            let middle = sample(line, lengths, at: start + labelWidth / 2)
            guard viewport.insetBy(dx: -20, dy: -20).contains(middle.point) else { continue }
            if let seen = placedNames[name], seen.contains(where: { $0.distance(to: middle.point) < minimumRepeat }) {
                return false
            }
            // Keep the text upright: read left to right.
            let reversed = cos(middle.angle) < 0
            var placed: [Glyph] = []
            var s = reversed ? start + labelWidth : start
            var ok = true
            var previousAngle: Double?
            for (glyph, width) in zip(glyphs, widths) {
                let center = reversed ? s - width / 2 : s + width / 2
                var sampleAt = sample(line, lengths, at: center)
                if reversed { sampleAt.angle += .pi }
                if let previousAngle, abs(angleDifference(previousAngle, sampleAt.angle)) > 0.45 {
                    ok = false
                    break
                }
                previousAngle = sampleAt.angle
                placed.append(Glyph(text: glyph, center: sampleAt.point, angle: sampleAt.angle, advance: width))
                s += reversed ? -width : width
            }
            guard ok else { continue }
            let boxes = placed.map { g in
                Rect(x: g.center.x - font.size * 0.55, y: g.center.y - font.size * 0.55, width: font.size * 1.1, height: font.size * 1.1)
            }
            guard !boxes.contains(where: collides) else { continue }
            for box in boxes { insert(box) }
            placedNames[name, default: []].append(middle.point)
            labels.append(Label(glyphs: placed, font: font, color: style.labelColor))
            return true
        }
        return false
    }

    /// Draws every placed label: a halo, then the glyphs.
    func draw(into canvas: Canvas) {
        for label in labels {
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
            canvas.strokeCurrentPath(style.labelHalo, style: WhimGraphics.LineStyle(width: 3, cap: .round, join: .round),
                                     preserve: true)
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

    private func cellKeys(_ r: Rect) -> [Int] {
        let x0 = Int((r.minX / cell).rounded(.down)), x1 = Int((r.maxX / cell).rounded(.down))
        let y0 = Int((r.minY / cell).rounded(.down)), y1 = Int((r.maxY / cell).rounded(.down))
        var keys: [Int] = []
        for y in y0...y1 { for x in x0...x1 { keys.append(y &* 100_003 &+ x) } }
        return keys
    }

    private func collides(_ r: Rect) -> Bool {
        for key in cellKeys(r) {
            if let boxes = grid[key], boxes.contains(where: { $0.intersection(r) != nil }) { return true }
        }
        return false
    }

    private mutating func insert(_ r: Rect) {
        for key in cellKeys(r) { grid[key, default: []].append(r) }
    }
}
