import WhimCore
import WhimGraphics

/// Captures the container's scenes and widgets as an `AccessibilityTree`, on the frame thread. Each scene on
/// show is one node: the screen under everything, then each presented scene (sheet, alert, drawer) over it
/// as a dialog; its children are the elements `KeyboardFocus` reads off its panels. Ids stay the same while
/// the same element of the same scene is on show, so a screen reader's objects keep meaning the same widget;
/// the builder remembers which element each id was, for the actions that come back (`AccessibilityAction`).
public final class AccessibilityTreeBuilder {
    /// The application's name.
    public let appName: String
    /// Where each id's element was in the last capture.
    private(set) var targets: [Int: ElementTarget] = [:]
    private var ids: [NodeKey: Int] = [:]
    private var nextID = AccessibilityTree.windowID + 1

    public init(appName: String) { self.appName = appName }

    /// The tree of what `container` shows, its window titled `windowTitle` at `windowOrigin` on the screen,
    /// active (it has the keyboard) or not.
    public func capture(_ container: WhimSceneContainer, windowTitle: String, windowOrigin: Point = .zero, isActive: Bool = true) -> AccessibilityTree {
        var nodes: [Int: AccessibleNode] = [:]
        var usedIDs: [NodeKey: Int] = [:]
        var newTargets: [Int: ElementTarget] = [:]
        let window = Rect(size: container.size)
        func id(for key: NodeKey) -> Int {
            if let id = ids[key] ?? usedIDs[key] {
                usedIDs[key] = id
                return id
            }
            let id = nextID
            nextID += 1
            usedIDs[key] = id
            return id
        }

        var sceneIDs: [Int] = []
        for (scene, presented) in Self.scenesOnShow(container) {
            let scope = ObjectIdentifier(scene)
            let sceneID = id(for: NodeKey(scope: scope, path: [], kind: presented ? "dialog" : "panel"))
            let elements = container.keyboardFocus.elements(of: scene)
            var childIDs: [Int] = []
            func add(_ element: AccessibleElement, path: [Int], parent: Int) -> Int {
                var key = NodeKey(scope: scope, path: path, kind: element.role.rawValue)
                if element.role == .marker || element.role == .mapLabel {
                    // What the map shows keeps its id by name while the map pans and the list reorders.
                    let named = NodeKey(scope: scope, path: [path[0]], kind: element.role.rawValue + ":" + element.name)
                    if usedIDs[named] == nil { key = named }
                }
                let nodeID = id(for: key)
                let children = element.children.enumerated().map { add($1, path: path + [$0], parent: nodeID) }
                nodes[nodeID] = Self.node(element, id: nodeID, parent: parent, children: children)
                newTargets[nodeID] = ElementTarget(scene: scene, path: path, role: element.role)
                return nodeID
            }
            for (i, element) in elements.enumerated() { childIDs.append(add(element, path: [i], parent: sceneID)) }
            let panels = scene.viewController.panels
            let title = panels.map(\.title).first { !$0.isEmpty } ?? ""
            let frame = elements.dropFirst().reduce(elements.first?.frame ?? window) { $0.union($1.frame) }
            var states: AtspiStates = [.enabled, .sensitive, .visible, .showing]
            if presented { states.insert(.modal) }
            nodes[sceneID] = AccessibleNode(id: sceneID, parent: AccessibilityTree.windowID, children: childIDs,
                                            role: presented ? .dialog : .panel, name: title, description: "", states: states,
                                            frame: frame, actions: [], text: nil)
            sceneIDs.append(sceneID)
        }
        nodes[AccessibilityTree.windowID] = AccessibleNode(
            id: AccessibilityTree.windowID, parent: AccessibilityTree.applicationID, children: sceneIDs, role: .frame,
            name: windowTitle, description: "", states: isActive ? [.active, .enabled, .sensitive, .visible, .showing, .resizable] : [.enabled, .sensitive, .visible, .showing, .resizable],
            frame: window, actions: [], text: nil)
        nodes[AccessibilityTree.applicationID] = AccessibleNode(
            id: AccessibilityTree.applicationID, parent: nil, children: [AccessibilityTree.windowID], role: .application,
            name: appName, description: "", states: [], frame: .zero, actions: [], text: nil)
        ids = usedIDs
        targets = newTargets
        return AccessibilityTree(nodes: nodes, windowOrigin: windowOrigin)
    }

    /// The node of a widget's element.
    static func node(_ e: AccessibleElement, id: Int, parent: Int, children: [Int]) -> AccessibleNode {
        let isText = e.role == .textField || e.role == .textArea
        let actions: [AtspiAction]
        switch e.role {
        case .button, .map, .marker: actions = [.press]
        case .toggle: actions = [.toggle]
        case .listItem, .segment, .textField, .textArea: actions = [.activate]
        case .list, .segmentedControl, .mapLabel: actions = []
        }
        return AccessibleNode(id: id, parent: parent, children: children, role: AtspiRole(e.role), name: e.name,
                              description: isText ? "" : e.value, states: AtspiStates(e.states, role: e.role), frame: e.frame,
                              actions: e.states.contains(.enabled) ? actions : [], text: isText ? e.value : nil,
                              cursor: isText ? e.textCursor : nil)
    }

    /// The scenes on show, bottom first, each with whether it was presented (a sheet, an alert, a drawer):
    /// the screen of the base stack, then what the presenters show over it.
    static func scenesOnShow(_ container: WhimSceneContainer) -> [(any WhimScene, presented: Bool)] {
        var result: [(any WhimScene, presented: Bool)] = []
        func visit(_ scene: any WhimScene, presented: Bool) {
            if let presenting = scene as? WhimPresentingScene {
                visit(presenting.base, presented: presented)
                for p in presenting.presented { visit(p, presented: true) }
            } else if let child = scene.visibleChild {
                visit(child, presented: presented)
            } else {
                result.append((scene, presented))
            }
        }
        if let root = container.rootScene { visit(root, presented: false) }
        return result
    }

    /// What makes an id: the scene, the element's index path among the scene's elements, and its role.
    private struct NodeKey: Hashable {
        var scope: ObjectIdentifier
        var path: [Int]
        var kind: String
    }
}

/// Where an element was: its scene, its index path among the scene's elements (the top-level element, then
/// the row or segment in it) and its role.
struct ElementTarget {
    weak var scene: (any WhimScene)?
    var path: [Int]
    var role: AccessibleRole
}
