import WhimGraphics

/// World → screen conversion for one render, with the camera's numbers hoisted out of the inner loops.
struct ScreenProjector {
    let scale: Double
    let originX: Double
    let originY: Double

    init(camera: Camera) {
        scale = camera.scale
        originX = camera.worldCenter.x - camera.viewportSize.width / 2 / scale
        originY = camera.worldCenter.y - camera.viewportSize.height / 2 / scale
    }

    @inline(__always)
    func callAsFunction(_ p: Point) -> Point {
        Point(x: (p.x - originX) * scale, y: (p.y - originY) * scale)
    }
}

extension Canvas {
    /// Adds one part of a feature set to the current path, in screen space, dropping points closer than
    /// half a pixel to the previous one. Returns false when the part collapsed to one point.
    @discardableResult
    func addPart(_ set: MapFeatureSet, _ part: Int, _ project: ScreenProjector, close: Bool) -> Bool {
        let range = set.points(ofPart: part)
        guard range.count >= 2 else { return false }
        var last = project(set.points[range.lowerBound])
        move(to: last)
        var drawn = 1
        for i in (range.lowerBound + 1)..<range.upperBound {
            let p = project(set.points[i])
            let dx = p.x - last.x, dy = p.y - last.y
            if dx * dx + dy * dy >= 0.25 || i == range.upperBound - 1 {
                line(to: p)
                last = p
                drawn += 1
            }
        }
        if close { closePath() }
        return drawn >= 2
    }
}
