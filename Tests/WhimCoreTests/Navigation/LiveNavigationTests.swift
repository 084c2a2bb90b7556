import Testing
import WhimAnimation
import WhimCore
import WhimTestSupport
import WhimGraphics

/// Scene operations that record what they were asked, then do it through stacks and tabs.
final class RecordingOperations: SceneOperations {
    enum Call: Equatable {
        case replace(count: Int, adding: Int, TransitionCatalogue)
        case select(Int, TransitionCatalogue)
        case detent(Int)
        case present(TransitionCatalogue)
        case dismiss(TransitionCatalogue)
        case sheetDetent(Int)
    }
    private(set) var calls: [Call] = []
    let direct = StackAndTabOperations()

    func replace(last count: Int, of stack: WhimSceneNavigationStack, with scenes: [any WhimScene], transition: TransitionCatalogue) {
        calls.append(.replace(count: count, adding: scenes.count, transition))
        direct.replace(last: count, of: stack, with: scenes, transition: transition)
    }

    func select(tab index: Int, of tabs: WhimTabScene, transition: TransitionCatalogue) {
        calls.append(.select(index, transition))
        direct.select(tab: index, of: tabs, transition: transition)
    }

    func moveCard(of scene: any WhimScene, toDetent index: Int, animated: Bool) {
        calls.append(.detent(index))
        direct.moveCard(of: scene, toDetent: index, animated: animated)
    }

    func present(_ scene: any WhimPresentedScene, over presenter: WhimPresentingScene, transition: TransitionCatalogue) {
        calls.append(.present(transition))
        direct.present(scene, over: presenter, transition: transition)
    }

    func dismiss(_ scene: any WhimPresentedScene, from presenter: WhimPresentingScene, transition: TransitionCatalogue) {
        calls.append(.dismiss(transition))
        direct.dismiss(scene, from: presenter, transition: transition)
    }

    func select(detent index: Int, of sheet: WhimSheet, animated: Bool) {
        calls.append(.sheetDetent(index))
        direct.select(detent: index, of: sheet, animated: animated)
    }

    func take() -> [Call] {
        defer { calls = [] }
        return calls
    }
}

/// A headless app over a route tree: real stacks and tabs in a container, scenes made per screen; with
/// `presenting`, the root stack is the base of a presenting scene and sheets are real `WhimSheet`s (each
/// screen's content a stack of its own, so screens pushed from a sheet go inside it).
final class LiveTestApp {
    let container: WhimSceneContainer
    let clock: ManualClock
    let root = WhimSceneNavigationStack()
    let operations = RecordingOperations()
    var navigation: LiveNavigation!
    /// Tab containers: screen name → its tabs, and whether each tab is a stack of its own.
    let tabs: [String: (names: [String], stacks: Bool)]
    /// The presenting scene around the root, when sheets are presented.
    let presenter: WhimPresentingScene?

    init(tree: RouteTree, tabs: [String: (names: [String], stacks: Bool)], start: String, presenting: Bool = false) throws {
        (container, clock) = try makeContainer(width: 320, height: 180)
        self.tabs = tabs
        presenter = presenting ? WhimPresentingScene(base: root) : nil
        container.setRoot(presenter ?? root)
        navigation = LiveNavigation(tree: tree, root: root, operations: operations) { [unowned self] in self.make($0) }
        try navigation.open(start, animated: false)
        container.settle(on: clock)
    }

    func make(_ element: RouteElement) -> any WhimScene {
        if let (names, stacks) = tabs[element.name] {
            let children: [any WhimScene] = names.map { name -> any WhimScene in stacks ? WhimSceneNavigationStack([TestScene(fullscreen: name)]) : TestScene(multipart: name) }
            let scene = WhimTabScene(tabs: children)
            navigation.register(tabsOf: scene, as: names)
            return scene
        }
        if case .sheet = element.presentedAs, presenter != nil {
            return WhimSceneNavigationStack([TestScene(fullscreen: element.name)])
        }
        if case .sheet = element.presentedAs {
            let scene = TestScene(multipart: element.name)
            scene.viewController.panels.last?.card = BottomCardBehavior(detents: [.fromBottom(60), .fromBottom(120), .fromTop(20)], initialDetent: 0)
            return scene
        }
        return TestScene(fullscreen: element.name)
    }
}

@Suite(.serialized) struct LiveNavigationTests {
    static func trackerApp() throws -> LiveTestApp {
        try LiveTestApp(tree: TestApps.tracker(), tabs: ["main": (["home", "tracker", "library", "missions"], true)], start: "/main")
    }

    /// Random walks applied to live stacks and tabs: after every step the scenes show the state (read
    /// back, it is the same) and the container shows the top of the root.
    @Test(arguments: [UInt64(1), 2, 3, 4]) func randomWalksApplyAndReadBack(seed: UInt64) throws {
        let flags = Flags()
        let cases: [(LiveTestApp, (inout SeededRandom) -> Void)] = [
            (try Self.trackerApp(), { _ in }),
            (try LiveTestApp(tree: TestApps.waha(onboarded: { flags.onboarded }, installing: { flags.installing }),
                             tabs: ["main": (["foundational", "topical", "mobilization"], false)], start: "/main"),
             { rng in flags.onboarded = Int.random(in: 0..<4, using: &rng) != 0 }),
        ]
        for (app, flip) in cases {
            var rng = SeededRandom(seed: seed)
            // Only tabs that are stacks keep what was pushed in them.
            let walk = RouteWalk(tree: app.navigation.tree, tabsKeepStacks: app.tabs.values.allSatisfy { $0.stacks })
            var state = app.navigation.capture()
            for step in 0..<60 {
                flip(&rng)
                state = app.navigation.tree.reevaluate(state, fallback: try app.navigation.tree.state(forPath: "/main"))
                state = walk.step(from: state, using: &rng)
                let path = app.navigation.tree.path(for: state)
                try app.navigation.apply(state, animated: Bool.random(using: &rng))
                #expect(app.navigation.capture() == state, "seed \(seed) step \(step): \(path) read back as \(app.navigation.path)")
                if Bool.random(using: &rng) { app.container.settle(on: app.clock) } else { app.container.step(app.clock) }
                #expect(app.navigation.capture() == state, "seed \(seed) step \(step): \(path) after frames")
            }
            app.container.settle(on: app.clock)
            #expect(app.container.destination == app.root.viewController, "seed \(seed): the screen shows the state")
        }
    }

    @Test func operationsUseTheTransitionsOfTheDiff() throws {
        let app = try Self.trackerApp()
        _ = app.operations.take()
        try app.navigation.open("/main/tracker/spark-detail?id=4")
        #expect(app.operations.take() == [.select(1, .fade), .replace(count: 0, adding: 1, .push)])
        try app.navigation.open("/main/tracker/spark-detail?id=4/stats@large")
        #expect(app.operations.take() == [.detent(1), .replace(count: 0, adding: 1, .present)])
        try app.navigation.open("/main/tracker/spark-detail?id=4/collection")
        #expect(app.operations.take() == [.detent(0), .replace(count: 1, adding: 1, .swap)])
        try app.navigation.open("/main/tracker/spark-detail?id=4/collection@large")
        #expect(app.operations.take() == [.detent(1)])
        try app.navigation.open("/main/tracker", animated: false)
        #expect(app.operations.take() == [.replace(count: 1, adding: 0, .none), .replace(count: 1, adding: 0, .none)])
        app.container.settle(on: app.clock)
        #expect(app.navigation.path == "/main/tracker")
    }

    @Test func aSheetOpensAtItsDetentAndMovesBetweenThem() throws {
        let app = try Self.trackerApp()
        try app.navigation.open("/main/library/stats@large")
        app.container.settle(on: app.clock)
        let sheet = try #require(app.root.viewController.panels.last?.card)
        // At rest at its large detent (120), never taller than the room under the top panel.
        #expect(sheet.currentHeight(in: 180) == min(120, sheet.ceiling))
        #expect(sheet.ceiling > 60)
        try app.navigation.open("/main/library/stats")
        app.container.settle(on: app.clock)
        #expect(app.root.viewController.panels.last?.card?.currentHeight(in: 180) == 60)
        #expect(app.navigation.path == "/main/library/stats")
    }

    @Test func aBadPathChangesNothing() throws {
        let app = try Self.trackerApp()
        try app.navigation.open("/main/tracker/spark-detail?id=1")
        app.container.settle(on: app.clock)
        let before = app.navigation.capture()
        let scenes = app.root.scenes.map(ObjectIdentifier.init)
        _ = app.operations.take()
        for bad in ["/main/tracker/spark-detail?id=x", "/main/stats/tracker", "/main/tracker/spark-detail?id=1/spark-detail?id=2"] {
            #expect(throws: RoutePathError.self) { try app.navigation.open(bad) }
        }
        var invalid = before
        invalid.elements[2].presentedAs = .modal
        #expect(throws: RoutePathError.self) { try app.navigation.apply(invalid) }
        #expect(app.operations.take().isEmpty)
        #expect(app.navigation.capture() == before)
        #expect(app.root.scenes.map(ObjectIdentifier.init) == scenes)
        #expect(!app.container.isTransitioning)
    }

    /// What the user did by hand (a tab tapped, a screen pushed by a scene) is read back too.
    @Test func stateIsReadOffScenesChangedByHand() throws {
        let app = try Self.trackerApp()
        let tabs = try #require(app.root.scenes.first as? WhimTabScene)
        tabs.select(3)
        let mission = TestScene(fullscreen: "mission")
        app.navigation.register(mission, as: RouteElement("mission-detail", parameters: ["id": .int(8), "weekly": .bool(true)]))
        (tabs.selectedTab as? WhimSceneNavigationStack)?.push(scene: mission)
        #expect(app.navigation.path == "/main/missions/mission-detail?id=8&weekly=true")
        // Screens left in a hidden tab are its stack, part of the state; a state without them pops them.
        tabs.select(0)
        #expect(app.navigation.path == "/main/~missions/mission-detail?id=8&weekly=true")
        try app.navigation.open("/main/missions")
        #expect(app.navigation.path == "/main/missions")
        #expect((tabs.selectedTab as? WhimSceneNavigationStack)?.scenes.count == 1)
    }
}
