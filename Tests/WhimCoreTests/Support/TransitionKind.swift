import WhimCore
import WhimGraphics

/// Every built-in transition, named as its golden files are: the library's catalogue.
typealias TransitionKind = TransitionCatalogue

extension TransitionCatalogue {
    /// The origin of circular reveals in the goldens: a "Book" button near the bottom right.
    static let circularOrigin = Rect(x: 780, y: 470, width: 120, height: 44)

    /// The transition as the goldens use it.
    var transition: any WhimSceneAnimatedTransitioning { transition(origin: Self.circularOrigin) }
}

/// Renders the frame of `kind` between the scenes of `combo` at eased progress `p`, through the real
/// container, driver and compositor (the driver's preview holds the transition at `p`).
func renderTransition(_ kind: TransitionKind, _ combo: SceneCombo, progress p: Double) throws -> Surface {
    let (container, clock) = try makeContainer()
    let (from, to) = combo.scenes()
    let stack = WhimSceneNavigationStack([from])
    container.setRoot(stack)
    container.settle(on: clock)
    container.driver.preview(kind.transition, to: to.viewController, progress: p)
    container.renderFrame()
    return container.frame.copy()
}
