import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// The container's `SurfacePool`: panels that go give their surfaces' memory to the panels that come, so a
/// transition's new panels are drawn on memory already paged in; the pool holds at most 4.58 frames.
@Suite struct PanelSurfaceMemoryTests {
    @Test func aContainerStartsStockedForFramesAndBars() throws {
        let (container, _) = try makeContainer()
        let frame = 960 * 540 * 4
        #expect(container.surfaces.bytes == 2 * frame + 6 * (frame / 8 * 3) + 4 * (frame / 12))
        #expect(container.surfaces.budget == container.surfaces.bytes)
        #expect(container.surfaces.hits == 0 && container.surfaces.misses == 0)
    }

    @Test func theFirstScreensPanelsAreDrawnOnStockedMemory() throws {
        let (container, clock, stack, _) = try makeHomeAndStack()
        #expect(container.surfaces.hits > 0 && container.surfaces.misses == 0, "home's panels were drawn on new memory")
        let hits = container.surfaces.hits
        stack.push(scene: TestScene(multipart: "pushed"), animating: WhimSceneAnimatedTransitions.Push())
        container.settle(on: clock)
        // What the launch leaves: the pushed screen's bar and chrome copies find stocked memory (its card,
        // larger than 3/8 of a frame, may not: the buffers of a frame went to home's).
        #expect(container.surfaces.hits > hits, "the first push drew none of its panels on stocked memory")
    }

    @Test func panelsThatGoGiveTheirMemoryToThoseThatCome() throws {
        let (container, clock, stack, _) = try makeHomeAndStack()
        container.hiddenSurfaces.budget = 0
        // Use up the stock, so what follows is memory panels gave back.
        container.surfaces.budget = 0
        container.surfaces.budget = 7 * 960 * 540 * 2
        stack.push(scene: TestScene(multipart: "pushed"), animating: WhimSceneAnimatedTransitions.Push())
        container.settle(on: clock)
        let returned = container.surfaces.bytes
        #expect(returned > 0, "home's panels left the screen and their memory went elsewhere")
        let hits = container.surfaces.hits
        _ = stack.pop(animating: WhimSceneAnimatedTransitions.Push())
        container.settle(on: clock)
        #expect(container.surfaces.hits > hits, "home came back drawn on new memory while the pushed screen's was kept")
        #expect(container.surfaces.bytes <= container.surfaces.budget)
    }

    @Test func aResizeScalesTheBudget() throws {
        let (container, _) = try makeContainer()
        try container.resize(to: Size(width: 400, height: 300))
        // A twelfth of this frame is under what the pool serves: no buffers of that size.
        #expect(container.surfaces.budget == 2 * 400 * 300 * 4 + 6 * (400 * 300 * 4 / 8 * 3))
        #expect(container.surfaces.bytes <= container.surfaces.budget)
    }
}
