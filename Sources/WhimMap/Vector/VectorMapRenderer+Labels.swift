import WhimGraphics
import WhimStyle
import WhimTiles

extension VectorMapRenderer {
    /// One symbol to place: its text, how it looks, and where (a point, or a line in screen pixels).
    private struct Candidate {
        var sortKey: Double
        var order: Int
        var text: String
        var symbol: SymbolStyle
        var point: Point?
        var line: [Point]
    }

    /// Places the labels of the style's symbol layers anchored in `camera`'s viewport, the top layer's
    /// first and, within a layer, by `symbol-sort-key`. With `reach`, labels may reach that far (pixels)
    /// past the viewport and keep clear of `avoiding`. `canvas` only measures text.
    func placeLabels(camera: Camera, measuringWith canvas: Canvas, reach: Double? = nil,
                     avoiding placed: [LabelPlacer.Label] = []) -> LabelPlacer? {
        guard drawsLabels else { return nil }
        let z = Self.styleZoom(camera.zoom)
        let viewport = Rect(size: camera.viewportSize)
        var placer = LabelPlacer(viewport: viewport)
        if let reach { placer.reach = viewport.insetBy(dx: -reach, dy: -reach) }
        placer.avoid(placed)
        let ids = labelTileIDs(camera: camera, reach: reach)
        cache.prefetch(ids, from: source)
        let tiles = ids.compactMap(tileOrAncestor)
        let project = ScreenProjector(camera: camera)
        let zoomed = layers(atZoom: z)
        for (layerIndex, layer) in style.layers.enumerated().reversed() where layer.type == .symbol && layer.isDrawn(atZoom: z) {
            guard let sourceLayer = layer.sourceLayer else { continue }
            let atZoom = zoomed[layerIndex]
            var candidates: [Candidate] = []
            for shown in tiles {
                guard let index = shown.tile.layer(named: sourceLayer) else { continue }
                let data = shown.tile.layers[index]
                let t = TileTransform(tile: shown.source, extent: data.data.extent, project: project, shownAs: shown.id)
                // Only features that reach the area labels are anchored in (the view, or the region and its reach).
                guard let area = t.tileRect.intersection(placer.reach ?? viewport) else { continue }
                let units = t.tileUnits(of: area)
                let kept = shown.tile.features(of: index, keptBy: layerIndex, zoom: z) {
                    atZoom.matches(StyledTileFeature(layer: data, index: $0), zoom: z)
                }
                for k in kept {
                    let i = Int(k)
                    guard data.boxes[i].overlaps(minX: units.minX, minY: units.minY, maxX: units.maxX, maxY: units.maxY) else { continue }
                    let styled = StyledTileFeature(layer: data, index: i)
                    let feature = data.data.features[i]
                    let text = atZoom.text(zoom: z, feature: styled)
                    guard !text.isEmpty else { continue }
                    let symbol = atZoom.symbol(zoom: z, feature: styled)
                    guard symbol.textSize > 0, symbol.textOpacity > 0 else { continue }
                    var candidate = Candidate(sortKey: symbol.sortKey ?? 0, order: candidates.count, text: text, symbol: symbol, point: nil, line: [])
                    switch (symbol.placement, feature.type) {
                    case (.point, .point), (.lineCenter, .point), (.line, .point):
                        // A point in a neighbour's buffer is that neighbour's to place.
                        for p in feature.points where t.isOwn(p) {
                            candidate.point = t(p)
                            candidates.append(candidate)
                            candidate.order += 1
                        }
                    case (.point, .polygon):
                        guard let ring = (0..<feature.partCount).map(feature.part).first(where: { $0.count >= 3 }) else { continue }
                        let b = Self.bounds(of: t.points(of: ring))
                        guard t.tileRect.contains(b.center) else { continue }
                        candidate.point = b.center
                        candidates.append(candidate)
                    case (_, .lineString), (.line, .polygon), (.lineCenter, .polygon):
                        for i in 0..<feature.partCount where feature.part(i).count >= 2 {
                            candidate.line = t.points(of: feature.part(i))
                            candidates.append(candidate)
                            candidate.order += 1
                        }
                    default:
                        continue
                    }
                }
            }
            candidates.sort { ($0.sortKey, $0.order) < ($1.sortKey, $1.order) }
            for c in candidates { place(c, into: &placer, canvas: canvas) }
        }
        return placer
    }

    /// The source tiles placing the labels of `camera`'s view reads (with `reach` pixels around it).
    func labelTileIDs(camera: Camera, reach: Double?) -> [TileID] {
        let margin = (reach ?? 0) / camera.scale
        return Self.tiles(covering: camera.visibleWorldRect.insetBy(dx: -margin, dy: -margin), zoom: sourceZoom(Self.styleZoom(camera.zoom)))
    }

    private func place(_ c: Candidate, into placer: inout LabelPlacer, canvas: Canvas) {
        let s = c.symbol
        let color = s.textColor.withAlpha(s.textColor.alpha * s.textOpacity)
        let lettering = LabelPlacer.Lettering(font: s.textFont, color: color, symbol: s.iconImage.isEmpty ? nil : color)
        let halo = (color: s.haloColor, width: s.haloWidth > 0 ? 2 * s.haloWidth : 0)
        if let p = c.point {
            let at = Point(x: p.x + s.offset.x * s.textSize, y: p.y + s.offset.y * s.textSize)
            placer.placeText(c.text, at: at, lettering: lettering, canvas: canvas, symbol: !s.iconImage.isEmpty, halo: halo)
        } else if c.line.count >= 2 {
            let pieces = labelPieces.pieces(c.text, font: lettering.font, canvas: canvas)
            placer.place(c.text, pieces: pieces, along: c.line, lettering: lettering, spacing: s.spacing, halo: halo)
        }
    }

    private static func bounds(of points: [Point]) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
