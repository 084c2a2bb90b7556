/// What a guarded scene answers when something would remove it.
public enum LeaveVerdict {
    /// It may go.
    case allow
    /// It stays: the request that would remove it is dropped.
    case refuse
    /// Ask first (an alert "Discard changes?"): `question` is called with a reply, which the app calls once,
    /// now or later, with true (leave: the waiting request runs then) or false (stay: it is dropped).
    case ask(_ question: (_ reply: @escaping (Bool) -> Void) -> Void)
}

/// A scene's leave guard (`WhimSceneRelationship.leaveGuard`): consulted before anything removes the scene
/// or a scene it is under — a pop, a dismissal, a root replaced, a navigation state applied, a conditional
/// root switched — so every way of leaving (Back, Esc, the edge pop, a drag down, a scrim click, code, a deep
/// link, a logout) meets it. The check sits in the operations that remove scenes (`WhimSceneNavigationStack`'s
/// one replace, `WhimPresentingScene`'s dismiss, the container's `setRoot`, `LiveNavigation.apply`,
/// `WhimSwitchScene.reevaluate`); see `LeaveGate`.
///
/// One question at a time: while one waits for its reply, another attempt to remove the scene is dropped
/// (no second alert); the waiting request runs or is dropped on the reply. A gesture that would take the
/// scene away rubber-bands back instead, and its release asks (see `TransitionDriver.beginInteractive`).
public final class LeaveGuard {
    private let verdict: () -> LeaveVerdict
    /// Whether a question waits for its reply.
    public private(set) var isAsking = false
    /// How many accepted removals are running now: while one is, the guard lets its scene go unasked.
    fileprivate var grants = 0

    /// A guard that answers `verdict()` each time something would remove its scene.
    public init(_ verdict: @escaping () -> LeaveVerdict) {
        self.verdict = verdict
    }

    /// Whether an accepted removal of the guarded scene is running now.
    var isGranted: Bool { grants > 0 }

    fileprivate func evaluate() -> LeaveVerdict { verdict() }

    /// Asks `question`; on a yes, runs `retry` with this guard and `held` granted. A second reply is ignored.
    fileprivate func ask(_ question: (@escaping (Bool) -> Void) -> Void, holding held: [LeaveGuard], retry: @escaping () -> Void) {
        isAsking = true
        var answered = false
        question { [weak self] leave in
            guard let self, !answered else { return }
            answered = true
            isAsking = false
            if leave { LeaveGate.granting(held + [self], retry) }
        }
    }
}

/// The one check every removal of scenes passes (see `LeaveGuard`).
enum LeaveGate {
    /// Whether `leaving` (the scenes an operation is about to remove; every scene under them goes too) may
    /// go now. True when no guard among them objects (or each that does was granted by an accepted reply).
    /// A refusal makes it false. A question makes it false now, and `retry` (the same operation again, which
    /// checks itself whether it still applies) runs if the reply is yes; while a question waits, false.
    /// While a gesture begins (`TransitionDriver.beginInteractive`), an objecting guard lets the gesture take
    /// the scene under the finger: the driver brings it back at the release and then runs `retry`.
    static func mayRemove(_ leaving: [any WhimScene], retry: @escaping () -> Void) -> Bool {
        let driver = leaving.lazy.compactMap(\.container).first?.driver
        var visited = Set<ObjectIdentifier>()
        // Guarded scenes a gesture holds under its finger still belong where it took them from.
        let all = guards(under: leaving, visited: &visited) + (driver?.guardsTaken(fromAnyOf: visited) ?? [])
        let open = all.filter { !$0.isGranted }
        guard !open.isEmpty else { return true }
        var question: (LeaveGuard, (@escaping (Bool) -> Void) -> Void)?
        var refused = false
        for g in open {
            switch g.evaluate() {
            case .allow: continue
            case .refuse: refused = true
            case let .ask(q): if question == nil { question = (g, q) }
            }
        }
        guard refused || question != nil else { return true }
        if let driver, driver.isBeginningGesture {
            // Where each went from: its stack, or for a presented scene the scene presenting it.
            let places = leaving.compactMap { ($0 as? any WhimPresentedScene)?.presenter ?? $0.relationship.parentScene }.map { WeakScene($0) }
            driver.noteGuardedLeave(retry, taking: open, from: places)
            return true
        }
        guard !refused, let (g, q) = question, !g.isAsking else { return false }
        g.ask(q, holding: all.filter(\.isGranted), retry: retry)
        return false
    }

    /// Runs `body` with `guards` granted (an accepted removal and the operations it makes).
    static func granting(_ guards: [LeaveGuard], _ body: () -> Void) {
        for g in guards { g.grants += 1 }
        defer { for g in guards { g.grants -= 1 } }
        body()
    }

    /// The guards of `scenes` and of every scene under them, each once; `seen` gets every scene visited.
    static func guards(under scenes: [any WhimScene], visited seen: inout Set<ObjectIdentifier>) -> [LeaveGuard] {
        var found: [LeaveGuard] = []
        var pending = scenes
        while let scene = pending.popLast() {
            guard seen.insert(ObjectIdentifier(scene)).inserted else { continue }
            if let g = scene.relationship.leaveGuard, !found.contains(where: { $0 === g }) { found.append(g) }
            pending.append(contentsOf: scene.childScenes)
        }
        return found
    }
}
