import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Seeded random walks over every way in and out of sheets (detents, sheet over sheet, confirmation),
/// the drawer and alerts, with base pushes and pops beside them: buttons, drags, flings, scrim clicks,
/// Esc, dismiss-all, in flight and at rest, and time advancing by random amounts (so every motion gets
/// interrupted and reversed). After every step: no lifecycle event out of order, progress in [0, 1];
/// whenever nothing moves, a panel has appeared exactly when it is drawn, and what the presenting scene
/// holds is what is drawn.
@Suite struct PresentationRandomWalkTests {
    enum Action: CaseIterable {
        case presentSheet, presentConfirmation, presentAlert, openDrawer, closeDrawer, escape, scrimClick, dragSheetDown,
            dragSheetUp, flingSheet, holdSheetDown, edgeDrag, drawerDragLeft, dismissAll, selectDetent, push, pop, time, longTime
    }

    final class World {
        let container: WhimSceneContainer
        let clock: ManualClock
        let root: WhimDrawerScene
        let stack: WhimSceneNavigationStack
        var panels: [RecordingPanel] = []
        var count = 0

        init() throws {
            (container, clock) = try makeContainer()
            let home = TestScene(multipart: "home")
            stack = WhimSceneNavigationStack([home])
            let menu = RecordingPanel.fullscreen("menu", .white)
            root = WhimDrawerScene(main: stack, drawer: WhimDrawer(content: WhimSingleScene(fullscreen: menu)))
            panels = home.recordingPanels + [menu]
            container.setRoot(root)
            container.settle(on: clock)
        }

        func recording(_ p: RecordingPanel) -> RecordingPanel {
            panels.append(p)
            return p
        }
    }

    @Test(arguments: UInt64(1)...24)
    func randomWalk(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let w = try World()
        var trail: [Action] = []
        for _ in 0..<60 {
            let action = Action.allCases.randomElement(using: &rng)!
            trail.append(action)
            perform(action, in: w, rng: &rng)
            check(w, "seed \(seed) after \(trail.map { "\($0)" }.joined(separator: " "))")
        }
        w.container.handle(.pointerUp(Point(x: 480, y: 300), .primary))
        w.container.settle(on: w.clock)
        check(w, "seed \(seed) at the end of \(trail.map { "\($0)" }.joined(separator: " "))")
        #expect(!w.container.isTransitioning, "seed \(seed): still moving at the end")
    }

    func perform(_ action: Action, in w: World, rng: inout SeededRandom) {
        let c = w.container
        let clock = w.clock
        w.count += 1
        switch action {
        case .presentSheet:
            let detents: [[Detent]] = [[.medium, .large], [.height(200)], [.fraction(0.3), .medium, .large]]
            let set = detents.randomElement(using: &rng)!
            let sheet = WhimSheet(panel: w.recording(sheetPanel("sheet \(w.count)")), detents: set, initialDetent: Int.random(in: 0..<set.count, using: &rng))
            w.root.present(sheet)
        case .presentConfirmation:
            w.root.present(WhimSheet.confirmation(title: "Delete?", message: "Gone for good.", destructive: "Delete") {})
        case .presentAlert:
            w.root.present(WhimAlert(title: "Alert \(w.count)", message: "", actions: [.init("OK"), .init("Cancel", role: .cancel)]))
        case .openDrawer:
            w.root.openDrawer()
        case .closeDrawer:
            w.root.closeDrawer()
        case .escape:
            c.handle(.key(.escape, []))
        case .scrimClick:
            c.click(Point(x: 940, y: 12))
        case .dragSheetDown:
            c.drag(clock, from: Point(x: 480, y: 530), to: Point(x: 480, y: 530 + Double.random(in: 20...300, using: &rng)),
                   duration: Double.random(in: 0.1...0.6, using: &rng))
        case .dragSheetUp:
            c.drag(clock, from: Point(x: 480, y: 530), to: Point(x: 480, y: Double.random(in: 60...500, using: &rng)),
                   duration: Double.random(in: 0.1...0.6, using: &rng))
        case .flingSheet:
            c.drag(clock, from: Point(x: 480, y: 400), to: Point(x: 480, y: 540), steps: 3, duration: 0.05)
        case .holdSheetDown:
            c.drag(clock, from: Point(x: 480, y: 530), to: Point(x: 480, y: 700), duration: 0.2, release: false)
        case .edgeDrag:
            c.drag(clock, from: Point(x: 3, y: 300), to: Point(x: Double.random(in: 40...400, using: &rng), y: 300),
                   duration: Double.random(in: 0.1...0.8, using: &rng), release: Bool.random(using: &rng))
        case .drawerDragLeft:
            c.drag(clock, from: Point(x: 250, y: 300), to: Point(x: Double.random(in: 0...240, using: &rng), y: 300),
                   duration: Double.random(in: 0.1...0.8, using: &rng))
        case .dismissAll:
            w.root.dismissAll()
        case .selectDetent:
            if let sheet = w.root.presented.last as? WhimSheet { sheet.select(detent: Int.random(in: 0..<sheet.detents.count, using: &rng)) }
        case .push:
            let s = TestScene(multipart: "pushed \(w.count)")
            w.panels += s.recordingPanels
            w.stack.push(scene: s)
        case .pop:
            w.stack.pop()
        case .time:
            c.step(clock, Double.random(in: 0...0.2, using: &rng))
        case .longTime:
            c.settle(on: clock)
        }
    }

    func check(_ w: World, _ context: String) {
        let c = w.container
        for p in w.panels { #expect(p.lifecycleViolations == 0, "\(p.title): \(p.events) — \(context)") }
        if let p = c.transitionProgress { #expect(p >= 0 && p <= 1, "progress \(p) — \(context)") }
        guard !c.isTransitioning, !c.isAnimating else { return }
        let drawn = c.visibleParts().filter { $0.opacity > 0 && $0.frame.width > 0 }
        for p in w.panels {
            let isDrawn = drawn.contains { $0.panel === p }
            #expect(p.appearance == (isDrawn ? .appeared : .disappeared), "\(p.title) \(p.appearance) drawn \(isDrawn) \(p.events.suffix(6)) — \(context)")
        }
        // The model and the screen agree: every presented scene's panels are drawn, and one scrim per presentation.
        for scene in w.root.presented {
            for panel in scene.viewController.panels { #expect(drawn.contains { $0.panel === panel }, "\(panel.title) presented but not drawn — \(context)") }
        }
        #expect(drawn.filter { $0.panel.title == "scrim" }.count == w.root.presented.filter { $0.scrim != nil }.count, "scrims — \(context)")
        #expect(c.displayed == w.stack.viewController, "base — \(context)")
    }
}
