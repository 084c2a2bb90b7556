import Testing
import WhimAnimation
import WhimCore

/// A screen whose scene is a drawer scene around a stack (Waha's MainDrawer around MainStack): the screens
/// after it go on that inner stack — where the screen before them lives — not on the root stack, and the
/// drawer opens over them.
@Suite struct LiveDrawerStackTests {
    @Test func screensAfterADrawerScenePushOnItsInnerStack() throws {
        let (container, clock) = try makeContainer(width: 320, height: 180)
        let root = WhimSceneNavigationStack()
        container.setRoot(root)
        let tree = try RouteTree(.screen("main", nesting: .screen("home", nesting: .anyOf(
            .screen("detail", nesting: .screen("more")),
            .screen("drawer", presentation: .drawer)))))
        let home = TestScene(multipart: "home")
        let inner = WhimSceneNavigationStack([home])
        let host = WhimDrawerScene(main: inner, drawer: WhimDrawer(content: TestScene(fullscreen: "menu")))
        var navigation: LiveNavigation!
        navigation = LiveNavigation(tree: tree, root: root) { element in
            switch element.name {
            case "main": return host
            // Already on the inner stack: the push that follows the root switch leaves it where it is.
            case "home": return home
            default: return TestScene(fullscreen: element.name)
            }
        }
        try navigation.open("/main/home/detail/more", animated: false)
        container.settle(on: clock)
        #expect(root.scenes.count == 1, "only the drawer scene is on the root stack")
        #expect(inner.scenes.count == 3, "home, detail and more are on the inner stack")
        #expect(navigation.path == "/main/home/detail/more")
        try navigation.open("/main/home/drawer")
        container.settle(on: clock)
        #expect(inner.scenes.count == 1 && host.isDrawerOpen)
        #expect(navigation.path == "/main/home/drawer")
        try navigation.open("/main/home/detail")
        container.settle(on: clock)
        #expect(!host.isDrawerOpen && inner.scenes.count == 2)
        #expect(navigation.path == "/main/home/detail")
        for part in container.visibleParts() { #expect(part.panel.appearance == .appeared) }
    }
}
