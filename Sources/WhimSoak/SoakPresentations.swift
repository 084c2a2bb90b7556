import WhimCore
import WhimGraphics

/// The soak's presentations over the base: sheets (random detents and scrims, sheet over sheet, the
/// confirmation style), alerts, the drawer; moving sheets between detents, dismissing one or the whole
/// chain, pressing alert buttons, grabbing the top sheet or the drawer for a drag the pointer walk goes on
/// with; and the conditional root (the switch scene) choosing another child.
extension SoakWorld {
    /// Presents a sheet over what is presented so far: content a leaf or a stack (pushes reach it), random
    /// detents and scrim, now and then a confirmation sheet or a random transition instead of its own.
    func presentSheet() {
        guard host.presented.count < 4 else { return }
        let sheet: WhimSheet
        if rng.chance(0.15) {
            sheet = WhimSheet.confirmation(title: "Delete?", message: "A soak confirmation", destructive: "Delete") { [weak self] in
                self?.note("confirmed")
            }
            note("present confirmation sheet")
        } else {
            let content: any WhimScene = rng.chance(0.5) ? WhimSceneNavigationStack([makeLeaf("sheet content")]) : makeLeaf("sheet")
            let detents = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                rng.weighted([
                    (2, Detent.medium), (2, .large), (2, .fraction(Double.random(in: -0.2...1.2, using: &rng))),
                    (2, .height(Double.random(in: -20...500, using: &rng))),
                ])
            }
            let scrim: Scrim? = rng.weighted([(3, Scrim.dismissing), (1, .blocking), (1, nil)])
            sheet = WhimSheet(content: content, detents: detents, initialDetent: Int.random(in: -1...3, using: &rng), scrim: scrim)
            note("present sheet")
        }
        host.present(sheet, animating: rng.chance(0.25) ? randomTransition() : nil)
    }

    /// Presents an alert (it blocks what is under it; Esc presses its cancel button).
    func presentAlert() {
        guard host.presented.count < 4 else { return }
        note("present alert")
        let actions = (0..<Int.random(in: 0...3, using: &rng)).map { i in
            WhimAlert.Action("Button \(i)", role: rng.pick([WhimAlert.Action.Role.default, .cancel, .destructive])!) { [weak self] in
                self?.note("alert action")
            }
        }
        host.present(WhimAlert(title: "Soak", message: "An alert over everything", actions: actions))
    }

    /// Moves a presented sheet to another detent (an index out of range is ignored), or presses a button of
    /// a presented alert.
    func changePresented() {
        guard let scene = rng.pick(host.presented) else { return }
        if let sheet = scene as? WhimSheet {
            note("sheet detent")
            sheet.select(detent: Int.random(in: -1...sheet.detents.count, using: &rng), animating: rng.chance(0.3) ? randomTransition() : nil)
        } else if let alert = scene as? WhimAlert {
            note("alert choose")
            alert.choose(Int.random(in: -1...alert.actions.count, using: &rng))
        }
    }

    /// Dismisses a presented scene (and those above it), the whole chain, or asks a presented scene to
    /// dismiss itself.
    func dismissPresented() {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            note("dismiss all")
            host.dismissAll()
        case 1:
            note("dismiss from presenter")
            rng.pick(host.presented)?.dismissFromPresenter()
        default:
            note("dismiss presented")
            host.dismiss(rng.pick(host.presented), animating: rng.chance(0.3) ? randomTransition() : nil)
        }
    }

    /// Opens or closes the drawer (from code; edge drags come from the pointer walk).
    func toggleDrawer() {
        note("toggle drawer")
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: host.openDrawer()
        case 1: host.closeDrawer()
        default: host.toggleDrawer()
        }
    }

    /// Puts the pointer down on the top presented scene (a sheet drag or a press on it) or at the leading
    /// edge (an edge drag that opens the drawer or pops); the pointer walk moves and releases it.
    func grabPresented() {
        guard pointer == nil else { return }
        var target: Point?
        if let top = host.presented.last, rng.chance(0.7) {
            container.driver.forEachVisiblePart { part in
                let frame = part.frame
                guard top.viewController.contains(part.panel), frame.width > 0, frame.height > 0 else { return }
                let s = container.scale
                target = Point(x: (Double(frame.x) + Double(frame.width) / 2) / s, y: (Double(frame.y) + min(12, Double(frame.height) / 2)) / s)
            }
        } else {
            target = Point(x: Double.random(in: 0...8, using: &rng), y: Double.random(in: 0...max(0, container.size.height), using: &rng))
        }
        guard let target else { return }
        note("grab presented")
        container.handle(.pointerDown(target, .primary))
        pointer = target
    }

    /// The conditional root chooses another child (re-evaluated after the app state changed).
    func switchRoot() {
        appState.root = rng.pick([0, 1, 2].filter { $0 != appState.root })!
        note("switch root", "to \(appState.root)")
        let objections = leaveObjections
        switcher.reevaluate(animating: rng.chance(0.7) ? randomTransition() : nil)
        switchStopped = switcher.key != appState.root && leaveObjections > objections
    }
}
