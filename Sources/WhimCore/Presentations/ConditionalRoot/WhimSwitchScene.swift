/// A conditional root: shows one of its children according to a condition on the app's state (login until
/// logged in; onboarding, loading or the main drawer), and switches with a transition (Fade by default)
/// when `reevaluate()` finds that the condition now picks another child — call it whenever the state the
/// condition reads has changed.
///
/// Children are made on demand by `make`. What happens to the hidden one is the caller's choice:
/// `.keep` holds it (a stack keeps its screens, silently, like a hidden tab) and shows it again as it was;
/// `.discard` lets it go (its parent cleared) and makes a fresh one next time. A discarding switch (a
/// logout) is a way of leaving like any other: the leave guards in the child it would let go of decide
/// first (`LeaveGuard`), and a question switches on a yes (to what the condition picks then).
open class WhimSwitchScene<Key: Hashable>: WhimScene {
    /// What becomes of a child when another is shown.
    public enum HiddenChild: Sendable, Hashable {
        /// Kept with its state, shown again as it was.
        case keep
        /// Released; made anew when its key is chosen again.
        case discard
    }

    public let relationship = WhimSceneRelationship()
    /// The key the condition chose last, whose child is shown.
    public private(set) var key: Key
    /// The child shown now.
    public private(set) var current: any WhimScene
    /// What becomes of hidden children.
    public let hiddenChild: HiddenChild
    /// The transition a switch uses unless `reevaluate` is given one.
    public var transition: any WhimSceneAnimatedTransitioning
    private let condition: () -> Key
    private let make: (Key) -> any WhimScene
    /// The kept children in the order their keys were first chosen (an array, not a dictionary: what
    /// `keptChildren` lists must not follow the per-process hash seed).
    private var kept: [(key: Key, scene: any WhimScene)] = []

    /// A switch that shows `make(condition())`, re-evaluated by `reevaluate()`.
    public init(
        hiddenChild: HiddenChild = .discard, transition: any WhimSceneAnimatedTransitioning = WhimSceneAnimatedTransitions.Fade(),
        condition: @escaping () -> Key, make: @escaping (Key) -> any WhimScene
    ) {
        self.hiddenChild = hiddenChild
        self.transition = transition
        self.condition = condition
        self.make = make
        key = condition()
        current = make(key)
        current.relationship.setParent(self)
        if hiddenChild == .keep { kept.append((key, current)) }
    }

    public var viewController: WhimSceneViewController { current.viewController }
    public var visibleChild: (any WhimScene)? { current }
    /// The shown child and the kept hidden ones.
    public var childScenes: [any WhimScene] { [current] + keptChildren }

    /// Only the shown child's requests reach the screen; a kept hidden child changes silently.
    open func send(_ request: NavigationRequest) {
        guard request.scene.isSelfOrAncestor(current) else { return }
        nextSceneResponder?.send(request)
    }

    /// Evaluates the condition again; when it picks another key, shows that key's child with `transition`
    /// (default: the switch's). Returns whether it switched: not when a leave guard in the child a
    /// discarding switch would let go of refuses or asks (a yes evaluates again).
    @discardableResult
    open func reevaluate(animating transition: (any WhimSceneAnimatedTransitioning)? = nil) -> Bool {
        let next = condition()
        guard next != key else { return false }
        let old = current
        let child: any WhimScene
        if hiddenChild == .keep, let k = kept.first(where: { $0.key == next })?.scene {
            child = k
        } else {
            child = make(next)
            guard child.relationship.parent == nil || child.relationship.parent === self, !isSelfOrAncestor(child) else { return false }
        }
        if hiddenChild == .discard, old !== child,
           !LeaveGate.mayRemove([old], retry: { [weak self] in self?.reevaluate(animating: transition) }) { return false }
        key = next
        current = child
        child.relationship.setParent(self)
        if hiddenChild == .keep {
            if let i = kept.firstIndex(where: { $0.key == next }) { kept[i].scene = child } else { kept.append((next, child)) }
        } else if old !== child {
            old.relationship.clearParent()
        }
        nextSceneResponder?.send(NavigationRequest(scene: self, transition: transition ?? self.transition))
        return true
    }

    /// The hidden children kept with their state (empty with `.discard`), in the order their keys were
    /// first chosen: the same in every process.
    public var keptChildren: [any WhimScene] { kept.map(\.scene).filter { $0 !== current } }
}
