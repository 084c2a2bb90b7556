import Foundation
import Testing
import WhimCore
import WhimRestoration
import WhimTestSupport

/// Random walks through each seed app's states: after every step, state → path → state and
/// state → encoded → state are the identity, the diff from the previous state leads to the new one, and
/// the canonical path is stable.
@Suite struct RoundTripPropertyTests {
    static let seeds: [UInt64] = Array(1...12) + [0xDEAD_BEEF, 0x5EED_5EED_5EED]

    /// Walks `steps` steps from a start, checking every state; `flip` may change the app's conditions.
    static func walk(_ tree: RouteTree, seed: UInt64, steps: Int = 150, flip: ((inout SeededRandom) -> Void)? = nil, fallback: () -> String) throws {
        var rng = SeededRandom(seed: seed)
        let walk = RouteWalk(tree: tree)
        var state = walk.start(using: &rng)
        for step in 0..<steps {
            var next = walk.step(from: state, using: &rng)
            if let flip, Int.random(in: 0..<12, using: &rng) == 0 {
                flip(&rng)
                next = tree.reevaluate(next, fallback: try tree.state(forPath: fallback()))
            }
            let path = tree.path(for: next)
            let context = Comment(rawValue: "seed \(seed) step \(step): \(DisplayText.bounded(path, limit: 300))")
            #expect(throws: Never.self, context) { try tree.validate(next) }
            #expect((try? tree.state(forPath: path)) == next, context)
            #expect((try? tree.state(forPath: tree.link(for: next))) == next, context)
            #expect(tree.path(for: (try? tree.state(forPath: path)) ?? NavigationState([])) == path, context)
            let encoded = try NavigationStateStore.encode(next)
            #expect((try? NavigationStateStore.decode(encoded)) == next, context)
            #expect(NavigationDiff(from: state, to: next).applied(to: state) == next, context)
            #expect(NavigationDiff(from: next, to: next).operations.isEmpty, context)
            state = next
        }
    }

    @Test(arguments: seeds) func tracker(seed: UInt64) throws {
        try Self.walk(TestApps.tracker(), seed: seed, fallback: { "/main" })
    }

    @Test(arguments: seeds) func notes(seed: UInt64) throws {
        let flags = Flags()
        try Self.walk(TestApps.notes { flags.hasDirectory }, seed: seed, flip: { rng in flags.hasDirectory = .random(using: &rng) }, fallback: { flags.hasDirectory ? "/home" : "/onboarding" })
    }

    @Test(arguments: seeds) func waha(seed: UInt64) throws {
        let flags = Flags()
        let tree = try TestApps.waha(onboarded: { flags.onboarded }, installing: { flags.installing })
        try Self.walk(tree, seed: seed, flip: { rng in
            flags.onboarded = .random(using: &rng)
            flags.installing = .random(using: &rng)
        }, fallback: { "/main" })
    }

    /// Stats and settings are sheets from every tab of the tracker, never pushed.
    @Test func trackerSheetsAreNeverPushed() throws {
        let tree = try TestApps.tracker()
        var rng = SeededRandom(seed: 99)
        let walk = RouteWalk(tree: tree)
        var state = walk.start(using: &rng)
        var reachedFrom = Set<String>()
        for _ in 0..<2000 {
            state = walk.step(from: state, using: &rng)
            for (i, e) in state.elements.enumerated() where ["stats", "settings", "collection"].contains(e.name) {
                guard case .sheet = e.presentedAs else { Issue.record("\(e.name) not a sheet in \(tree.path(for: state))"); continue }
                if case .tab = state.elements[i - 1].presentedAs { reachedFrom.insert(state.elements[i - 1].name) }
            }
        }
        #expect(reachedFrom == ["home", "tracker", "library", "missions"])
        var pushed = try tree.state(forPath: "/main/tracker/stats")
        pushed.elements[2].presentedAs = .push
        #expect(throws: RoutePathError.self) { try tree.validate(pushed) }
    }
}

/// Random path-like text: parsing either gives a state whose canonical path leads back to it, or a typed
/// error with a one-line message; it never traps.
@Suite struct RandomPathTextTests {
    @Test(arguments: [UInt64(7), 8, 9]) func anyTextParsesOrFailsCleanly(seed: UInt64) throws {
        let tree = try TestApps.tracker()
        var rng = SeededRandom(seed: seed)
        let pieces = ["/", "main", "tracker", "library", "home", "spark-detail", "table-detail", "stats", "settings", "?", "&", "=", "id", "sort",
                      "name", "1", "-9", "x", "@", "large", "medium", "%", "%2F", "%C3", "%A9", "+", " ", "#", "\n", "whim:", "//", "é", ":"]
        var parsed = 0
        for i in 0..<4000 {
            let text = (0..<Int.random(in: 0...14, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            do {
                let state = try tree.state(forPath: text)
                parsed += 1
                #expect((try? tree.state(forPath: tree.path(for: state))) == state, "seed \(seed) #\(i): \(DisplayText.quoted(text))")
            } catch {
                #expect(!error.description.contains("\n") && error.description.count < 400, "seed \(seed) #\(i)")
            }
        }
        #expect(parsed > 0)
    }
}
