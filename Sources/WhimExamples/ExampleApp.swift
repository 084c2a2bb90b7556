import WhimAnimation
import WhimAppShell
import WhimCore
import WhimGraphics
import WhimMapBackdrop

/// Hosts one example in the app shell: the map under every screen, a presenter for sheets around the root
/// stack, and `LiveNavigation` over the example's route tree, which makes each screen's scene with the
/// example. Scenes navigate through it (`go`, `back`, `conditionsChanged`), so every change is a navigation
/// state applied as operations with transitions.
public final class ExampleApp: AppShell {
    /// The example shown.
    public let example: any Example

    /// The example in a container of `size` logical units at its start state, over `backdropMap`; from
    /// `sidePanel`'s breakpoint up its cards are side panels.
    public init(example: any Example, size: Size, scale: Double = 1, clock: any Clock, backdropMap: BackdropMap,
                sidePanel: SidePanelLayout = SidePanelLayout()) throws {
        self.example = example
        try super.init(size: size, scale: scale, clock: clock, backdropMap: backdropMap, sidePanel: sidePanel)
        route(example.routes) { [unowned self] element in self.example.makeScene(for: element, in: self) }
        let start = example.start
        if let root = start.elements.first { showRoot(navigation.scene(for: root)) } else { container.setRoot(presenter) }
        try navigation.apply(start, animated: false)
    }

    /// Leaves the top `count` screens (sheets and pushed screens alike) in one change.
    public func dismiss(_ count: Int = 1) {
        let state = navigation.capture()
        guard count > 0, state.elements.count > count else { return }
        try? show(state.dropping(count))
    }

    /// Applies the example's conditions again after its model changed (logged in, a folder created): the
    /// live state while the tree still allows it, else its longest allowed start, else the start.
    public func conditionsChanged() {
        try? navigation.reevaluate(fallback: example.start)
    }

    /// The example's own keys (Esc stays Back).
    override public func handleAppKey(_ event: InputEvent) -> Bool {
        example.handleShortcut(event, in: self)
    }

    /// The example's own work on the app's clock (`Example.update(in:)`).
    override public func willUpdate() {
        example.update(in: self)
    }
}
