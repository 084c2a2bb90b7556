import WhimCore

/// A leave guard on one of the soak's leaves: it allows, refuses, or asks (the walk answers a few steps
/// later, yes or no), and remembers what the scene may do, for the invariant `checkLeaveGuards`.
final class SoakLeaveGuard {
    enum Mode: CaseIterable { case allow, refuse, ask }

    let mode: Mode
    weak var scene: (any WhimScene)?
    /// The waiting question's reply.
    var reply: ((Bool) -> Void)?
    /// A yes was given since the last check at rest, or one waits on a question its request asked next:
    /// the scene may have left.
    var accepted = false
    /// The guards whose yes waits on this question's answer: their request asked it next (one question at a
    /// time), and a yes here runs it with their yes too.
    var carried: [SoakLeaveGuard] = []
    /// How often the guard refused or asked (a request it stopped may not show what it asked for).
    var objections = 0
    /// Whether the world held the scene at the last check at rest (a leaf made but never put anywhere — a
    /// refused push, a swap still waiting — was never held).
    var wasHeld = false

    init(mode: Mode, scene: any WhimScene) {
        self.mode = mode
        self.scene = scene
    }

    /// The guard the scene carries (it holds this record weakly: the world owns the records).
    var leaveGuard: LeaveGuard {
        LeaveGuard { [weak self] in
            guard let self, mode != .allow else { return .allow }
            objections += 1
            return mode == .refuse ? .refuse : .ask { [weak self] reply in self?.reply = reply }
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
        let asked = leaveGuards.filter { $0.reply != nil }
        record.reply = nil
        reply(yes)
        if yes {
            // Every yes this request waited on may let its scene go now, or with the next question it asked.
            let waiting = record.carried + [record]
            for r in waiting { r.accepted = true }
            for r in leaveGuards where r.reply != nil && !asked.contains(where: { $0 === r }) { r.carried += waiting }
        }
        record.carried = []
        syncPresentedLayer()
    }

    /// The presented layer's root as the driver has it (a removal a guard stopped keeps it).
    func syncPresentedLayer() {
        if container.driver.root(of: Self.sheetLayer) == nil { sheetRoot = nil }
    }

    /// The invariant, checked at rest: a guarded scene the world held before and holds no more left with an
    /// allow or an accepted answer (a switch of the conditional root that discards it included).
    func checkLeaveGuards() throws(SoakFailure) {
        var held = Set<ObjectIdentifier>()
        forEachReachable { scene, _ in held.insert(ObjectIdentifier(scene)) }
        let carriedYes = leaveGuards.filter { $0.reply != nil }.flatMap(\.carried)
        for record in leaveGuards {
            let isHeld = record.scene.map { held.contains(ObjectIdentifier($0)) } ?? false
            if record.wasHeld, !isHeld, record.mode != .allow, !record.accepted {
                try fail("a guarded scene (\(record.mode)) left without an accepted answer")
            }
            record.wasHeld = isHeld
            record.accepted = carriedYes.contains { $0 === record }
        }
        leaveGuards.removeAll { !$0.wasHeld && $0.reply == nil }
    }

    /// How often the walk's leave guards refused or asked so far: a request that made it grow may have been
    /// stopped by them.
    var leaveObjections: Int { leaveGuards.reduce(0) { $0 + $1.objections } }
}
