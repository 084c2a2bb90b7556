import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimRestoration
import WhimTestSupport

/// Tab history: each tab of a `WhimTabScene` keeps its own stack while another is selected, selecting the
/// selected tab pops it to its root, and the state, its path and the state file keep every tab's stack.
@Suite(.serialized) struct TabHistoryTests {
    /// The reference: each tab's stack of screens above its root, and the selected tab.
    struct Model: Equatable {
        var stacks: [[RouteElement]]
        var selected = 0

        /// The state the model stands for, in the tracker's tree (`main`, then the tabs).
        func state(names: [String]) -> NavigationState {
            let tab = { (i: Int) in RouteElement(names[i], presentedAs: .tab(index: i)) }
            let hidden = stacks.indices.filter { $0 != selected && !stacks[$0].isEmpty }.map { TabStack(position: 1, screens: [tab($0)] + stacks[$0]) }
            return NavigationState([RouteElement("main"), tab(selected)] + stacks[selected], tabStacks: hidden)
        }
    }

    static let names = ["home", "tracker", "library", "missions"]

    /// Random walks through the scenes' own API — a tab selected, the selected one again, a screen
    /// pushed or popped in the shown tab — against the reference of per-tab stacks: after every step the
    /// live state is the model's, its path leads back to it, and now and then a fresh app restored from
    /// the state's file shows the same state.
    @Test(arguments: [UInt64(1), 2, 3]) func randomWalksKeepEveryTabsStack(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let app = try LiveNavigationTests.trackerApp()
        let tree = app.navigation.tree
        let tabs = try #require(app.root.scenes.first as? WhimTabScene)
        let walk = RouteWalk(tree: tree)
        var model = Model(stacks: Array(repeating: [], count: 4))
        let folder = try TemporaryFolder()
        for step in 0..<60 {
            let stack = try #require(tabs.selectedTab as? WhimSceneNavigationStack)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1:  // another tab, or the same one again
                let i = Int.random(in: 0..<4, using: &rng)
                tabs.select(i)
                if i == model.selected { model.stacks[i] = [] } else { model.selected = i }
            case 2, 3:  // push what may follow the top of the shown tab
                let state = app.navigation.capture()
                guard let next = tree.candidates(after: state).filter({ $0.route.presentation == .push }).randomElement(using: &rng) else { continue }
                let element = walk.element(for: next, using: &rng)
                stack.push(scene: app.navigation.scene(for: element))
                model.stacks[model.selected].append(element)
            default:  // back in the shown tab
                guard stack.scenes.count > 1 else { continue }
                _ = stack.pop()
                model.stacks[model.selected].removeLast()
            }
            if Bool.random(using: &rng) { app.container.settle(on: app.clock) } else { app.container.step(app.clock) }
            let expected = model.state(names: Self.names)
            let live = app.navigation.capture()
            let context = Comment(rawValue: "seed \(seed) step \(step): \(tree.path(for: live))")
            #expect(live == expected, context)
            #expect((try? tree.state(forPath: tree.path(for: live))) == live, context)
            if step % 20 == 19 {
                let file = folder.path + "/state-\(step).json"
                try NavigationStateStore(path: file, clock: app.clock) { Issue.record("\($0)") }.save(live)
                let restarted = try LiveNavigationTests.trackerApp()
                let restored = try #require(NavigationStateStore(path: file, clock: restarted.clock) { Issue.record("\($0)") }.restore(validatingWith: tree))
                try restarted.navigation.restore(restored)
                restarted.container.settle(on: restarted.clock)
                #expect(restarted.navigation.capture() == expected, context)
            }
        }
    }

    /// A tab switch by state keeps the old tab's drill-downs and shows the new tab's: applied to live scenes
    /// it reads back as itself, sheets over the old tab go, and selecting the shown tab again pops it.
    @Test func statesSwitchTabsWithTheirStacks() throws {
        let app = try LiveNavigationTests.trackerApp()
        let tree = app.navigation.tree
        try app.navigation.open("/main/library/table-detail?id=1/entry-detail?row=2/stats", animated: false)
        var state = app.navigation.capture()
        state = state.selectingTab(RouteElement("tracker", presentedAs: .tab(index: 1)), at: 1)
        #expect(tree.path(for: state) == "/main/tracker/~library/table-detail?id=1/entry-detail?row=2")
        try app.navigation.apply(state)
        app.container.settle(on: app.clock)
        #expect(app.navigation.capture() == state)
        try app.navigation.open("/main/tracker/spark-detail?id=4/~library/table-detail?id=1/entry-detail?row=2")
        app.container.settle(on: app.clock)
        state = app.navigation.capture().selectingTab(RouteElement("library", presentedAs: .tab(index: 2)), at: 1)
        #expect(tree.path(for: state) == "/main/library/table-detail?id=1/entry-detail?row=2/~tracker/spark-detail?id=4")
        try app.navigation.apply(state)
        app.container.settle(on: app.clock)
        #expect(app.navigation.path == "/main/library/table-detail?id=1/entry-detail?row=2/~tracker/spark-detail?id=4")
        // The same tab again: back to its root; the other tab keeps its stack.
        try app.navigation.apply(app.navigation.capture().selectingTab(RouteElement("library", presentedAs: .tab(index: 2)), at: 1))
        app.container.settle(on: app.clock)
        #expect(app.navigation.path == "/main/library/~tracker/spark-detail?id=4")
        // A state without the hidden stack pops it, silently.
        _ = app.operations.take()
        try app.navigation.open("/main/library")
        #expect(app.operations.take() == [.replace(count: 1, adding: 0, .none)])
        #expect(app.navigation.path == "/main/library")
    }

    /// Hidden stacks in paths: after the shown screens, `~tab` and its screens; anything else is a
    /// one-line error naming the segment.
    @Test func pathsNameHiddenTabsStacks() throws {
        let tree = try TestApps.tracker()
        let state = try tree.state(forPath: "/main/library/~tracker/spark-detail?id=2/~missions/mission-detail?id=1&weekly=true")
        #expect(state.elements.map(\.name) == ["main", "library"])
        #expect(state.tabStacks.map { $0.screens.map(\.name) } == [["tracker", "spark-detail"], ["missions", "mission-detail"]])
        // Canonical: in tab order, whatever order the link had.
        let swapped = try tree.state(forPath: "/main/library/~missions/mission-detail?id=1&weekly=true/~tracker/spark-detail?id=2")
        #expect(swapped == state)
        #expect(tree.path(for: swapped) == "/main/library/~tracker/spark-detail?id=2/~missions/mission-detail?id=1&weekly=true")
        // A hidden tab at its root is no stack.
        #expect(try tree.state(forPath: "/main/library/~tracker") == tree.state(forPath: "/main/library"))
        for bad in ["/main/library/~library/table-detail?id=1", "/main/library/~nowhere", "/main/~tracker/stats",
                    "/main/library/~tracker/spark-detail?id=1/~tracker/spark-detail?id=2", "/~tracker", "/main/library/~tracker@large",
                    "/main/library/~tracker/table-detail?id=1"] {
            #expect(throws: RoutePathError.self, "\(bad)") { try tree.state(forPath: bad) }
            do { _ = try tree.state(forPath: bad) } catch { #expect(!error.description.contains("\n")) }
        }
    }

    /// The state file: a state without tab stacks or a waiting link is written as version 1 (older builds
    /// read it), one with them as version 2; files of version 1 still load, newer ones are refused.
    @Test func stateFilesKeepTheirVersions() throws {
        let tree = try TestApps.tracker()
        let plain = try tree.state(forPath: "/main/library/table-detail?id=3")
        let plainText = String(decoding: try NavigationStateStore.encode(plain), as: UTF8.self)
        #expect(plainText.contains("\"version\":1") && !plainText.contains("tabStacks"))
        let stacked = try tree.state(forPath: "/main/library/table-detail?id=3/~tracker/spark-detail?id=2")
        let stackedBytes = try NavigationStateStore.encode(stacked)
        #expect(String(decoding: stackedBytes, as: UTF8.self).contains("\"version\":2"))
        #expect(try NavigationStateStore.decode(stackedBytes) == stacked)
        // Written by a build before tab stacks.
        let old = #"{"elements":[{"name":"main","parameters":{},"presentedAs":{"push":{}}},{"name":"tracker","parameters":{},"presentedAs":{"tab":{"index":1}}}],"version":1}"#
        #expect(try NavigationStateStore.decode(Array(old.utf8)) == tree.state(forPath: "/main/tracker"))
        // Version 1 has no tab stacks: a field of that name is not read from it.
        let oldWithField = old.replacingOccurrences(of: "\"version\":1", with: "\"tabStacks\":[],\"version\":1")
        #expect(try NavigationStateStore.decode(Array(oldWithField.utf8)) == tree.state(forPath: "/main/tracker"))
        let newer = String(decoding: stackedBytes, as: UTF8.self).replacingOccurrences(of: "\"version\":2", with: "\"version\":3")
        #expect(throws: NavigationStateFormatError.newerVersion(3, supported: 2)) { try NavigationStateStore.decode(Array(newer.utf8)) }
        // A stack at a position that holds no tab is not a state of the tree.
        var misplaced = stacked
        misplaced.tabStacks = [TabStack(position: 2, screens: stacked.tabStacks[0].screens)]
        #expect(throws: RoutePathError.self) { try tree.validate(misplaced) }
    }
}
