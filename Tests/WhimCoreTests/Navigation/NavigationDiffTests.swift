import Testing
import WhimCore

/// The difference of two states as ordered operations, each with its transition.
@Suite struct NavigationDiffTests {
    let tree: RouteTree
    init() throws { tree = try TestApps.tracker() }

    func diff(_ a: String, _ b: String) throws -> [NavigationOperation] {
        try NavigationDiff(from: tree.state(forPath: a), to: tree.state(forPath: b)).operations
    }

    @Test func pushesAndPopsUseTheirTransitions() throws {
        let spark = RouteElement("spark-detail", parameters: ["id": .int(1)])
        #expect(try diff("/main/tracker", "/main/tracker/spark-detail?id=1") == [.push(spark, at: 2)])
        #expect(try diff("/main/tracker/spark-detail?id=1", "/main/tracker") == [.pop(spark, at: 2)])
        #expect(try diff("/main/tracker", "/main/tracker/spark-detail?id=1").map(\.transition) == [.push])
        #expect(try diff("/main/tracker/spark-detail?id=1", "/main/tracker").map(\.transition) == [.pop])
    }

    @Test func sheetsPresentAtTheirDetentSwapAndMove() throws {
        let stats = RouteElement("stats", presentedAs: .sheet(detent: "large"))
        #expect(try diff("/main/tracker", "/main/tracker/stats@large") == [.presentSheet(stats, detent: "large", at: 2)])
        #expect(try diff("/main/tracker/stats@large", "/main/tracker/stats") == [.changeDetent(stats.at(detent: "medium"), to: "medium", at: 2)])
        let swap = try diff("/main/tracker/stats", "/main/tracker/collection@large")
        #expect(swap == [.replace(stats.at(detent: "medium"), with: RouteElement("collection", presentedAs: .sheet(detent: "large")), at: 2)])
        #expect(swap.map(\.transition) == [.swap])
        #expect(try diff("/main/tracker/stats", "/main/tracker").map(\.transition) == [.dismiss])
        #expect(try diff("/main/tracker", "/main/tracker/stats").map(\.transition) == [.present])
    }

    /// A tab switch dismisses what is over the old tab and keeps its pushed screens as its stack; a state
    /// that does not keep them pops them (silently, the tab being hidden); a tab that keeps no stack loses them.
    @Test func tabSwitchKeepsTheOldTabsStackAndDismissesWhatIsOverIt() throws {
        let from = try tree.state(forPath: "/main/tracker/spark-detail?id=1/stats")
        let library = RouteElement("library", presentedAs: .tab(index: 2))
        let kept = from.selectingTab(library, at: 1).appending(RouteElement("table-detail", parameters: ["id": .int(2)]))
        #expect(tree.path(for: kept) == "/main/library/table-detail?id=2/~tracker/spark-detail?id=1")
        let ops = NavigationDiff(from: from, to: kept).operations
        #expect(ops.map(\.transition) == [.dismiss, .fade, .push])
        guard case .selectTab(let tab, 1) = ops[1] else { Issue.record("\(ops)"); return }
        #expect(tab == library)
        let tracker = RouteElement("tracker", presentedAs: .tab(index: 1))
        #expect(try diff("/main/tracker/spark-detail?id=1/stats", "/main/library/table-detail?id=2").last == .restack(TabStack(position: 1, screens: [tracker])))
        let dropped = NavigationDiff(from: from, to: try tree.state(forPath: "/main/library/table-detail?id=2")) { _ in false }.operations
        #expect(dropped.map(\.transition) == [.dismiss, .pop, .fade, .push])
        // Back to the tracker: its stack comes with it, nothing is pushed.
        let back = NavigationDiff(from: kept, to: kept.selectingTab(tracker, at: 1)).operations
        #expect(back.map(\.transition) == [.fade])
    }

    @Test func newRootSwitchesTheRoot() throws {
        let flags = Flags()
        let waha = try TestApps.waha(onboarded: { flags.onboarded }, installing: { flags.installing })
        let main = try waha.state(forPath: "/main/topical/lessons?set=s1")
        flags.onboarded = false
        let onboarding = try waha.state(forPath: "/onboarding/slides?page=2")
        let ops = NavigationDiff(from: main, to: onboarding).operations
        #expect(ops == [.switchRoot(to: RouteElement("onboarding")), .push(RouteElement("slides", parameters: ["page": .int(2)]), at: 1)])
        #expect(ops.first?.transition == .fade)
    }

    @Test func drawerOpensAndCloses() throws {
        let flags = Flags()
        let waha = try TestApps.waha(onboarded: { flags.onboarded }, installing: { flags.installing })
        let closed = try waha.state(forPath: "/main/lessons?set=a")
        let open = try waha.state(forPath: "/main/lessons?set=a/drawer")
        #expect(open.isDrawerOpen && !closed.isDrawerOpen)
        #expect(NavigationDiff(from: closed, to: open).operations == [.openDrawer(RouteElement("drawer", presentedAs: .drawer), at: 3)])
        #expect(NavigationDiff(from: open, to: closed).operations == [.closeDrawer(RouteElement("drawer", presentedAs: .drawer), at: 3)])
    }

    /// A conditional is asked on every change: a logged-out app maps any path into onboarding (wildcard),
    /// keeping as much of it as the branch allows.
    @Test func reevaluationFollowsTheCondition() throws {
        let flags = Flags()
        let waha = try TestApps.waha(onboarded: { flags.onboarded }, installing: { flags.installing })
        let deep = try waha.state(forPath: "/main/topical/lessons?set=s1/play?lesson=3&speed=1.5")
        let fallback = NavigationState([RouteElement("nowhere")])
        #expect(waha.reevaluate(deep, fallback: fallback) == deep)
        flags.onboarded = false
        #expect(waha.path(for: waha.reevaluate(deep, fallback: fallback)) == "/onboarding")
        flags.installing = true
        #expect(waha.path(for: waha.reevaluate(deep, fallback: fallback)) == "/loading")
        // Any first screen becomes the branch's root.
        #expect(waha.path(for: try waha.state(forPath: "/whatever")) == "/loading")
    }
}
