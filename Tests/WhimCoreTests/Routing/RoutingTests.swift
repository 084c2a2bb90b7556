import Testing
import WhimCore

@Suite struct DeepLinkTests {
    @Test func parsesSchemePathAndQuery() throws {
        let link = try DeepLink(parsing: "whim://home/car-rental/pickup?station=kamppi&day=2%2F3")
        #expect(link.screens == ["home", "car-rental", "pickup"])
        #expect(link.parameters == ["station": "kamppi", "day": "2/3"])
        #expect(try DeepLink(parsing: "/home/settings").screens == ["home", "settings"])
        #expect(try DeepLink(parsing: link.description) == link)
    }

    @Test(arguments: ["", "whim://", "http://home", "home/../etc", "home?=x", "home/sett ings"])
    func malformedLinksThrow(_ text: String) {
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: text) }
    }
}

@Suite struct RouterTests {
    func router() -> WhimRouter {
        let r = WhimRouter()
        r.register("home") { _ in TestScene(multipart: "home") }
        r.register("settings", presentation: .modal) { _ in TestScene(fullscreen: "settings") }
        r.register("station") { (params: [String: String]) throws(DeepLinkError) -> any WhimScene in
            guard let id = params["id"], !id.isEmpty else {
                throw .badParameter(name: "id", value: params["id"], screen: "station", expected: "a station id")
            }
            return TestScene(fullscreen: "station \(id)")
        }
        return r
    }

    @Test func openBuildsTheWholeStack() throws {
        let (container, clock) = try makeContainer()
        let stack = WhimSceneNavigationStack([TestScene(fullscreen: "start")])
        container.setRoot(stack)
        try router().open("whim://home/station?id=42", in: stack)
        container.settle(clock)
        #expect(stack.scenes.map { ($0 as! TestScene).name } == ["home", "station 42"])
        #expect((stack.topScene as? TestScene)?.isShown == true)
    }

    @Test func unknownOrBadLinksChangeNothing() throws {
        let (container, clock) = try makeContainer()
        let start = TestScene(fullscreen: "start")
        let stack = WhimSceneNavigationStack([start])
        container.setRoot(stack)
        container.settle(clock)
        let r = router()
        #expect(throws: DeepLinkError.unknownScreen("nowhere", link: "whim://home/nowhere", known: ["home", "settings", "station"])) {
            try r.open("whim://home/nowhere", in: stack)
        }
        #expect(throws: DeepLinkError.self) { try r.open("home/station", in: stack) }  // missing id
        #expect(stack.scenes.count == 1 && stack.topScene === start)
        #expect(!container.isTransitioning && start.isShown)
    }

    @Test func modalScreensArriveWithModalPresent() throws {
        let (container, _) = try makeContainer()
        let stack = WhimSceneNavigationStack([TestScene(multipart: "start")])
        container.setRoot(stack)
        try router().open("home/settings", in: stack)
        // A modal present of a fullscreen scene: it starts below the container.
        container.renderFrame()
        let part = try #require(container.visibleParts().last)
        #expect(part.frame.y > 0 && part.frame.x == 0)
    }
}

@Suite struct TabSceneTests {
    @Test func onlyTheSelectedTabPresents() throws {
        let (container, clock) = try makeContainer()
        let first = WhimSceneNavigationStack([TestScene(multipart: "map")])
        let second = WhimSceneNavigationStack([TestScene(fullscreen: "trips")])
        let tabs = WhimTabScene(tabs: [first, second])
        container.setRoot(tabs)
        container.settle(clock)
        let hidden = TestScene(fullscreen: "hidden push")
        second.push(scene: hidden)
        container.settle(clock)
        #expect(hidden.isHidden)
        #expect(container.displayed == first.viewController)
        tabs.select(1)
        #expect(container.isTransitioning)
        container.settle(clock)
        #expect(container.displayed == hidden.viewController && hidden.isShown)
        let shown = TestScene(fullscreen: "shown push")
        second.push(scene: shown)
        container.settle(clock)
        #expect(container.displayed == shown.viewController)
        #expect(container.goBack())
        container.settle(clock)
        #expect(container.displayed == hidden.viewController)
    }
}
