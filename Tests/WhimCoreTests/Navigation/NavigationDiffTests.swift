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

    @Test func tabSwitchRemovesTheOldTabsScreensThenSelects() throws {
        let ops = try diff("/main/tracker/spark-detail?id=1/stats", "/main/library/table-detail?id=2")
        #expect(ops.map(\.transition) == [.dismiss, .pop, .fade, .push])
        guard case .selectTab(let tab, 1) = ops[2] else { Issue.record("\(ops)"); return }
        #expect(tab == RouteElement("library", presentedAs: .tab(index: 2)))
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
