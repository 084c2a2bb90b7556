/// Flings of scroll views, advanced by the container's clock: a scroll view that is flung registers with
/// its panel (`ScrollView.fling`), and every frame the container advances the flings of the panels on
/// screen until each rests or meets an edge. A panel that leaves the screen keeps its fling still.
extension Panel {
    /// Registers a scroll view whose fling moves (once).
    func scrollViewStartedMoving(_ view: ScrollView) {
        if !movingScrollViews.contains(where: { $0 === view }) { movingScrollViews.append(view) }
    }

    /// Advances this panel's flings by `dt` seconds, dropping those that rest or left the panel; returns
    /// whether any still moves.
    func advanceScrollMomentum(by dt: Double) -> Bool {
        guard !movingScrollViews.isEmpty else { return false }
        movingScrollViews = movingScrollViews.filter { $0.panel === self && $0.advanceMomentum(by: dt) }
        return !movingScrollViews.isEmpty
    }

    /// Whether a fling of one of this panel's scroll views still moves.
    var hasScrollMomentum: Bool { movingScrollViews.contains { $0.position.isMoving } }
}

extension WhimSceneContainer {
    /// Advances the flings of the panels on screen (each panel once); returns whether any still moves.
    func advanceScrollMomentum(by dt: Double) -> Bool {
        var seen = Set<ObjectIdentifier>()
        var moving = false
        driver.forEachVisiblePart { part in
            guard seen.insert(ObjectIdentifier(part.panel)).inserted else { return }
            if part.panel.advanceScrollMomentum(by: dt) { moving = true }
        }
        return moving
    }

    /// Whether a fling on screen still moves.
    var hasScrollMomentum: Bool {
        var moving = false
        driver.forEachVisiblePart { part in if part.panel.hasScrollMomentum { moving = true } }
        return moving
    }
}
