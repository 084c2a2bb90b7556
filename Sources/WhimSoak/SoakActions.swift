import WhimCore
import WhimDemo
import WhimGraphics

extension SoakWorld {
    /// One step: a few random actions (none, one, or a burst that lands in one tick), then a tick of
    /// random size. The invariants are checked by the caller after the tick.
    func performStep() {
        steps += 1
        if var left = interactiveTicks {
            left -= 1
            if left <= 0 { letGoOfInteractive() } else {
                interactiveTicks = left
                container.updateInteractiveTransition(progress: hostile(Double.random(in: -0.2...1.2, using: &rng)))
            }
        }
        if var left = previewTicks {
            left -= 1
            if left <= 0 {
                note("end preview")
                container.driver.endPreview()
                previewTicks = nil
            } else {
                previewTicks = left
            }
        }
        let count = rng.weighted([(3, 0), (8, 1), (2, 2), (1, Int.random(in: 3...6, using: &rng))])
        for _ in 0..<count {
            performAction()
            if traceStep == steps {
                var d: [String] = []
                container.driver.forEachVisiblePart { d.append("\($0.panel.title)@\($0.frame)") }
                print(recent.suffix(2), "path:", container.visibleScenePath().map { "\(type(of: $0))" }, "drawn:", d)
            }
        }
        tick()
    }

    /// A value, or now and then a hostile replacement for it (NaN, ±infinity, huge).
    func hostile(_ value: Double) -> Double {
        guard rng.chance(0.05) else { return value }
        return rng.pick([Double.nan, .infinity, -.infinity, 1e300, -1e300, 0])!
    }

    func tick() {
        let dt: Double = rng.weighted([
            (10, 0), (8, 1e-9), (50, 1.0 / 60), (15, Double.random(in: 0...0.5, using: &rng)),
            (4, Double.random(in: 1...1e9, using: &rng)), (1, .nan), (1, -1),
        ])
        clock.advance(by: dt)
        container.update()
    }

    // MARK: Actions

    private func performAction() {
        let action = rng.weighted([
            (14, 0), (9, 1), (2, 2), (2, 3), (3, 4), (2, 5), (5, 6), (3, 7), (3, 8), (4, 9), (4, 10), (3, 11),
            (3, 12), (20, 13), (2, 14), (3, 15), (3, 16), (2, 17), (2, 18), (2, 19), (1, 20), (2, 21),
            (4, 22), (1, 23), (3, 24), (3, 25), (2, 26), (3, 27), (1, 28), (4, 29), (3, 30),
        ])
        switch action {
        case 0: push()
        case 1: popSomething()
        case 2: popToRoot()
        case 3: popTo()
        case 4: swapLast()
        case 5: swapAll()
        case 6: selectTab()
        case 7: presentCarBookingFlow()
        case 8: presentSoakFlow()
        case 9: flowStep()
        case 10: openRoutePath()
        case 11: interactivePop()
        case 12: interactiveDismiss()
        case 13: pointerEvent()
        case 14: wheel()
        case 15: key()
        case 16: resize()
        case 17: toggleSheet()
        case 18: switchRoot()
        case 19: preview()
        case 20: motionSettings()
        case 21: restoreState()
        case 22: presentSheet()
        case 23: presentAlert()
        case 24: changePresented()
        case 25: dismissPresented()
        case 26: toggleDrawer()
        case 27: grabPresented()
        case 28: toggleLogin()
        case 29: dragCardList()
        default: answerLeaveQuestion()
        }
    }

    /// A stack to change: usually the one on screen, sometimes any (hidden changes stay silent).
    private func someStack() -> WhimSceneNavigationStack? {
        if rng.chance(0.7), let s = visibleStack() { return s }
        return rng.pick(allStacks())
    }

    private func push() {
        guard let stack = someStack() else { return }
        // Deep stacks grow slower, so the walk keeps coming back.
        guard stack.scenes.count < 3 || rng.chance(3.0 / Double(stack.scenes.count * 2)) else { return }
        note("push")
        if rng.chance(0.15) {
            stack.push(scenes: (0..<Int.random(in: 1...3, using: &rng)).map { _ in makeLeaf() }, animating: randomTransition())
        } else {
            stack.push(scene: makeLeaf(), animating: randomTransition())
        }
    }

    private func popSomething() {
        guard let stack = someStack() else { return }
        note("pop")
        stack.pop(animating: randomTransition())
    }

    private func popToRoot() {
        guard let stack = someStack() else { return }
        note("popToRoot")
        stack.popToRoot(animating: randomTransition())
    }

    private func popTo() {
        guard let stack = someStack(), let target = rng.pick(stack.scenes) else { return }
        note("popTo")
        stack.pop(to: target, animating: randomTransition())
    }

    private func swapLast() {
        guard let stack = someStack() else { return }
        note("swapLast")
        stack.swapLast(with: makeLeaf(), animating: randomTransition())
    }

    private func swapAll() {
        guard let stack = someStack() else { return }
        note("swapAll")
        var new = (0..<Int.random(in: 0...3, using: &rng)).map { _ in makeLeaf() }
        // Keeping the root (a scene the operation removes may come back).
        if rng.chance(0.3), let root = stack.scenes.first { new.insert(root, at: 0) }
        stack.swapAll(with: new, animating: randomTransition())
    }

    private func selectTab() {
        // Tabs that a swap took out of the app come back on a stack (a detached subtree adopted again),
        // in any layer: also while their old layer still animates them out.
        if tabs.parent == nil, rng.chance(0.5), let stack = rng.pick(allStacks()) {
            note("push tabs back")
            stack.push(scene: tabs, animating: randomTransition())
            return
        }
        note("select tab")
        let before = tabs.tabs.map { ($0 as? WhimSceneNavigationStack)?.scenes.map(ObjectIdentifier.init) }
        let (old, index) = (tabs.selectedIndex, Int.random(in: -1...3, using: &rng))
        let objections = leaveObjections
        tabs.select(index, animating: randomTransition())
        let stopped = leaveObjections > objections
        // Every tab keeps its stack across a switch; selecting the selected tab again pops it to its root,
        // unless a leave guard above the root stops it (then it keeps its stack).
        for (i, tab) in tabs.tabs.enumerated() {
            let expected = i == old && index == old ? before[i].map { Array($0.prefix(1)) } : before[i]
            let now = (tab as? WhimSceneNavigationStack)?.scenes.map(ObjectIdentifier.init)
            if now != expected, !(stopped && now == before[i]) { flag("tab \(i) holds \(now?.count ?? 0) scenes after selecting tab \(index) from \(old), expected \(expected?.count ?? 0)") }
        }
    }

    private func presentCarBookingFlow() {
        guard let stack = someStack(), stack.scenes.count < 6 else { return }
        note("present CarBookingFlow")
        stack.push(scene: makeCarBookingFlow(), animating: rng.chance(0.8) ? WhimSceneAnimatedTransitions.Modal(.present) : randomTransition())
    }

    private func presentSoakFlow() {
        guard let stack = someStack(), stack.scenes.count < 6 else { return }
        note("present test flow")
        stack.push(scene: makeSoakFlow(), animating: rng.chance(0.8) ? WhimSceneAnimatedTransitions.Modal(.present) : randomTransition())
    }

    /// Moves a flow on screen (or any flow) a step: next, back, finish, or the car flow's dismissal.
    private func flowStep() {
        var flows: [WhimSceneNavigationStack] = []
        forEachReachable { scene, _ in if scene is SoakFlow || scene is CarBookingFlow { flows.append(scene as! WhimSceneNavigationStack) } }
        guard let flow = rng.pick(flows) else { return }
        note("flow step")
        if let soak = flow as? SoakFlow {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0, 1: soak.next()
            case 2: soak.back()
            default: soak.finish()
            }
        } else if let car = flow as? CarBookingFlow {
            _ = car.dismiss()
        }
    }

    /// Pops the deepest visible stack interactively; the harness moves the progress for a few ticks and
    /// lets go toward finish or cancel (other steps may interrupt it meanwhile).
    private func interactivePop() {
        guard interactiveTicks == nil,
            let stack = container.visibleScenePath().reversed().compactMap({ $0 as? WhimSceneNavigationStack }).first(where: { $0.scenes.count > 1 })
        else { return }
        var popped: (any WhimScene)?
        let began = container.beginInteractiveTransition({ popped = stack.pop() }) { [weak stack] in
            if let popped { stack?.push(scene: popped, animating: WhimSceneAnimatedTransitions.None()) }
        }
        note(began ? "interactive pop" : "interactive pop refused")
        if began { interactiveTicks = Int.random(in: 1...30, using: &rng) }
    }

    /// Dismisses the deepest visible dismissable scene interactively.
    private func interactiveDismiss() {
        guard interactiveTicks == nil,
            let scene = container.visibleScenePath().reversed().compactMap({ $0 as? any WhimDismissableScene }).first
        else { return }
        var undo: (() -> Void)?
        let began = container.beginInteractiveTransition({ undo = scene.dismiss() }) { undo?() }
        note(began ? "interactive dismiss" : "interactive dismiss refused")
        if began { interactiveTicks = Int.random(in: 1...30, using: &rng) }
    }

    func letGoOfInteractive() {
        interactiveTicks = nil
        let velocity = hostile(Double.random(in: -5...5, using: &rng))
        if rng.chance(0.5) {
            note("finish interactive")
            container.finishInteractiveTransition(velocity: velocity)
        } else {
            note("cancel interactive")
            container.cancelInteractiveTransition(velocity: velocity)
        }
    }

    /// A pointer event continuing the harness's pointer sequence (down, moves, up), sometimes at the left
    /// edge (edge pop), sometimes hostile, sometimes out of sequence.
    private func pointerEvent() {
        let size = container.size
        let button = rng.weighted([(8, PointerButton.primary), (1, .secondary), (1, .middle)])
        if let at = pointer {
            if rng.chance(0.75) {
                let p = Point(x: hostile(at.x + Double.random(in: -60...90, using: &rng)), y: hostile(at.y + Double.random(in: -90...90, using: &rng)))
                note("pointer move")
                container.handle(.pointerMove(p))
                if p.x.isFinite, p.y.isFinite { pointer = p }
            } else {
                note("pointer up")
                let p = Point(x: hostile(at.x), y: hostile(at.y))
                container.handle(.pointerUp(p, button))
                // A non-finite release is dropped by the engine: the sequence goes on.
                if p.x.isFinite, p.y.isFinite { pointer = nil }
            }
            return
        }
        let x = rng.chance(0.3) ? Double.random(in: 0...30, using: &rng) : rng.coordinate(within: size.width)
        let p = Point(x: x, y: rng.coordinate(within: size.height))
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
            note("stray pointer move")
            container.handle(.pointerMove(p))
        case 1:
            note("stray pointer up")
            container.handle(.pointerUp(p, button))
        default:
            note("pointer down")
            container.handle(.pointerDown(p, button))
            if p.x.isFinite, p.y.isFinite { pointer = p }
        }
    }

    private func wheel() {
        note("wheel")
        let p = Point(x: rng.coordinate(within: container.size.width), y: rng.coordinate(within: container.size.height))
        container.handle(.wheel(p, dx: hostile(Double.random(in: -30...30, using: &rng)), dy: hostile(Double.random(in: -30...30, using: &rng))))
    }

    private func key() {
        if rng.chance(0.7) {
            note("escape")
            container.handle(.key(.escape, []))
        } else if rng.chance(0.5) {
            note("key")
            container.handle(.key(rng.pick([Key.enter, .tab, .backspace, .left, .character("x"), .function(99)])!, []))
        } else {
            note("text")
            container.handle(.text(rng.pick(["a", "", "\u{0}", "ä👍", String(repeating: "x", count: 300)])!))
        }
    }

    /// A window resize: usually a small window, down to 1×1, sometimes a larger one or a HiDPI scale, and
    /// now and then an invalid size (refused, nothing changes).
    private func resize() {
        let size: Size = rng.weighted([
            (2, Size(width: 1, height: 1)),
            (3, Size(width: Double.random(in: 1...24, using: &rng).rounded(), height: Double.random(in: 1...24, using: &rng).rounded())),
            (10, Size(width: Double.random(in: 100...400, using: &rng).rounded(), height: Double.random(in: 80...300, using: &rng).rounded())),
            (1, Size(width: 960, height: 540)),
            // Just across the side panel's breakpoint, either way (often mid-transition).
            (4, Size(width: (Self.sidePanel.breakpoint + Double.random(in: -30...30, using: &rng)).rounded(), height: Double.random(in: 80...300, using: &rng).rounded())),
            (1, Size(width: hostile(0), height: rng.pick([-5, 1e9, .nan, 0.4])!)),
        ])
        let scale: Double? = rng.weighted([(8, nil), (1, 2), (1, 1.5), (1, 1)])
        note("resize", "to \(size) at scale \(scale.map { "\($0)" } ?? "unchanged")")
        let before = container.pixelSize
        do {
            try container.resize(to: size, scale: scale)
        } catch {
            // Refused: nothing may have changed (checked by the invariants through the frame size).
            precondition(container.pixelSize == before, "a refused resize changed the frame size")
        }
    }

    /// Presents a stack in a layer of its own over the base, or takes it away.
    private func toggleSheet() {
        if sheetRoot != nil, rng.chance(0.6) {
            note("remove presented layer")
            container.removeLayer(Self.sheetLayer)
            syncPresentedLayer()
        } else if sheetRoot == nil {
            note("present layer")
            let sheet = WhimSceneNavigationStack([makeLeaf("sheet")])
            sheetRoot = sheet
            container.setRoot(sheet, of: Self.sheetLayer, animating: randomTransition())
        }
    }

    /// Holds a transition to a fresh scene at a random progress for a few ticks (the preview API).
    private func preview() {
        guard let transition = randomTransition() else { return }
        let target = makeLeaf("preview")
        let progress = hostile(Double.random(in: 0...1, using: &rng))
        if container.driver.preview(transition, to: target.viewController, progress: progress) {
            note("preview", "at \(progress)")
            if previewTicks == nil { previewTicks = Int.random(in: 1...5, using: &rng) }
        }
    }

    private func motionSettings() {
        note("motion settings")
        if rng.chance(0.5) { container.reducedMotion.toggle() } else {
            container.slowMotion = rng.pick([1, 1, 10, 0, .nan, 1e308, -3])!
        }
    }
}
