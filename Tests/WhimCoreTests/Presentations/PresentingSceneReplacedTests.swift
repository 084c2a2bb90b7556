import Testing
import WhimAnimation
import WhimCore

/// A presenting scene replaced by a new one at the same depth (a conditional root that makes its main
/// drawer anew on each visit) presents in the same layers; its drawer rests where the new scene places it,
/// not nowhere (the old scene's placement).
@Suite struct PresentingSceneReplacedTests {
    @Test func aNewDrawerSceneAtTheSameDepthPlacesItsDrawer() throws {
        let (container, clock) = try makeContainer(width: 320, height: 180)
        let root = WhimSceneNavigationStack()
        container.setRoot(root)
        func drawerScene() -> (WhimDrawerScene, TestScene) {
            let menu = TestScene(fullscreen: "menu")
            return (WhimDrawerScene(main: WhimSceneNavigationStack([TestScene(multipart: "main")]), drawer: WhimDrawer(content: menu, width: 200)), menu)
        }
        let (first, firstMenu) = drawerScene()
        root.push(scene: first, animating: WhimSceneAnimatedTransitions.None())
        container.settle(on: clock)
        first.openDrawer()
        container.settle(on: clock)
        let menuPanel = try #require(firstMenu.viewController.panels.first)
        #expect(container.drawnFrame(of: menuPanel)?.width == 200)
        first.closeDrawer()
        container.settle(on: clock)
        let (second, secondMenu) = drawerScene()
        root.swapAll(with: [second], animating: WhimSceneAnimatedTransitions.Fade())
        container.settle(on: clock)
        second.openDrawer()
        container.settle(on: clock)
        let panel = try #require(secondMenu.viewController.panels.first)
        #expect(container.drawnFrame(of: panel)?.width == 200, "the second drawer is placed at the leading edge, 200 wide")
        #expect(container.drawnFrame(of: panel)?.height == 180)
        #expect(container.handle(.key(.escape, [])))
        container.settle(on: clock)
        #expect(!second.isDrawerOpen && container.drawnFrame(of: panel) == nil)
    }
}
