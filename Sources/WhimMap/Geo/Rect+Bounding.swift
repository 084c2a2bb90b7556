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
