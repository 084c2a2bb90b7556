import WhimCore
import WhimGraphics

/// Controls a finger cannot hit well on the screen a container shows: every widget of a visible part that
/// handles the pointer or takes keyboard focus, fully on screen, whose hit area (`Widget.hitFrame`) is
/// under `Widget.minimumTouchTarget` on a side or is cut by the window's edge, and every row or segment
/// inside one that is. One line for each, naming the panel and the widget; empty when all are fine.
public func smallTouchTargets(in container: WhimSceneContainer) -> [String] {
    let minimum = Widget.minimumTouchTarget - 1e-9
    let screen = Rect(size: container.size)
    var found: [String] = []
    for part in container.visibleParts() where part.opacity > 0 {
        let origin = Point(x: Double(part.frame.x) / container.scale, y: Double(part.frame.y) / container.scale)
        part.panel.layoutIfNeeded()
        guard let root = part.panel.root else { continue }
        forEachShownWidget(root, within: Rect(origin: .zero, size: part.panel.size)) { widget in
            let element = widget.accessibleElement
            guard widget.wantsPointer || element?.states.contains(.focusable) == true else { return }
            let onScreen = widget.frame.offsetBy(dx: origin.x, dy: origin.y)
            guard screen.encloses(onScreen) else { return }
            let hit = widget.hitFrame
            let name = "\(part.panel.title): \(widget.identifier ?? element?.name ?? "\(type(of: widget))")"
            let reachable = hit.offsetBy(dx: origin.x, dy: origin.y).intersection(screen) ?? .zero
            if hit.width < minimum || hit.height < minimum || reachable.width < minimum || reachable.height < minimum {
                found.append("\(name): hit area \(hit.width)×\(hit.height), \(reachable.width)×\(reachable.height) on screen")
            }
            // Rows and segments: each as wide and tall as a target, with the height the control's hit area adds.
            let grown = hit.height - widget.frame.height
            for item in element?.children ?? [] where item.states.contains(.visible) && item.frame.height > 0 {
                if item.frame.width < minimum || item.frame.height + grown < minimum {
                    found.append("\(name) › \(item.name): \(item.frame.width)×\(item.frame.height + grown)")
                }
            }
        }
    }
    return found
}

/// Calls `body` for every widget of `widget`'s tree that is not hidden and lies wholly inside `bounds`
/// and inside every widget around it that clips its children (a row scrolled out of view is not shown).
func forEachShownWidget(_ widget: Widget, within bounds: Rect, _ body: (Widget) -> Void) {
    guard !widget.isHidden else { return }
    if bounds.encloses(widget.frame) { body(widget) }
    let inner = widget.clipsChildren ? (widget.frame.intersection(bounds) ?? .zero) : bounds
    for child in widget.children { forEachShownWidget(child, within: inner, body) }
}

extension Rect {
    /// Whether `other` lies wholly inside this rect (edges included, to a millionth of a unit).
    func encloses(_ other: Rect) -> Bool {
        let e = 1e-6
        return other.minX >= minX - e && other.maxX <= maxX + e && other.minY >= minY - e && other.maxY <= maxY + e
    }
}
