import WhimCore
import WhimRestoration

/// The soak's route tree over the other root: paths opened strictly through it, and states read off the
/// live scenes, encoded as the state store saves them (sometimes corrupted) and applied back — deep links
/// and restoration mixed with every other change the soak makes to the same stack.
extension SoakWorld {
    /// `home` (a list, items, a modal info, settings and a notes sheet with two detents) while logged in,
    /// else `login` with a help sheet: a conditional root asked on every parse and change.
    static func makeRouteTree(state: SoakAppState) throws -> RouteTree {
        try RouteTree(.conditional(
            either: .screen("home", nesting: .anyOf(
                .screen("list", nesting: .screen("item", parameters: [RouteParameter("id", .string)], nesting: .screen("info", presentation: .modal))),
                .screen("settings", presentation: .modal, nesting: .screen("about")),
                .screen("notes", presentation: .sheet(detents: ["medium", "large"])))),
            or: .screen("login", nesting: .screen("help", presentation: .sheet(detents: ["medium", "large"]))),
            basedOn: { [weak state] in state?.loggedIn ?? true }))
    }

    /// The app's state changed (a login or logout): the route tree's conditional root takes the other
    /// branch and the live navigation is re-evaluated against it; a waiting link the change allows runs.
    func toggleLogin() {
        appState.loggedIn.toggle()
        note(appState.loggedIn ? "log in" : "log out")
        let fallback = (try? live.tree.state(forPath: appState.loggedIn ? "/home" : "/login")) ?? NavigationState([])
        let waiting = live.waitingLink
        let objections = leaveObjections
        let applied = (try? live.reevaluate(fallback: fallback, animated: rng.chance(0.7))) != nil
        checkWaitingLink()
        if let link = waiting, live.waitingLink == nil, applied {
            // It ran: only now that the conditional allows it, and the live scenes show it.
            if (try? live.tree.validate(link)) == nil { flag("the waiting link \(live.tree.ignoringConditions.path(for: link)) ran while the conditional refuses it") }
            var shown = live.capture()
            shown.waiting = nil
            // A leave guard on a screen it would remove may stop it (or ask, and run it on a yes).
            if shown != link, leaveObjections == objections { flag("the waiting link \(live.tree.ignoringConditions.path(for: link)) ran, but the live scenes read back \(live.tree.path(for: shown))") }
        }
    }

    /// A waiting link waits only while the conditional refuses it, and its screens are not shown.
    private func checkWaitingLink() {
        guard let link = live.waitingLink else { return }
        let path = live.tree.ignoringConditions.path(for: link)
        if (try? live.tree.validate(link)) != nil { flag("the link \(path) waits although the conditional allows it") }
        if live.capture().elements == link.elements { flag("the waiting link \(path) is shown while the conditional refuses it") }
    }

    /// Opens a path through the route tree: usually a valid one, sometimes one the tree rejects.
    func openRoutePath() {
        let valid = [
            "/home", "/home/list", "/home/list/item?id=7", "/home/list/item?id=x/info", "/home/settings", "/home/settings/about",
            "/home/notes", "/home/notes@large", "/home/list/notes", "/login", "/login/help", "/login/help@large",
        ]
        let invalid = ["", "/", "/list", "/home/item", "/home//list", "/home/list/item", "/home/settings/list", "/%zz", "/home/\u{7}", "/home?x=1"]
        let path: String
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6: path = rng.pick(valid)!
        case 6..<8: path = rng.pick(invalid)!
        default:
            // Random segments, sometimes many: strict parsing rejects what the tree does not allow.
            let names = ["home", "list", "item?id=1", "info", "settings", "about", "notes", "notes@medium", "login", "help@x", "..", "%00", "whim:", "ä"]
            let count = rng.chance(0.9) ? Int.random(in: 1...5, using: &rng) : Int.random(in: 6...300, using: &rng)
            path = rng.pick(["/", "whim://", ""])! + (0..<count).map { _ in rng.pick(names)! }.joined(separator: "/")
        }
        note("route path", String(path.prefix(80)))
        let waiting = live.waitingLink
        do {
            try live.open(path, animated: rng.chance(0.8))
            checkWaitingLink()
        } catch {
            // A bad link changes nothing, the waiting one included.
            if live.waitingLink != waiting { flag("the bad link \(path.prefix(80)) replaced the waiting link") }
        }
    }

    /// Reads the live state, encodes it as the state store saves it (corrupting a byte now and then),
    /// decodes it and applies it back: what restoring a saved state does. Uncorrupted, the round trip is
    /// exact: the bytes decode to the captured state, the store's file restores it, and once applied the
    /// live scenes read back the same state.
    func restoreState() {
        note("restore state")
        let captured = live.capture()
        guard var bytes = try? NavigationStateStore.encode(captured) else { return }
        let corrupt = rng.chance(0.2) && !bytes.isEmpty
        if corrupt {
            bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
        }
        guard let state = try? NavigationStateStore.decode(bytes) else {
            if !corrupt { flag("the captured state \(live.tree.path(for: captured)) does not decode") }
            return
        }
        if !corrupt {
            if state != captured { flag("the state decodes to \(live.tree.path(for: state)), not the captured \(live.tree.path(for: captured))") }
            // The state file keeps states the tree allows (an emptied root stack is not one).
            if rng.chance(0.3), (try? live.tree.validate(captured)) != nil {
                let store = NavigationStateStore(path: stateFolder + "/state.json", clock: clock) { _ in }
                try? store.save(captured)
                let restored = store.restore(validatingWith: live.tree)
                if restored != captured { flag("the state file restores \(restored.map { live.tree.path(for: $0) } ?? "nothing"), not \(live.tree.path(for: captured))") }
            }
        }
        let objections = leaveObjections
        guard (try? live.apply(state, animated: rng.chance(0.5))) != nil else { return }
        let after = live.capture()
        // A leave guard on a screen it would replace may stop it (or ask, and apply it on a yes).
        if after != state, leaveObjections == objections { flag("applied \(live.tree.path(for: state)), the live scenes read back \(live.tree.path(for: after))") }
    }
}
