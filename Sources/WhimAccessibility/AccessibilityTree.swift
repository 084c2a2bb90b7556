import WhimGraphics

/// What a screen reader can read of the app at one moment: the application, its window, each scene on show
/// as a panel (a sheet or alert as a dialog) and the scenes' widgets. The frame thread captures it
/// (`AccessibilityTreeBuilder`) and publishes it after a frame that changed it; the D-Bus thread answers
/// from the latest one, so neither waits for the other.
public struct AccessibilityTree: Sendable, Equatable {
    /// The application's id (its object path ends in `root`).
    public static let applicationID = 0
    /// The window's id.
    public static let windowID = 1

    /// Every node by id.
    public var nodes: [Int: AccessibleNode]
    /// The window's top-left corner on the screen: window coordinates plus this are screen coordinates.
    public var windowOrigin: Point

    public init(nodes: [Int: AccessibleNode], windowOrigin: Point) {
        self.nodes = nodes
        self.windowOrigin = windowOrigin
    }

    public subscript(id: Int) -> AccessibleNode? { nodes[id] }

    /// The node with keyboard focus, if any.
    public var focusedID: Int? { nodes.values.first { $0.states.contains(.focused) }?.id }

    /// `node`'s place among its parent's children (-1 for the application).
    public func indexInParent(_ node: AccessibleNode) -> Int {
        guard let parent = node.parent.flatMap({ nodes[$0] }) else { return -1 }
        return parent.children.firstIndex(of: node.id) ?? -1
    }

    /// `node`'s extents in `coordinates`: on the screen, in the window, or relative to its parent.
    public func extents(of node: AccessibleNode, in coordinates: AtspiCoordinates) -> Rect {
        switch coordinates {
        case .screen: return node.frame.offsetBy(dx: windowOrigin.x, dy: windowOrigin.y)
        case .window: return node.frame
        case .parent:
            let p = node.parent.flatMap { nodes[$0] }?.frame.origin ?? .zero
            return node.frame.offsetBy(dx: -p.x, dy: -p.y)
        }
    }

    /// The deepest showing node under `point` (in `coordinates`) at or below `node`, nil when the point is
    /// outside it.
    public func node(at point: Point, in coordinates: AtspiCoordinates, under node: AccessibleNode) -> AccessibleNode? {
        guard extents(of: node, in: coordinates).contains(point) else { return nil }
        for id in node.children.reversed() {
            if let child = nodes[id], child.states.contains(.showing), let hit = self.node(at: point, in: coordinates, under: child) { return hit }
        }
        return node
    }
}

/// The coordinate systems of the Component interface (`AtspiCoordType`).
public enum AtspiCoordinates: UInt32, Sendable {
    case screen = 0, window = 1, parent = 2
}
