import Testing
import WhimCore
import WhimGraphics

@Suite struct NavigationStackTests {
    @Test func pushAppendsAndSetsParent() {
        let stack = WhimSceneNavigationStack()
        let a = TestScene(fullscreen: "A"), b = TestScene(fullscreen: "B")
        stack.push(scene: a)
        stack.push(scene: b)
        #expect(stack.scenes.map { ($0 as! TestScene).name } == ["A", "B"])
        #expect(a.parent === stack && b.parent === stack)
        #expect(stack.viewController == b.viewController)
    }

    @Test func pushIgnoresSceneWithParentSelfOrAncestor() {
        let outer = WhimSceneNavigationStack(), inner = WhimSceneNavigationStack()
        outer.push(scene: inner)
        let a = TestScene(fullscreen: "A")
        inner.push(scene: a)
        outer.push(scene: a)  // already has a parent
        inner.push(scene: inner)  // itself
        inner.push(scene: outer)  // an ancestor
        #expect(outer.scenes.count == 1 && inner.scenes.count == 1)
        #expect(a.parent === inner)
        let b = TestScene(fullscreen: "B")
        inner.push(scenes: [b, b])  // duplicates: once
        #expect(inner.scenes.count == 2)
    }

    @Test func popNeverRemovesTheRoot() {
        let stack = WhimSceneNavigationStack([TestScene(fullscreen: "root")])
        #expect(stack.pop() == nil)
        #expect(stack.scenes.count == 1)
        #expect(stack.popToRoot().isEmpty)
        #expect(stack.pop(lastScenes: 5, andSwapLastWith: []).isEmpty)
    }

    @Test func popReturnsAndDetaches() {
        let a = TestScene(fullscreen: "A"), b = TestScene(fullscreen: "B"), c = TestScene(fullscreen: "C")
        let stack = WhimSceneNavigationStack([a, b, c])
        let popped = stack.pop()
        #expect(popped === c && c.parent == nil)
        stack.push(scene: c)
        let toA = stack.pop(to: a)
        #expect(toA?.count == 2 && b.parent == nil && c.parent == nil)
        #expect(stack.scenes.count == 1)
        #expect(stack.pop(to: TestScene(fullscreen: "stranger")) == nil)
    }

    @Test func popToRootAndSwaps() {
        let a = TestScene(fullscreen: "A"), b = TestScene(fullscreen: "B"), c = TestScene(fullscreen: "C")
        let stack = WhimSceneNavigationStack([a, b, c])
        #expect(stack.popToRoot().count == 2)
        let d = TestScene(fullscreen: "D")
        #expect(stack.swapLast(with: d).first === a)
        #expect(stack.scenes.count == 1 && stack.topScene === d && a.parent == nil)
        let e = TestScene(fullscreen: "E"), f = TestScene(fullscreen: "F")
        let removed = stack.swapAll(with: [e, f])
        #expect(removed.count == 1 && removed.first === d)
        #expect(stack.scenes.count == 2 && stack.scenes.first === e)
        let g = TestScene(fullscreen: "G")
        let general = stack.pop(lastScenes: 1, andSwapLastWith: [g])
        #expect(general.first === f && stack.topScene === g)
    }

    @Test func emptyStackShowsPlaceholder() {
        let stack = WhimSceneNavigationStack()
        guard case let .fullscreen(panel) = stack.viewController else {
            Issue.record("placeholder must be fullscreen")
            return
        }
        #expect(panel is PlaceholderPanel)
        #expect(stack.viewController == stack.viewController)  // the same placeholder each time
        let empty = stack.swapAll(with: [])
        #expect(empty.isEmpty)
    }

    @Test func onlyTheVisibleStackPresentsAtAnyDepth() throws {
        let (container, clock) = try makeContainer()
        let root = WhimSceneNavigationStack([TestScene(fullscreen: "home")])
        container.setRoot(root)
        let level2 = WhimSceneNavigationStack([TestScene(fullscreen: "L2")])
        let level3 = WhimSceneNavigationStack([TestScene(fullscreen: "L3")])
        level2.push(scene: level3)
        root.push(scene: level2)
        container.settle(on: clock)
        #expect(level3.isVisible && level2.isVisible && root.isVisible)
        let deep = TestScene(fullscreen: "deep")
        level3.push(scene: deep)  // visible three deep: presents
        container.settle(on: clock)
        #expect(container.displayed == deep.viewController)
        #expect(deep.isShown)

        // A stack that is not on top changes silently.
        let hidden = WhimSceneNavigationStack([TestScene(fullscreen: "hidden root")])
        let cover = TestScene(fullscreen: "cover")
        root.push(scene: hidden)
        root.push(scene: cover)
        container.settle(on: clock)
        let silent = TestScene(fullscreen: "silent")
        hidden.push(scene: silent)
        container.settle(on: clock)
        #expect(!hidden.isVisible)
        #expect(container.displayed == cover.viewController)
        #expect(silent.isHidden)
        // Popping the cover reveals the hidden stack's new top.
        root.pop()
        container.settle(on: clock)
        #expect(container.displayed == silent.viewController)
        #expect(silent.isShown && cover.isHidden && cover.isBalanced)
    }

    @Test func poppedScenesAndPanelsAreFreed() throws {
        let (container, clock) = try makeContainer()
        let stack = WhimSceneNavigationStack([TestScene(fullscreen: "root")])
        container.setRoot(stack)
        weak var weakScene: TestScene?
        weak var weakPanel: Panel?
        weak var weakInner: WhimSceneNavigationStack?
        do {
            let inner = WhimSceneNavigationStack([TestScene(multipart: "inner")])
            let scene = TestScene(fullscreen: "temp")
            weakScene = scene
            weakPanel = scene.viewController.panels.first
            weakInner = inner
            stack.push(scene: scene)
            container.settle(on: clock)
            stack.push(scene: inner)
            container.settle(on: clock)
            stack.popToRoot()
            container.settle(on: clock)
        }
        #expect(weakScene == nil)
        #expect(weakPanel == nil)
        #expect(weakInner == nil)
    }
}
