import WhimCore
import WhimGraphics

/// An action a screen reader asked for over D-Bus, carried to the frame thread: do `action` to node
/// `node`, or move keyboard focus to it (`GrabFocus`).
public struct AccessibilityActionRequest: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case perform(AtspiAction)
        case grabFocus
        /// Selects characters of a text (an empty range: puts the caret there).
        case select(Range<Int>)
        /// Replaces characters of a text (`InsertText`, `DeleteText`, `SetTextContents`).
        case replaceText(Range<Int>, with: String)
    }
    public var node: Int
    public var kind: Kind

    public init(node: Int, kind: Kind) {
        self.node = node
        self.kind = kind
    }
}

extension AccessibilityTreeBuilder {
    /// Does `request` on the frame thread, the way a keyboard user would: focus moves to the element's
    /// widget, then Enter presses it (a row: Home and Down to it first; a segment: Left or Right to it).
    /// Only the top-most presentation takes actions (a sheet traps them as it traps focus). Returns whether
    /// the element was there to act on.
    @discardableResult
    public func perform(_ request: AccessibilityActionRequest, in container: WhimSceneContainer) -> Bool {
        let focus = container.keyboardFocus
        guard let target = targets[request.node], let scene = target.scene, let scope = focus.scope, scene === scope,
              let top = target.path.first, let stop = focus.stop(atElement: top) else { return false }
        focus.focus(stop)
        switch request.kind {
        case .grabFocus:
            return true
        case let .select(range):
            guard target.path.count == 1, let field = stop.widget as? EditableText else { return false }
            field.selectCharacters(range)
            return true
        case let .replaceText(range, string):
            guard target.path.count == 1, let field = stop.widget as? EditableText else { return false }
            field.replaceCharacters(range, with: string)
            return true
        case .perform:
            break
        }
        func press(_ key: Key, times: Int = 1) {
            for _ in 0..<max(0, times) { container.handle(.key(key, [])) }
        }
        if target.path.count == 1 {
            if target.role == .textField || target.role == .textArea { return true }  // focused: typing starts
            press(.enter)
            return true
        }
        let item = target.path[1]
        let elements = focus.elements()
        guard elements.indices.contains(top) else { return false }
        switch elements[top].role {
        case .segmentedControl:
            let selected = elements[top].children.firstIndex { $0.states.contains(.selected) } ?? 0
            press(item > selected ? .right : .left, times: abs(item - selected))
        case .list:
            press(.home)
            press(.down, times: item)
            press(.enter)
        case .map:
            // A marker is pressed by tapping it, where it is drawn.
            let children = elements[top].children
            guard children.indices.contains(item), children[item].role == .marker else { return false }
            let f = children[item].frame
            return container.backdrop.handle(.tap(f.center), at: container.time)
        default:
            return false
        }
        return true
    }
}
