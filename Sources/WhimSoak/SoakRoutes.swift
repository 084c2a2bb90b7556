import WhimCore

/// The soak's route tree over the other root: paths opened strictly through it, and states read off the
/// live scenes, encoded as the state store saves them (sometimes corrupted) and applied back — deep links
/// and restoration mixed with every other change the soak makes to the same stack.
extension SoakWorld {
    static func makeRouteTree() throws -> RouteTree {
        try RouteTree(
            .screen("home", nesting: .anyOf(
                .screen("list", nesting: .screen("item", parameters: [RouteParameter("id", .string)], nesting: .screen("info", presentation: .modal))),
                .screen("settings", presentation: .modal, nesting: .screen("about")))))
    }

    /// Opens a path through the route tree: usually a valid one, sometimes one the tree rejects.
    func openRoutePath() {
        let valid = ["/home", "/home/list", "/home/list/item?id=7", "/home/list/item?id=x/info", "/home/settings", "/home/settings/about"]
        let invalid = ["", "/", "/list", "/home/item", "/home//list", "/home/list/item", "/home/settings/list", "/%zz", "/home/\u{7}", "/home?x=1"]
        let path: String
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6: path = rng.pick(valid)!
        case 6..<8: path = rng.pick(invalid)!
        default:
            // Random segments, sometimes many: strict parsing rejects what the tree does not allow.
            let names = ["home", "list", "item?id=1", "info", "settings", "about", "..", "%00", "whim:", "ä"]
            let count = rng.chance(0.9) ? Int.random(in: 1...5, using: &rng) : Int.random(in: 6...300, using: &rng)
            path = rng.pick(["/", "whim://", ""])! + (0..<count).map { _ in rng.pick(names)! }.joined(separator: "/")
        }
        note("route path", String(path.prefix(80)))
        try? live.open(path, animated: rng.chance(0.8))
    }

    /// Reads the live state, encodes it as the state store saves it (corrupting a byte now and then),
    /// decodes it and applies it back: what restoring a saved state does.
    func restoreState() {
        note("restore state")
        guard var bytes = try? NavigationStateStore.encode(live.capture()) else { return }
        if rng.chance(0.2), !bytes.isEmpty {
            bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
        }
        guard let state = try? NavigationStateStore.decode(bytes) else { return }
        try? live.apply(state, animated: rng.chance(0.5))
    }
}
