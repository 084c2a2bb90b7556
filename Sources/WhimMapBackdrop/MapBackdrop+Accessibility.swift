import WhimCore
import WhimGraphics
import WhimMap

extension MapBackdrop {
    /// The active layer's markers inside `rect` (pressing one taps it), then the names the map shows there,
    /// each group in reading order: the map's children for a screen reader. Read from what is drawn; never
    /// draws or waits.
    public func accessibleChildren(within rect: Rect) -> [AccessibleElement] {
        var result: [AccessibleElement] = []
        if let layer = layers.activeLayer {
            let camera = mapView.camera
            var shown: [(point: Point, marker: MapMarker)] = []
            for marker in layer.markers {
                let p = camera.screenPoint(for: marker.coordinate)
                if rect.contains(p) { shown.append((p, marker)) }
            }
            shown.sort { ($0.point.y, $0.point.x) < ($1.point.y, $1.point.x) }
            for (p, marker) in shown {
                let selected = marker.id == layer.selectedMarkerID
                let r = (selected ? MapLayer.selectedMarkerRadius : MapLayer.markerRadius) + 2
                var states: AccessibleStates = [.enabled, .visible]
                if selected { states.insert(.selected) }
                result.append(AccessibleElement(role: .marker, name: marker.title ?? marker.id, states: states,
                                                frame: Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)))
            }
        }
        for label in mapView.visibleLabels(in: rect) {
            result.append(AccessibleElement(role: .mapLabel, name: label.name, frame: label.frame))
        }
        return result
    }
}
