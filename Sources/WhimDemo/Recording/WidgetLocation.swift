import WhimCore
import WhimGraphics

/// Where widgets are on screen, by identifier: what scripts and tests tap, for the demo and the examples alike.
/// A widget inside a scrolling column is scrolled into view first, as a user scrolls to what they tap.
extension WhimSceneContainer {
    /// The centre of the visible widget with `identifier`, in logical container coordinates (front-most
    /// panel first), or nil when it is not on screen.
    public func point(ofWidget identifier: String) -> Point? {
        for part in visibleParts().reversed() {
            guard let w = part.panel.root?.widget(withIdentifier: identifier), !w.isHidden else { continue }
            w.scrollIntoView()
            return containerPoint(Point(x: w.frame.midX, y: w.frame.midY), inPanelFrame: part.frame)
        }
        return nil
    }

    /// The centre of segment `index` of the visible segmented control with `identifier`, or nil.
    public func point(ofSegment index: Int, in identifier: String) -> Point? {
        for part in visibleParts().reversed() {
            guard let control = part.panel.root?.widget(withIdentifier: identifier) as? SegmentedControl, control.segments.indices.contains(index) else { continue }
            control.scrollIntoView()
            let w = control.frame.width / Double(control.segments.count)
            return containerPoint(Point(x: control.frame.minX + (Double(index) + 0.5) * w, y: control.frame.midY), inPanelFrame: part.frame)
        }
        return nil
    }

    /// The centre of row `row` of the visible list with `identifier`, or nil.
    public func point(ofRow row: Int, inList identifier: String) -> Point? {
        for part in visibleParts().reversed() {
            guard let list = part.panel.root?.widget(withIdentifier: identifier) as? ListView, list.rows.indices.contains(row) else { continue }
            list.scrollIntoView()
            let y = list.frame.minY + (Double(row) + 0.5) * list.rowPitch - list.scrollOffset
            return containerPoint(Point(x: list.frame.midX, y: y), inPanelFrame: part.frame)
        }
        return nil
    }
}
