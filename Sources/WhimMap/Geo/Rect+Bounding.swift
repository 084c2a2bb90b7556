import WhimGraphics

extension Rect {
    /// The smallest box holding `points` (an empty box at infinity when there are none).
    static func bounding<S: Sequence>(_ points: S) -> Rect where S.Element == Point {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Rect {
    /// Union that keeps zero-width or zero-height boxes (horizontal or vertical lines).
    func unionIncludingDegenerate(_ o: Rect) -> Rect {
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// Overlap test that treats boxes as closed (a degenerate box can still intersect).
    func overlaps(_ o: Rect) -> Bool {
        minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY
    }
}
