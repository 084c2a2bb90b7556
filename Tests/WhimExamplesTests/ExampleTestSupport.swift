import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimExamples
import WhimGraphics
import WhimMap
import WhimTestSupport

/// The Helsinki map, decoded once for all example tests.
let sharedHelsinki: MapModel = {
    // The shipped asset must load; a failure here is a real defect.
    try! DemoApp.loadMap()
}()

/// An example app on a manual clock at 960×540, settled on its start.
func makeExampleApp(_ example: any Example, width: Double = 960, height: Double = 540) throws -> (ExampleApp, ManualClock) {
    let clock = ManualClock()
    let app = try ExampleApp(example: example, size: Size(width: width, height: height), clock: clock, backdropMap: DemoMapChoice.shippedBackdrop(openingOn: sharedHelsinki))
    app.settle(on: clock)
    return (app, clock)
}

/// The graph walk over example apps: the visible titles, the live navigation, frames settled on `clock`.
func exampleWalk(_ clock: ManualClock) -> GraphWalk<ExampleApp> {
    GraphWalk(container: \.container, navigation: \.navigation, visibleTitles: \.visibleTitles) { $0.settle(on: clock) }
}

/// Why a tap in a test found nothing to tap.
struct NotOnScreen: Error, CustomStringConvertible {
    var what: String
    var description: String { "\(what) is not on screen" }
}

extension ExampleApp {
    /// Presses and releases at `p` (no settling: the walk settles).
    func click(_ p: Point) {
        container.handle(.pointerDown(p, .primary))
        container.handle(.pointerUp(p, .primary))
        container.update()
    }

    /// Taps the visible widget with `identifier`; throws when it is not on screen.
    func tap(_ identifier: String) throws {
        // Lay out what the last action changed (a field shown inline moves what is below it).
        container.renderFrame()
        guard let p = container.point(ofWidget: identifier) else { throw NotOnScreen(what: "#\(identifier)") }
        click(p)
    }

    /// Taps row `row` of the visible list with `identifier`; throws when it is not on screen.
    func tapRow(_ row: Int, of identifier: String) throws {
        guard let p = container.point(ofRow: row, inList: identifier) else { throw NotOnScreen(what: "row \(row) of #\(identifier)") }
        click(p)
    }

    /// Taps the text field `identifier` and types `text` into it.
    func type(_ text: String, into identifier: String) throws {
        try tap(identifier)
        container.handle(.text(text))
    }

    /// Taps the scrim above the top sheet (near the top of the window).
    func tapScrim() {
        click(Point(x: container.size.width / 2, y: 12))
    }

    /// Drags the top sheet down and off the screen (a swipe down).
    func swipeDown(clock: ManualClock) throws {
        guard let sheet = presenter.presented.last, let frame = container.visibleParts().last(where: { part in
            sheet.viewController.panels.contains { $0 === part.panel }
        })?.frame else { throw NotOnScreen(what: "a sheet") }
        let from = Point(x: Double(frame.x + frame.width / 2), y: Double(frame.y) + 24)
        container.handle(.pointerDown(from, .primary))
        for i in 1...10 {
            clock.advance(by: 1.0 / 60)
            container.handle(.pointerMove(Point(x: from.x, y: from.y + Double(i) * 40)))
            container.update()
        }
        container.handle(.pointerUp(Point(x: from.x, y: from.y + 400), .primary))
        container.update()
    }
}

extension ExampleApp {
    /// The visible text field with `identifier`, front-most first.
    func textField(_ identifier: String) -> TextField? {
        container.visibleParts().reversed().lazy.compactMap { $0.panel.root?.widget(withIdentifier: identifier) as? TextField }.first
    }

    /// Taps the text field `identifier`, clears it and types `text`; with `submit`, presses Enter.
    func replaceText(_ text: String, in identifier: String, submit: Bool = false) throws {
        try tap(identifier)
        guard let field = textField(identifier) else { throw NotOnScreen(what: "field #\(identifier)") }
        field.text = ""
        container.handle(.text(text))
        if submit { container.handle(.key(.enter, [])) }
    }

    /// The visible list with `identifier`, front-most first.
    func list(_ identifier: String) -> ListView? {
        container.visibleParts().reversed().lazy.compactMap { $0.panel.root?.widget(withIdentifier: identifier) as? ListView }.first
    }

    /// Taps (or right-clicks, with `.secondary`) the row with `id` of the visible list `identifier`.
    func tapRow(id: String, of identifier: String, button: PointerButton = .primary) throws {
        // Scrolled into view first, as a user would.
        guard let list = list(identifier), let index = list.rows.firstIndex(where: { $0.id == id }) else { throw NotOnScreen(what: "row \(id) of #\(identifier)") }
        list.scrollToRow(index)
        container.renderFrame()
        guard let p = container.point(ofRow: index, inList: identifier) else { throw NotOnScreen(what: "row \(id) of #\(identifier)") }
        container.handle(.pointerDown(p, button))
        container.handle(.pointerUp(p, button))
        container.update()
    }
}

extension ExampleApp {
    /// A keyboard-only user of the app: keys go through its shortcuts, then the container, as in a window.
    var keyboard: KeyboardUser {
        KeyboardUser(container: container) { [unowned self] event in
            if !handleShortcut(event) { container.handle(event) }
        }
    }
}
