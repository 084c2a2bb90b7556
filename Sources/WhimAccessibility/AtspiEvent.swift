/// An AT-SPI event signal (`org.a11y.atspi.Event.Object`, or `.Window`): what changed on which object, as
/// Orca listens for it.
public struct AtspiEvent: Sendable, Equatable {
    /// The signal's interface.
    public var interface = "org.a11y.atspi.Event.Object"
    /// The object's path.
    public var path: String
    /// `StateChanged`, `PropertyChange` or `ChildrenChanged`.
    public var member: String
    /// The state's name, the property's (`accessible-name`), or `add`/`remove`.
    public var kind: String
    public var detail1: Int32
    public var detail2: Int32
    public var value: DBusValue

    /// The signal's arguments, `(siiva{sv})`.
    public var body: DBusValue {
        .tuple([.string(kind), .int32(detail1), .int32(detail2), .variant(value), .array(elementSignature: "{sv}", [])])
    }

    /// The window became the active one or stopped being it (`window:activate`, `window:deactivate`): a
    /// screen reader follows focus in the active window only, and learns which it is from these events.
    public static func window(activated: Bool, title: String) -> AtspiEvent {
        AtspiEvent(interface: "org.a11y.atspi.Event.Window", path: AtspiObjectServer.path(of: AccessibilityTree.windowID),
                   member: activated ? "Activate" : "Deactivate", kind: "", detail1: 0, detail2: 0, value: .string(title))
    }

    /// The events that take a screen reader from `old` to `new`: children removed and added (scenes going and
    /// coming), names changed, and states changed — focus leaving one object before it reaches the next.
    public static func changes(from old: AccessibilityTree, to new: AccessibilityTree, busName: String) -> [AtspiEvent] {
        var events: [AtspiEvent] = []
        var focusLost: [AtspiEvent] = []
        var focusGained: [AtspiEvent] = []
        let server = AtspiObjectServer(busName: busName, tree: new)
        let oldServer = AtspiObjectServer(busName: busName, tree: old)
        for id in new.nodes.keys.sorted() {
            let node = new.nodes[id]!
            let path = AtspiObjectServer.path(of: id)
            guard let before = old[id] else { continue }
            if before.children != node.children {
                let kept = Set(node.children)
                for (i, child) in before.children.enumerated().reversed() where !kept.contains(child) {
                    events.append(AtspiEvent(path: path, member: "ChildrenChanged", kind: "remove", detail1: Int32(i), detail2: 0, value: oldServer.reference(child)))
                }
                let had = Set(before.children)
                for (i, child) in node.children.enumerated() where !had.contains(child) {
                    events.append(AtspiEvent(path: path, member: "ChildrenChanged", kind: "add", detail1: Int32(i), detail2: 0, value: server.reference(child)))
                }
            }
            if before.name != node.name {
                events.append(AtspiEvent(path: path, member: "PropertyChange", kind: "accessible-name", detail1: 0, detail2: 0, value: .string(node.name)))
            }
            events += textChanges(path: path, from: before, to: node)
            if before.description != node.description {
                events.append(AtspiEvent(path: path, member: "PropertyChange", kind: "accessible-description", detail1: 0, detail2: 0, value: .string(node.description)))
            }
            for (name, state) in AtspiStates.announced where before.states.contains(state) != node.states.contains(state) {
                let on = node.states.contains(state)
                let event = AtspiEvent(path: path, member: "StateChanged", kind: name, detail1: on ? 1 : 0, detail2: 0, value: .int32(0))
                if state == .focused { if on { focusGained.append(event) } else { focusLost.append(event) } } else { events.append(event) }
            }
        }
        // Focus on an object new in this tree (a pushed screen's first widget) is news too.
        for id in new.nodes.keys.sorted() where old[id] == nil && new.nodes[id]!.states.contains(.focused) {
            focusGained.append(AtspiEvent(path: AtspiObjectServer.path(of: id), member: "StateChanged", kind: "focused", detail1: 1, detail2: 0, value: .int32(0)))
        }
        if let before = old[AccessibilityTree.windowID], let window = new[AccessibilityTree.windowID],
           before.states.contains(.active) != window.states.contains(.active) {
            events.append(.window(activated: window.states.contains(.active), title: window.name))
        }
        return events + focusLost + focusGained
    }

    /// A text's changes as a screen reader hears of them: the characters deleted and inserted (where the
    /// old and new text differ, between their common start and end), the caret moved, the selection changed.
    static func textChanges(path: String, from before: AccessibleNode, to node: AccessibleNode) -> [AtspiEvent] {
        guard let old = before.text, let new = node.text else { return [] }
        var events: [AtspiEvent] = []
        if old != new {
            let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
            var head = 0
            while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
            var tail = 0
            while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
            func string(_ s: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(s)) }
            if a.count - tail > head {
                events.append(AtspiEvent(path: path, member: "TextChanged", kind: "delete", detail1: Int32(head),
                                         detail2: Int32(a.count - tail - head), value: .string(string(a[head..<(a.count - tail)]))))
            }
            if b.count - tail > head {
                events.append(AtspiEvent(path: path, member: "TextChanged", kind: "insert", detail1: Int32(head),
                                         detail2: Int32(b.count - tail - head), value: .string(string(b[head..<(b.count - tail)]))))
            }
        }
        let caret = node.cursor?.caret ?? 0
        if old != new || before.cursor?.caret != node.cursor?.caret {
            events.append(AtspiEvent(path: path, member: "TextCaretMoved", kind: "", detail1: Int32(caret), detail2: 0, value: .int32(0)))
        }
        if before.cursor?.selection != node.cursor?.selection, before.cursor?.selection.isEmpty == false || node.cursor?.selection.isEmpty == false {
            events.append(AtspiEvent(path: path, member: "TextSelectionChanged", kind: "", detail1: 0, detail2: 0, value: .int32(0)))
        }
        return events
    }
}
