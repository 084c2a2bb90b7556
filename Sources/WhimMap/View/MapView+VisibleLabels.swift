import WhimGraphics

extension MapView {
    /// The names the map shows inside `rect` (view units; the whole viewport when nil), in reading order
    /// (top to bottom, then left to right), each name once: what a screen reader reads as the map's
    /// children. Read from the tiles drawn at the camera's zoom (no drawing, no waiting): while those are
    /// still landing, the names of those that have.
    public func visibleLabels(in rect: Rect? = nil) -> [MapLabel] {
        let c = camera
        let area = tileArea(for: c)
        let within = rect ?? Rect(size: c.viewportSize)
        let s = WebMercator.worldSize(zoom: area.zoom)
        let side = Double(TileGrid.side)
        // A tile's view unit in the camera's view units.
        let factor = area.pixelRatio / s * c.scale
        var found: [MapLabel] = []
        for key in area.keys {
            guard let labels = tiles.labels(for: key), !labels.isEmpty else { continue }
            let corner = c.screenPoint(forWorld: Point(x: Double(key.x) * side / s, y: Double(key.y) * side / s))
            for label in labels {
                let shown = label.moved(dx: corner.x / factor, dy: corner.y / factor, scale: factor)
                if within.contains(shown.anchor) { found.append(shown) }
            }
        }
        found.sort { ($0.anchor.y, $0.anchor.x, $0.name) < ($1.anchor.y, $1.anchor.x, $1.name) }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.name).inserted }
    }
}
