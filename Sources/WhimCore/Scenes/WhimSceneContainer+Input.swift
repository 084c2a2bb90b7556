import WhimGraphics

extension WhimSceneContainer {
    /// Routes an input event (logical container coordinates) to where it goes (see `InputRouter`). Returns
    /// whether anything used the event.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool { input.handle(event) }

    /// Routes one finger (`InputRouter.handle(touch:)`): a pointer in the gesture arena, or with a second
    /// finger on the backdrop a two-finger pan and pinch zoom. Returns whether anything used the event.
    @discardableResult
    public func handle(touch: TouchEvent) -> Bool { input.handle(touch: touch) }

    /// Goes back one step from the root (see `WhimScene.goBack()`). Returns whether anything happened.
    @discardableResult
    public func goBack() -> Bool { rootScene?.goBack() ?? false }

    /// The scenes from the root down to the visible leaf.
    public func visibleScenePath() -> [any WhimScene] { rootScene?.visiblePath ?? [] }

    /// The deepest visible stack with more than its root.
    func poppableStack() -> WhimSceneNavigationStack? { rootScene?.poppableStack }

    /// The deepest visible scene that can be dismissed.
    func dismissableScene() -> (any WhimDismissableScene)? { rootScene?.dismissableScene }

    /// The front-most panel under `p` where it is drawn now, and its frame (`TransitionDriver.panel(at:)`).
    public func panel(at p: Point) -> (Panel, PixelRect)? { driver.panel(at: p) }

    /// Where a widget is drawn now, in container device pixels (`TransitionDriver.rectInContainerPixels(of:)`).
    public func rectInContainerPixels(of widget: Widget) -> Rect? { driver.rectInContainerPixels(of: widget) }

    /// Where a panel is drawn now.
    func frame(of panel: Panel) -> PixelRect? { driver.frame(of: panel) }

    /// A point in a panel's coordinates as a container point (logical), given the panel's frame in device pixels.
    public func containerPoint(_ p: Point, inPanelFrame frame: PixelRect) -> Point { driver.containerPoint(p, inPanelFrame: frame) }

    /// A container point in a panel's coordinates, given the panel's frame in device pixels.
    func local(_ p: Point, in frame: PixelRect) -> Point { driver.local(p, in: frame) }

    /// Whether a widget on screen has keyboard focus (a text field is being typed into): then letter keys
    /// are typing, not shortcuts.
    public var hasKeyboardFocus: Bool { input.hasKeyboardFocus }

    /// The front-most panel on screen with a focused widget (`InputRouter.focusedPanel()`).
    func focusedPanel() -> Panel? { input.focusedPanel() }
}
