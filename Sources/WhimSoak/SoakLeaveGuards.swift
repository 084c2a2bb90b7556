import WhimCore

/// A leave guard on one of the soak's leaves: it allows, refuses, or asks (the walk answers a few steps
/// later, yes or no), and remembers what the scene may do, for the invariant `checkLeaveGuards`.
final class SoakLeaveGuard {
    enum Mode: CaseIterable { case allow, refuse, ask }

    let mode: Mode
    weak var scene: (any WhimScene)?
    /// The waiting question's reply.
    var reply: ((Bool) -> Void)?
    /// A yes was given since the last check at rest: the scene may have left.
    var accepted = false
    /// Whether the world held the scene at the last check at rest (a leaf made but never put anywhere — a
    /// refused push, a swap still waiting — was never held), and whether a login stack held it then.
    var wasHeld = false
    var underLogin = false

    init(mode: Mode, scene: any WhimScene) {
        self.mode = mode
        self.scene = scene
    }

    /// The guard the scene carries (it holds this record weakly: the world owns the records).
    var leaveGuard: LeaveGuard {
        LeaveGuard { [weak self] in
            switch self?.mode ?? .allow {
            case .allow: return .allow
            case .refuse: return .refuse
            case .ask: return .ask { reply in self?.reply = reply }
            }
        }
    }
}

extension SoakWorld {
    /// Puts a random leave guard on `scene` now and then.
    func guardSometimes(_ scene: any WhimScene) {
        guard rng.chance(0.15), let mode = rng.pick(SoakLeaveGuard.Mode.allCases) else { return }
        let record = SoakLeaveGuard(mode: mode, scene: scene)
        scene.relationship.leaveGuard = record.leaveGuard
        leaveGuards.append(record)
    }

    /// Whether a leave question waits for its answer (its request holds the scenes it would bring).
    var hasWaitingLeaveQuestion: Bool { leaveGuards.contains { $0.reply != nil } }

    /// Answers a waiting leave question, yes or no.
    func answerLeaveQuestion() {
        guard let record = rng.pick(leaveGuards.filter { $0.reply != nil }), let reply = record.reply else { return }
        let yes = rng.chance(0.5)
        note(yes ? "leave question: yes" : "leave question: no")
        record.reply = nil
        record.accepted = yes
        reply(yes)
        syncPresentedLayer()
    }

    /// The presented layer's root as the driver has it (a removal a guard stopped keeps it).
    func syncPresentedLayer() {
        if container.driver.root(of: Self.sheetLayer) == nil { sheetRoot = nil }
    }

    /// The invariant, checked at rest: a guarded scene the world held before and holds no more left with an
    /// allow or an accepted answer (or with a login stack the switch let go of: a condition, not a request).
    func checkLeaveGuards() throws(SoakFailure) {
        var held = Set<ObjectIdentifier>()
        forEachReachable { scene, _ in held.insert(ObjectIdentifier(scene)) }
        for record in leaveGuards {
            let isHeld = record.scene.map { held.contains(ObjectIdentifier($0)) } ?? false
            if record.wasHeld, !isHeld, record.mode != .allow, !record.accepted, !record.underLogin {
                try fail("a guarded scene (\(record.mode)) left without an accepted answer")
            }
            record.wasHeld = isHeld
            record.accepted = false
            record.underLogin = record.scene.map(isUnderLogin) ?? false
        }
        leaveGuards.removeAll { !$0.wasHeld && $0.reply == nil }
    }

    /// Whether a scene under `scene` (not itself) carries a leave guard: then a removal there may be stopped.
    func hasLeaveGuard(under scene: any WhimScene) -> Bool {
        scene.childScenes.contains { $0.relationship.leaveGuard != nil || hasLeaveGuard(under: $0) }
    }

    /// Whether `scene` is under a login stack (the switch's third child, made anew each time).
    private func isUnderLogin(_ scene: any WhimScene) -> Bool {
        var current: (any WhimSceneResponder)? = scene
        while let c = current {
            if loginStacks.contains(where: { $0.stack === c }) { return true }
            current = c.nextSceneResponder
        }
        return false
    }
}

/// A login stack the switch made, held weakly.
struct SoakLoginStack {
    weak var stack: WhimSceneNavigationStack?
}
