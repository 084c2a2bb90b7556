import WhimCore
import WhimGraphics

/// A broken invariant: the seed and step that reproduce it, what broke, and the steps before it.
public struct SoakFailure: Error, CustomStringConvertible {
    public var seed: UInt64
    public var step: Int
    public var message: String
    public var recent: [String]

    public var description: String {
        "soak seed \(seed) failed at step \(step): \(message)\n  recent steps:\n    " + recent.joined(separator: "\n    ")
    }
}

extension SoakWorld {
    /// Renders the frame of this tick and checks every invariant; throws the first that broke.
    func renderAndCheck() throws(SoakFailure) {
        if let flagged { try fail(flagged) }
        noteReachable()
        // Parts drawn this frame, as the compositor will receive them.
        var drawn: [VisiblePart] = []
        container.driver.forEachVisiblePart { drawn.append($0) }
        let counts = drawn.map(\.panel.renderCount)
        let damage = container.renderFrame()

        digest.add(drawn.count)
        for frame in drawn.map(\.frame) {
            digest.add(frame.x)
            digest.add(frame.y)
            digest.add(frame.width)
            digest.add(frame.height)
        }
        var seen = Set<ObjectIdentifier>()
        for (i, part) in drawn.enumerated() {
            let (panel, frame, opacity, clips) = (part.panel, part.frame, part.opacity, part.clips)
            try expect(seen.insert(ObjectIdentifier(panel)).inserted,
                       "panel \"\(panel.title)\" drawn twice in one frame: " + drawn.map { "\"\($0.panel.title)\" at \($0.frame)" }.joined(separator: ", "))
            try expect(panel.renderCount - counts[i] <= 1, "panel \"\(panel.title)\" rendered \(panel.renderCount - counts[i]) times in one frame")
            try expect(opacity.isFinite && opacity >= 0 && opacity <= 1, "panel \"\(panel.title)\" placed with opacity \(opacity)")
            try expect(frame.width >= 0 && frame.height >= 0, "panel \"\(panel.title)\" placed in \(frame)")
            for clip in clips {
                try expect(clip.center.x.isFinite && clip.center.y.isFinite && clip.radius.isFinite && clip.radius >= 0,
                           "panel \"\(panel.title)\" clipped by \(clip)")
            }
            try expect(panel.appearance != .disappeared, "panel \"\(panel.title)\" drawn while disappeared")
        }
        let bounds = PixelRect(size: container.pixelSize)
        for rect in damage {
            try expect(!rect.isEmpty && bounds.contains(rect), "damage \(rect) outside the frame \(bounds)")
        }
        try checkHierarchy()
        try checkLifecycle(drawn: seen)
        try checkSidePanel(drawn: drawn)
    }

    /// The base layer's multipart scene is in the form its width asks for: at rest its card is a side panel
    /// inside the window, the map's free area beside it, from the breakpoint up, and a bottom card across
    /// the width below it; in a transition (one a resize crossed too) no part of it is drawn in the other form.
    private func checkSidePanel(drawn: [VisiblePart]) throws(SoakFailure) {
        let side = container.showsSidePanel
        try expect(side == (container.size.width >= Self.sidePanel.breakpoint), "\(container.size.width) wide, the side panel is \(side ? "on" : "off")")
        guard case let .multipart(_, bottom)? = container.displayed, let part = drawn.last(where: { $0.panel === bottom }) else { return }
        let window = PixelRect(size: container.pixelSize)
        let frame = part.frame
        if side {
            try expect(frame.width < window.width || window.width <= 1, "the side panel \(frame) spans the window \(window)")
        } else {
            try expect(frame.width == window.width, "the card \(frame) is not as wide as the window \(window)")
        }
        guard !container.isTransitioning, pointer == nil else { return }
        let insets = container.visibleMapInsets
        if side {
            // Its shape (the surface less the shadow's margin, to a pixel's rounding) floats inside the window.
            let shadow = part.panel.chrome.shadowMargin, scale = container.scale
            let shape = PixelRect(
                x: frame.x + Int((shadow.left * scale).rounded()), y: frame.y + Int((shadow.top * scale).rounded()),
                width: frame.width - Int((shadow.horizontal * scale).rounded()), height: frame.height - Int((shadow.vertical * scale).rounded()))
            let inside = shape.minX > 0 && shape.minY >= -1 && shape.maxX <= window.maxX + 1 && shape.maxY <= window.maxY + 1
            try expect(inside, "at rest the side panel \(shape) is not inside the window \(window)")
            try expect(insets.left > 0 && insets.bottom == 0, "with a side panel the map's free area is \(insets)")
        } else {
            try expect(frame.minX == 0 && frame.maxY >= window.maxY, "at rest the card \(frame) is not on the bottom edge of \(window)")
            try expect(insets.left == 0, "with a bottom card the map's free area is \(insets)")
        }
    }

    /// Parent links match the children lists both ways; each layer shows exactly one leaf.
    private func checkHierarchy() throws(SoakFailure) {
        var failure: String?
        forEachReachable { scene, parent in
            guard failure == nil else { return }
            if let parent, scene.parent !== parent { failure = "a child of \(type(of: parent)) has another parent" }
            if parent == nil, container.driver.isRoot(scene), scene.parent !== container { failure = "a layer root's parent is not the container" }
        }
        if let failure { try fail(failure) }
        try expect(container.rootScene === host, "the base root is not the soak's drawer scene")
        for presented in host.presented {
            try expect(presented.presenter === host, "\(type(of: presented)) presented by the drawer scene names another presenter")
        }
        try expect(host.isDrawerOpen == host.presented.contains { $0 === host.drawer }, "the drawer scene says the drawer is \(host.isDrawerOpen ? "open" : "closed") but it is\(host.isDrawerOpen ? " not" : "") presented")
        try expect(switcher.key == appState.root || switchStopped, "the switch shows key \(switcher.key), its condition says \(appState.root)")
        if switcher.key < 2 {
            try expect(switcher.current === (switcher.key == 0 ? appRoot : altRoot), "the switch shows another child than its key's")
        }
        try expect(container.driver.root(of: Self.sheetLayer) === sheetRoot, "the presented layer's root is not the presented stack")
        // Presenting and dismissing must not pile up layers: the soak presents at most four scenes at once
        // (and the drawer), so a few slots suffice; each one kept makes every tick slower.
        try expect(host.slotCount <= Self.maxPresentationSlots, "the drawer scene keeps \(host.slotCount) presentation slots for \(host.presented.count) presented scenes")

        var shownLeaves = 0
        for object in registry.alive() {
            guard let scene = object as? any WhimScene else { continue }
            if let parent = scene.parent {
                let listed: Bool
                if let stack = parent as? WhimSceneNavigationStack {
                    listed = stack.scenes.contains { $0 === scene }
                } else if let tabs = parent as? WhimTabScene {
                    listed = tabs.tabs.contains { $0 === scene }
                } else if parent === container {
                    listed = container.driver.isRoot(scene)
                } else {
                    listed = true
                }
                try expect(listed, "\(type(of: scene)) names a parent that does not hold it")
                // A parent that is a scene is kept as one (`isShownByAncestors` reads it without a cast).
                let keptAsScene = scene.relationship.parentScene.map { $0 === parent } ?? false
                try expect(keptAsScene == (parent is any WhimScene),
                           "\(type(of: scene))'s parent \(type(of: parent)) is\(keptAsScene ? "" : " not") kept as a scene")
            }
            if scene.visibleChild == nil, scene.isShownByAncestors { shownLeaves += 1 }
        }
        // One leaf per layer: the base, each presented scene, the presented layer.
        let layers = 1 + host.presented.count + (sheetRoot == nil ? 0 : 1)
        try expect(shownLeaves == layers, "\(shownLeaves) leaves are shown by their ancestors, expected \(layers) (one per layer)")
        let path = container.visibleScenePath()
        try expect(path.first === container.rootScene, "the visible path does not start at the root")
        for (parent, child) in zip(path, path.dropFirst()) where child.parent !== parent {
            try fail("the visible path has a broken parent link under \(type(of: parent))")
        }
    }

    /// No illegal lifecycle callback ever; at rest, what is drawn has appeared, the rest has disappeared,
    /// the screen shows the visible leaf, and nothing outside the hierarchy is alive.
    private func checkLifecycle(drawn: Set<ObjectIdentifier>) throws(SoakFailure) {
        for object in registry.alive() {
            guard let panel = object as? Panel else { continue }
            try expect(panel.lifecycleViolations == 0, "panel \"\(panel.title)\" got \(panel.lifecycleViolations) illegal lifecycle events")
            if let soak = panel as? SoakPanel, let first = soak.outOfOrder.first {
                try fail("panel \"\(panel.title)\" got \(first)")
            }
        }
        let atRest = !container.isTransitioning && pointer == nil && interactiveTicks == nil && previewTicks == nil
        guard atRest else { return }
        try checkLeaveGuards()
        // A waiting leave question's request holds the scenes it would bring: alive, not yet held.
        let waiting = hasWaitingLeaveQuestion
        // The base layer shows the base's leaf (the presented ones show theirs over it).
        var leaf: any WhimScene = host
        while let next = (leaf as? WhimPresentingScene)?.base ?? leaf.visibleChild { leaf = next }
        try expect(leaf.viewController == container.displayed, "at rest the base layer does not show the base's visible leaf")
        var reachable = Set<ObjectIdentifier>()
        forEachReachable { scene, _ in
            reachable.insert(ObjectIdentifier(scene))
            for p in scene.viewController.panels { reachable.insert(ObjectIdentifier(p)) }
        }
        for object in registry.alive() {
            let id = ObjectIdentifier(object)
            if let panel = object as? Panel {
                let shown = drawn.contains(id)
                try expect(shown ? panel.appearance == .appeared : panel.appearance == .disappeared,
                           "at rest panel \"\(panel.title)\" is \(panel.appearance) while \(shown ? "drawn" : "not drawn")")
            }
            let title = (object as? Panel)?.title ?? (object as? any WhimScene)?.viewController.panels.first?.title ?? ""
            try expect(waiting || reachable.contains(id), "\(type(of: object)) \"\(title)\" is alive outside the hierarchy at rest")
        }
    }

    /// Records every scene and panel reachable now, so the registry can tell later whether they were freed.
    func noteReachable() {
        forEachReachable { scene, _ in
            registry.note(scene, kind: "scene")
            for p in scene.viewController.panels { registry.note(p, kind: "panel") }
        }
    }

    private func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(SoakFailure) {
        if !condition { try fail(message()) }
    }

    func fail(_ message: String) throws(SoakFailure) {
        throw SoakFailure(seed: seed, step: steps, message: message, recent: recent)
    }
}

