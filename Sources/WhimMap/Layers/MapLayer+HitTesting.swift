import WhimGraphics

extension MapLayer {
    /// How far from an item (points) a tap still hits it.
    public static let tapTolerance = 6.0

    /// The topmost item under a viewport point, within `tolerance` points: the selected marker, then the
    /// other markers, the lines and the circles, each latest drawn first (the order they are drawn in,
    /// reversed).
    public func item(at point: Point, camera: Camera, tolerance: Double = MapLayer.tapTolerance) -> MapLayerItem? {
        if let marker = marker(at: point, camera: camera, slop: tolerance) { return .marker(marker) }
        for (i, line) in polylines.enumerated().reversed() {
            let halfWidth = line.width / 2 + (line.casing == nil ? 0 : line.casingWidth)
            if distance(from: point, to: line, camera: camera) <= halfWidth + tolerance { return .polyline(line, index: i) }
        }
        for (i, circle) in circles.enumerated().reversed() {
            let (center, radius) = screenDisc(circle, camera)
            if center.distance(to: point) <= radius + circle.strokeWidth / 2 + tolerance { return .circle(circle, index: i) }
        }
        return nil
    }

    /// The marker under a viewport point (the selected one first, then the topmost), if any.
    public func marker(at point: Point, camera: Camera, slop: Double = MapLayer.tapTolerance) -> MapMarker? {
        if let selected = markers.first(where: { $0.id == selectedMarkerID }),
           camera.screenPoint(for: selected.coordinate).distance(to: point) <= Self.selectedMarkerRadius + 2 + slop {
            return selected
        }
        return markers.reversed().first { camera.screenPoint(for: $0.coordinate).distance(to: point) <= Self.markerRadius + 2 + slop }
    }

    /// The screen distance from `p` to the nearest segment of `line`.
    private func distance(from p: Point, to line: MapPolyline, camera: Camera) -> Double {
        let points = line.coordinates.map { camera.screenPoint(for: $0) }
        guard let first = points.first else { return .infinity }
        guard points.count > 1 else { return first.distance(to: p) }
        var best = Double.infinity
        for (a, b) in zip(points, points.dropFirst()) {
            let ab = b - a, ap = p - a
            let length2 = ab.x * ab.x + ab.y * ab.y
            let t = length2 > 0 ? min(1, max(0, (ap.x * ab.x + ap.y * ab.y) / length2)) : 0
            best = min(best, p.distance(to: Point(x: a.x + ab.x * t, y: a.y + ab.y * t)))
        }
        return best
    }
}
