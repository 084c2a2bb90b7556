import WhimGraphics

/// A main scene (a stack, say) with a drawer around it, as Waha's main drawer wraps its main stack: the
/// drawer slides over the map from the leading edge with a scrim. It opens with `openDrawer()` (a menu
/// button) or a drag from the leading edge that follows the finger; it closes with a drag to the left on
/// it or its scrim, a click on the scrim, Esc, or `closeDrawer()`. A drag from the edge pops the main
/// stack instead when it can pop. Sheets and alerts can be presented over it as over any presenting scene.
open class WhimDrawerScene: WhimPresentingScene {
    /// The drawer this scene opens.
    public let drawer: WhimDrawer

    /// `main` with `drawer` (both without a parent).
    public init(main: any WhimScene, drawer: WhimDrawer) {
        self.drawer = drawer
        super.init(base: main)
    }

    /// Whether the drawer is open (or opening).
    public var isDrawerOpen: Bool { drawer.presenter === self }

    /// Opens the drawer with its transition.
    open func openDrawer() {
        guard !isDrawerOpen else { return }
        present(drawer)
    }

    /// Closes the drawer (and anything presented over it) with its transition.
    open func closeDrawer() {
        guard isDrawerOpen else { return }
        dismiss(drawer)
    }

    /// Opens a closed drawer, closes an open one.
    open func toggleDrawer() {
        if isDrawerOpen { closeDrawer() } else { openDrawer() }
    }

    override func recognizers(at p: Point, in container: WhimSceneContainer) -> [any GestureRecognizer] {
        var list = super.recognizers(at: p, in: container)
        if isDrawerOpen, presented.last === drawer {
            list.append(DrawerDragRecognizer(container: container, scene: self, opening: false))
        } else if !isDrawerOpen, presented.isEmpty, p.x <= GestureArena.edgeZone, container.poppableStack() == nil {
            list.append(DrawerDragRecognizer(container: container, scene: self, opening: true))
        }
        return list
    }
}
